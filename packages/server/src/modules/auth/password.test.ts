import { describe, expect, test } from "vitest";
import { buildUser, expireOneTimeTokens, uniqueEmail, uniqueIp } from "../../test/factories.js";
import { countMailsTo, latestMailTo, tokenInMail } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { currentUserId, login } from "../../test/sessions.js";

const server = useTestServer();

const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Please request a new one.";
const WEAK_PASSWORD = "Password does not meet all requirements";
const RESET_TOKEN = /\/auth\/password-reset\/([\w-]+)/;
const MINUTE = 60 * 1000;

const forgotPassword = (email: string, ip?: string) =>
  server.gql<{ forgotPassword: { status: string } }>(
    `mutation ForgotPassword($input: ForgotPasswordInput!) {
      forgotPassword(input: $input) { status }
    }`,
    { input: { email } },
    { ip },
  );

const resetPassword = (token: string, password: string) =>
  server.gql<{
    resetPassword: { authToken: string; user: { id: string; name: string; email: string } };
  }>(
    `mutation ResetPassword($input: ResetPasswordInput!) {
      resetPassword(input: $input) { authToken user { id name email } }
    }`,
    { input: { token, password } },
  );

const changePassword = (token: string | undefined, oldPassword: string, newPassword: string) =>
  server.gql<{ changePassword: { ok: boolean } }>(
    `mutation ChangePassword($input: ChangePasswordInput!) {
      changePassword(input: $input) { ok }
    }`,
    { input: { oldPassword, newPassword } },
    { token },
  );

/** Asks for a reset mail and returns the token of its link. */
async function resetTokenFor(email: string): Promise<string> {
  dataOf(await forgotPassword(email, uniqueIp()));
  return tokenInMail(await latestMailTo(server.db, email), RESET_TOKEN);
}

const passwordHashOf = async (userId: string) =>
  (
    await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe("forgotPassword", () => {
  test("mails a link to /auth/password-reset/{token}, in plain text and HTML", async () => {
    const { user } = await buildUser(server.db);
    expect(dataOf(await forgotPassword(user.email.toUpperCase()))).toEqual({
      forgotPassword: { status: "sent" },
    });
    const mail = await latestMailTo(server.db, user.email);
    const link = `${server.url}/auth/password-reset/${tokenInMail(mail, RESET_TOKEN)}`;
    expect(mail.subject).toContain("Contour");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Contour");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Contour");
  });

  test("says when there is no account for the email, sending nothing", async () => {
    const email = uniqueEmail();
    expect(errorOf(await forgotPassword(email))).toEqual({
      code: "NOT_FOUND",
      message: "Unable to reset password. Does this account exist?",
    });
    expect(await countMailsTo(server.db, email)).toBe(0);
  });

  test.each([
    ["", "Email is required"],
    ["ada.example.com", "Please enter a valid email"],
  ])("refuses %j with %j", async (email, message) => {
    expect(errorOf(await forgotPassword(email))).toEqual({ code: "BAD_USER_INPUT", message });
  });

  test("sends at most 3 mails an hour to one address, whatever the IP", async () => {
    const { user } = await buildUser(server.db);
    for (let i = 0; i < 3; i++) dataOf(await forgotPassword(user.email, uniqueIp()));
    expect(errorOf(await forgotPassword(user.email, uniqueIp()))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^We already sent several reset emails to this address\. Please check your inbox or try again in (1 hour|\d+ minutes)\.$/,
      ),
    });
    expect(await countMailsTo(server.db, user.email)).toBe(3);
  });

  test("answers at most 20 requests an hour from one IP", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) errorOf(await forgotPassword(uniqueEmail(), ip));
    const { user } = await buildUser(server.db);
    expect(errorOf(await forgotPassword(user.email, ip))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many password reset requests from your network\. Please try again in (1 hour|\d+ minutes)\.$/,
      ),
    });
    expect(await countMailsTo(server.db, user.email)).toBe(0);
  });
});

describe("resetPassword", () => {
  test("sets the password, signs every older session out and returns a working session", async () => {
    const { user, token: oldSession, password } = await buildUser(server.db, { name: "Ada" });
    const otherOldSession = dataOf(await login(server, user.email, password)).login.authToken;
    const resetToken = await resetTokenFor(user.email);

    const result = dataOf(await resetPassword(resetToken, "Pencil1234")).resetPassword;
    expect(result.user).toEqual({ id: user.id, name: "Ada", email: user.email });
    expect(await currentUserId(server, result.authToken)).toBe(user.id);
    expect(await currentUserId(server, oldSession)).toBeNull();
    expect(await currentUserId(server, otherOldSession)).toBeNull();
    dataOf(await login(server, user.email, "Pencil1234"));
    expect(errorOf(await login(server, user.email, password)).code).toBe("UNAUTHENTICATED");
  });

  test("a reset token works once", async () => {
    const { user } = await buildUser(server.db);
    const resetToken = await resetTokenFor(user.email);
    dataOf(await resetPassword(resetToken, "Pencil1234"));
    expect(errorOf(await resetPassword(resetToken, "Eraser1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: RESET_LINK_INVALID,
    });
    dataOf(await login(server, user.email, "Pencil1234"));
  });

  test("a reset revokes the account's other reset links", async () => {
    const { user } = await buildUser(server.db);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    dataOf(await resetPassword(second, "Pencil1234"));
    expect(errorOf(await resetPassword(first, "Eraser1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: RESET_LINK_INVALID,
    });
    dataOf(await login(server, user.email, "Pencil1234"));
  });

  test("a reset token expires after 30 minutes", async () => {
    const { user, token, password } = await buildUser(server.db);
    const before = Date.now();
    const resetToken = await resetTokenFor(user.email);
    const after = Date.now();
    const row = await server.db
      .selectFrom("one_time_tokens")
      .select("expires_at")
      .where("email", "=", user.email)
      .where("kind", "=", "password_reset")
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(after + 30 * MINUTE);

    await expireOneTimeTokens(server.db, user.email, "password_reset");
    expect(errorOf(await resetPassword(resetToken, "Pencil1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: RESET_LINK_INVALID,
    });
    expect(await currentUserId(server, token)).toBe(user.id);
    dataOf(await login(server, user.email, password));
  });

  test("refuses a weak password and keeps the token usable", async () => {
    const { user, password } = await buildUser(server.db);
    const resetToken = await resetTokenFor(user.email);
    expect(errorOf(await resetPassword(resetToken, "pencil"))).toEqual({
      code: "BAD_USER_INPUT",
      message: WEAK_PASSWORD,
    });
    dataOf(await login(server, user.email, password));
    dataOf(await resetPassword(resetToken, "Pencil1234"));
  });

  test("asks for a token when it is missing, and refuses a made-up one", async () => {
    expect(errorOf(await resetPassword("", "Pencil1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Token is required",
    });
    expect(errorOf(await resetPassword("made-up-token", "Pencil1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: RESET_LINK_INVALID,
    });
  });
});

describe("changePassword", () => {
  test("with a wrong current password, refuses and changes nothing", async () => {
    const { user, token, password } = await buildUser(server.db);
    const otherSession = dataOf(await login(server, user.email, password)).login.authToken;
    const hashBefore = await passwordHashOf(user.id);

    expect(errorOf(await changePassword(token, "Wrong1234", "Pencil1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Your current password is incorrect.",
    });
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect(await currentUserId(server, token)).toBe(user.id);
    expect(await currentUserId(server, otherSession)).toBe(user.id);
  });

  test("refuses a weak new password and changes nothing", async () => {
    const { user, token, password } = await buildUser(server.db);
    const hashBefore = await passwordHashOf(user.id);
    expect(errorOf(await changePassword(token, password, "pencil"))).toEqual({
      code: "BAD_USER_INPUT",
      message: WEAK_PASSWORD,
    });
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
  });

  test("sets the new password and signs the user's other sessions out, keeping this one", async () => {
    const { user, token, password } = await buildUser(server.db);
    const otherSession = dataOf(await login(server, user.email, password)).login.authToken;
    const someoneElse = await buildUser(server.db);

    expect(dataOf(await changePassword(token, password, "Pencil1234"))).toEqual({
      changePassword: { ok: true },
    });
    expect(await currentUserId(server, token)).toBe(user.id);
    expect(await currentUserId(server, otherSession)).toBeNull();
    expect(await currentUserId(server, someoneElse.token)).toBe(someoneElse.user.id);
    dataOf(await login(server, user.email, "Pencil1234"));
    expect(errorOf(await login(server, user.email, password)).code).toBe("UNAUTHENTICATED");
  });

  test("revokes every reset link still out, so an old mail cannot take the account back", async () => {
    const { user, token, password } = await buildUser(server.db);
    const links = [await resetTokenFor(user.email), await resetTokenFor(user.email)];
    dataOf(await changePassword(token, password, "Pencil1234"));
    for (const link of links) {
      expect(errorOf(await resetPassword(link, "Eraser1234"))).toEqual({
        code: "BAD_USER_INPUT",
        message: RESET_LINK_INVALID,
      });
    }
    dataOf(await login(server, user.email, "Pencil1234"));
    // A link asked for after the change works as usual.
    dataOf(await resetPassword(await resetTokenFor(user.email), "Eraser1234"));
  });

  test("needs a signed-in user", async () => {
    expect(errorOf(await changePassword(undefined, "Sketch1234", "Pencil1234")).code).toBe(
      "UNAUTHENTICATED",
    );
  });
});
