import { describe, expect, test } from "vitest";
import { buildUser, expireOneTimeTokens, uniqueEmail, uniqueIp } from "../../test/factories.js";
import { countMailsTo, latestMailTo, tokenInMail } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { currentUserId, login } from "../../test/sessions.js";

const STAFF_EMAIL = "staff@contour.example";
const server = useTestServer({ adminEmails: new Set([STAFF_EMAIL, "@staff.example"]) });

const BROKEN_LINK = "This link is broken, please check the email you received.";
const WEAK_PASSWORD = "Password does not meet all requirements";
const REGISTER_TOKEN = /#token=([\w-]+)/;
const HOUR = 60 * 60 * 1000;

const generateRegisterToken = (email: string, ip?: string) =>
  server.gql<{ generateRegisterToken: { sentByEmail: boolean } }>(
    `mutation GenerateRegisterToken($input: GenerateRegisterTokenInput!) {
      generateRegisterToken(input: $input) { sentByEmail }
    }`,
    { input: { email } },
    { ip },
  );

const registerTokenInfo = (token: string) =>
  server.gql<{ registerTokenInfo: { email: string } }>(
    "query RegisterTokenInfo($token: String!) { registerTokenInfo(token: $token) { email } }",
    { token },
  );

const createUser = (registerToken: string, password: string) =>
  server.gql<{ createUser: { authToken: string; user: { id: string; email: string } } }>(
    `mutation CreateUser($input: CreateUserInput!) {
      createUser(input: $input) { authToken user { id email } }
    }`,
    { input: { registerToken, password } },
  );

const setPasswordWithToken = (registerToken: string, password: string) =>
  server.gql<{ setPasswordWithToken: { ok: boolean } }>(
    `mutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {
      setPasswordWithToken(input: $input) { ok }
    }`,
    { input: { registerToken, password } },
  );

/** Asks for a sign-up mail and returns the token of its link. */
async function registerTokenFor(email: string): Promise<string> {
  dataOf(await generateRegisterToken(email, uniqueIp()));
  return tokenInMail(await latestMailTo(server.db, email), REGISTER_TOKEN);
}

const countUsers = async (email: string) =>
  (await server.db.selectFrom("users").select("id").where("email", "=", email).execute()).length;

describe("generateRegisterToken", () => {
  test("mails a link to the sign-in page with #token=, in plain text and HTML", async () => {
    const email = uniqueEmail("newcomer");
    const response = await generateRegisterToken(`  ${email.toUpperCase()}`);
    expect(dataOf(response)).toEqual({ generateRegisterToken: { sentByEmail: true } });

    const mail = await latestMailTo(server.db, email);
    const token = tokenInMail(mail, REGISTER_TOKEN);
    const link = `${server.url}/auth#token=${token}`;
    expect(mail.subject).toContain("Contour");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Contour");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Contour");
    expect(dataOf(await registerTokenInfo(token)).registerTokenInfo).toEqual({ email });
  });

  test("refuses an email that already has an account, sending nothing", async () => {
    const { user } = await buildUser(server.db);
    expect(errorOf(await generateRegisterToken(user.email))).toEqual({
      code: "CONFLICT",
      message: "An account already exists for this email. Please sign in.",
    });
    expect(await countMailsTo(server.db, user.email)).toBe(0);
  });

  test("refuses an address that is not one", async () => {
    expect(errorOf(await generateRegisterToken("ada@"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Please enter a valid email",
    });
  });

  test("sends at most 3 mails an hour to one address, whatever the IP", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) dataOf(await generateRegisterToken(email, uniqueIp()));
    expect(errorOf(await generateRegisterToken(email, uniqueIp()))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^We already sent several emails to this address\. Please check your inbox or try again in (1 hour|\d+ minutes)\.$/,
      ),
    });
    expect(await countMailsTo(server.db, email)).toBe(3);
  });

  test("answers at most 20 requests an hour from one IP", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) dataOf(await generateRegisterToken(uniqueEmail(), ip));
    const email = uniqueEmail();
    expect(errorOf(await generateRegisterToken(email, ip))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many sign-up requests from your network\. Please try again in (1 hour|\d+ minutes)\.$/,
      ),
    });
    expect(await countMailsTo(server.db, email)).toBe(0);
  });

  test("counts a probe for an existing account against the IP's limit", async () => {
    const { user } = await buildUser(server.db);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) errorOf(await generateRegisterToken(user.email, ip));
    expect(errorOf(await generateRegisterToken(user.email, ip)).code).toBe("RATE_LIMITED");
  });
});

describe("registerTokenInfo", () => {
  test("calls a made-up token broken", async () => {
    expect(errorOf(await registerTokenInfo("made-up-token"))).toEqual({
      code: "BAD_USER_INPUT",
      message: BROKEN_LINK,
    });
  });

  test("calls an expired token broken; register tokens last 24 hours", async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const token = await registerTokenFor(email);
    const after = Date.now();
    const row = await server.db
      .selectFrom("one_time_tokens")
      .select("expires_at")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(after + 24 * HOUR);

    await expireOneTimeTokens(server.db, email, "register");
    expect(errorOf(await registerTokenInfo(token))).toEqual({
      code: "BAD_USER_INPUT",
      message: BROKEN_LINK,
    });
    expect(errorOf(await createUser(token, "Sketch1234")).message).toBe(BROKEN_LINK);
    expect(await countUsers(email)).toBe(0);
  });

  test("calls a password-reset token broken", async () => {
    const { user } = await buildUser(server.db);
    dataOf(
      await server.gql(
        `mutation ForgotPassword($input: ForgotPasswordInput!) {
          forgotPassword(input: $input) { status }
        }`,
        { input: { email: user.email } },
      ),
    );
    const resetToken = tokenInMail(
      await latestMailTo(server.db, user.email),
      /password-reset\/([\w-]+)/,
    );
    expect(errorOf(await registerTokenInfo(resetToken)).message).toBe(BROKEN_LINK);
  });
});

describe("createUser", () => {
  test.each([
    ["Sk1234", "too short"],
    ["sketch1234", "no uppercase letter"],
    ["SKETCH1234", "no lowercase letter"],
    ["Sketchbook", "no number"],
  ])("refuses %j (%s), creates nothing and leaves the token usable", async (password) => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    expect(errorOf(await createUser(token, password))).toEqual({
      code: "BAD_USER_INPUT",
      message: WEAK_PASSWORD,
    });
    expect(await countUsers(email)).toBe(0);
    expect(dataOf(await registerTokenInfo(token)).registerTokenInfo.email).toBe(email);
  });

  test("creates the account once, signed in, with the password it was given", async () => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    const created = dataOf(await createUser(token, "Sketch1234")).createUser;
    expect(created.user.email).toBe(email);
    expect(await currentUserId(server, created.authToken)).toBe(created.user.id);
    expect(await countUsers(email)).toBe(1);
    const accessLog = await server.db
      .selectFrom("access_logs")
      .select(["user_id", "ip_address"])
      .where("user_email", "=", email)
      .execute();
    expect(accessLog).toEqual([{ user_id: created.user.id, ip_address: "203.0.113.1" }]);
    dataOf(await login(server, email, "Sketch1234"));

    expect(errorOf(await createUser(token, "Another1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: BROKEN_LINK,
    });
    expect(errorOf(await registerTokenInfo(token)).message).toBe(BROKEN_LINK);
    expect(errorOf(await login(server, email, "Another1234")).code).toBe("UNAUTHENTICATED");
    expect(await countUsers(email)).toBe(1);
  });

  test("starts with every changelog entry already seen, so the popup waits for news", async () => {
    const email = uniqueEmail();
    const { authToken } = dataOf(
      await createUser(await registerTokenFor(email), "Sketch1234"),
    ).createUser;
    const unseen = await server.gql<{ unseenChangelogs: { totalCount: number } }>(
      "query { unseenChangelogs(count: 3) { totalCount } }",
      {},
      { token: authToken },
    );
    expect(dataOf(unseen).unseenChangelogs.totalCount).toBe(0);
  });

  test.each([
    [STAFF_EMAIL, "an address"],
    ["ada@staff.example", "a domain"],
  ])("makes staff of %s, listed in ADMIN_EMAILS as %s, and of no one else", async (email) => {
    const staff = dataOf(await createUser(await registerTokenFor(email), "Sketch1234"));
    const member = dataOf(await createUser(await registerTokenFor(uniqueEmail()), "Sketch1234"));
    const isAdmin = (token: string) =>
      server.gql<{ currentUser: { isAdmin: boolean } }>(
        "query { currentUser { isAdmin } }",
        {},
        { token },
      );
    expect(dataOf(await isAdmin(staff.createUser.authToken)).currentUser.isAdmin).toBe(true);
    expect(dataOf(await isAdmin(member.createUser.authToken)).currentUser.isAdmin).toBe(false);
  });

  test("stores the password as an argon2id hash with 19 MiB, 2 passes and 1 lane", async () => {
    const email = uniqueEmail();
    dataOf(await createUser(await registerTokenFor(email), "Sketch1234"));
    const row = await server.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain("Sketch1234");
  });

  test("two simultaneous uses of one token create one account", async () => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    const results = await Promise.all([
      createUser(token, "Sketch1234"),
      createUser(token, "Pencil1234"),
    ]);
    const failures = results.filter((result) => result.errors);
    expect(failures.map(errorOf)).toEqual([{ code: "BAD_USER_INPUT", message: BROKEN_LINK }]);
    expect(await countUsers(email)).toBe(1);
  });

  test("a second token for an email that has meanwhile got an account creates nothing", async () => {
    const email = uniqueEmail();
    const first = await registerTokenFor(email);
    const second = await registerTokenFor(email);
    dataOf(await createUser(first, "Sketch1234"));
    expect(errorOf(await createUser(second, "Other12345"))).toEqual({
      code: "CONFLICT",
      message: "An account already exists for this email. Please sign in.",
    });
    expect(await countUsers(email)).toBe(1);
    dataOf(await login(server, email, "Sketch1234"));
  });

  test("one-time tokens are stored hashed: the mailed token is nowhere in the table", async () => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    const rows = await server.db.selectFrom("one_time_tokens").selectAll().execute();
    expect(rows.some((row) => row.email === email)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("setPasswordWithToken", () => {
  /** An account made without a password after the sign-up mail went out, as single sign-on does. */
  async function passwordlessAccountWithToken() {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    const built = await buildUser(server.db, { email });
    await server.db
      .updateTable("users")
      .set({ password_hash: null })
      .where("id", "=", built.user.id)
      .execute();
    return { ...built, email, registerToken: token };
  }

  test("gives the account its password, once", async () => {
    const { email, registerToken } = await passwordlessAccountWithToken();
    expect(errorOf(await login(server, email, "Sketch1234")).code).toBe("UNAUTHENTICATED");
    expect(dataOf(await setPasswordWithToken(registerToken, "Pencil1234"))).toEqual({
      setPasswordWithToken: { ok: true },
    });
    dataOf(await login(server, email, "Pencil1234"));
    expect(errorOf(await setPasswordWithToken(registerToken, "Eraser1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: BROKEN_LINK,
    });
    expect(errorOf(await login(server, email, "Eraser1234")).code).toBe("UNAUTHENTICATED");
  });

  test("revokes the reset links the account asked for before it had a password", async () => {
    const { email, registerToken } = await passwordlessAccountWithToken();
    dataOf(
      await server.gql(
        "mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) { status } }",
        { input: { email } },
        { ip: uniqueIp() },
      ),
    );
    const resetToken = tokenInMail(
      await latestMailTo(server.db, email),
      /\/auth\/password-reset\/([\w-]+)/,
    );
    dataOf(await setPasswordWithToken(registerToken, "Pencil1234"));
    const reset = await server.gql(
      "mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { authToken } }",
      { input: { token: resetToken, password: "Eraser1234" } },
    );
    expect(errorOf(reset).code).toBe("BAD_USER_INPUT");
    dataOf(await login(server, email, "Pencil1234"));
  });

  test("refuses a weak password and keeps the token usable", async () => {
    const { email, registerToken } = await passwordlessAccountWithToken();
    expect(errorOf(await setPasswordWithToken(registerToken, "pencil"))).toEqual({
      code: "BAD_USER_INPUT",
      message: WEAK_PASSWORD,
    });
    expect(dataOf(await registerTokenInfo(registerToken)).registerTokenInfo.email).toBe(email);
  });

  test("refuses an account that already has a password, which keeps it", async () => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    await buildUser(server.db, { email, password: "Sketch1234" });
    expect(errorOf(await setPasswordWithToken(token, "Pencil1234"))).toEqual({
      code: "CONFLICT",
      message: 'This account already has a password. Use "Forgot password?" to change it.',
    });
    dataOf(await login(server, email, "Sketch1234"));
  });

  test("asks for the token when it is empty", async () => {
    expect(errorOf(await setPasswordWithToken("", "Pencil1234"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Token is required",
    });
  });

  test("with no account for the email, says so and keeps the token for sign-up", async () => {
    const email = uniqueEmail();
    const token = await registerTokenFor(email);
    expect(errorOf(await setPasswordWithToken(token, "Pencil1234"))).toEqual({
      code: "NOT_FOUND",
      message: "No account exists for this email. Please create one.",
    });
    expect(await countUsers(email)).toBe(0);
    dataOf(await createUser(token, "Pencil1234"));
  });
});
