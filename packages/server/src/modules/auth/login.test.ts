import { describe, expect, test, vi } from "vitest";
import { buildUser, uniqueEmail, uniqueIp } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { currentUserId, login } from "../../test/sessions.js";
import { argon2, DUMMY_PASSWORD_HASH } from "./passwords.js";

const server = useTestServer();

const NEXT_LOGIN_STEP = `mutation NextLoginStep($input: NextLoginStepInput!) {
  nextLoginStep(input: $input) { email hasAccount redirectUrl }
}`;

interface NextLoginStepResult {
  nextLoginStep: { email: string; hasAccount: boolean; redirectUrl: string | null };
}

const nextLoginStep = (email: string, ip?: string) =>
  server.gql<NextLoginStepResult>(NEXT_LOGIN_STEP, { input: { email } }, { ip });

const ACCOUNT_LOCKED =
  /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes or reset your password\.$/;

describe("nextLoginStep", () => {
  test("says whether an account exists, for the email trimmed and lower-cased", async () => {
    const { user } = await buildUser(server.db);
    const known = await nextLoginStep(`  ${user.email.toUpperCase()} `);
    expect(dataOf(known).nextLoginStep).toEqual({
      email: user.email,
      hasAccount: true,
      redirectUrl: null,
    });

    const newcomer = uniqueEmail("newcomer");
    const unknown = await nextLoginStep(newcomer.toUpperCase());
    expect(dataOf(unknown).nextLoginStep).toEqual({
      email: newcomer,
      hasAccount: false,
      redirectUrl: null,
    });
  });

  test.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["ada", "Please enter a valid email"],
    ["ada@studio", "Please enter a valid email"],
    ["ada lovelace@studio.com", "Please enter a valid email"],
  ])("refuses %j with %j", async (email, message) => {
    expect(errorOf(await nextLoginStep(email))).toEqual({ code: "BAD_USER_INPUT", message });
  });

  test("is limited per IP", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 60; i++) dataOf(await nextLoginStep(uniqueEmail(), ip));
    expect(errorOf(await nextLoginStep(uniqueEmail(), ip))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
    dataOf(await nextLoginStep(uniqueEmail(), uniqueIp()));
  });

  test("is limited per email, whatever the IP", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 20; i++) dataOf(await nextLoginStep(email, uniqueIp()));
    expect(errorOf(await nextLoginStep(email, uniqueIp()))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many sign-in attempts for this email\. Please try again in \d+ minutes\.$/,
      ),
    });
    dataOf(await nextLoginStep(uniqueEmail(), uniqueIp()));
  });
});

test("loginConfiguration offers email sign-in only, until single sign-on lands", async () => {
  const response = await server.gql(
    "{ loginConfiguration { loginWithEmail loginWithGoogle loginWithAzure } }",
  );
  expect(dataOf(response)).toEqual({
    loginConfiguration: { loginWithEmail: true, loginWithGoogle: false, loginWithAzure: false },
  });
});

describe("login", () => {
  test("counts as activity: the member's Last active is the sign-in, not Never", async () => {
    const { user, password } = await buildUser(server.db);
    dataOf(await login(server, user.email, password));
    const row = await server.db
      .selectFrom("users")
      .select("last_active_at")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_active_at).not.toBeNull();
  });

  test("returns a token that signs in as the user, whatever the email's case", async () => {
    const { user, password } = await buildUser(server.db);
    const result = dataOf(await login(server, ` ${user.email.toUpperCase()}`, password)).login;
    expect(result.user).toEqual({ id: user.id, email: user.email });
    expect(await currentUserId(server, result.authToken)).toBe(user.id);
  });

  test("refuses a wrong password or an unknown email with one message, opening no session", async () => {
    const { user } = await buildUser(server.db);
    const wrongPassword = await login(server, user.email, "Wrong1234");
    expect(errorOf(wrongPassword)).toEqual({
      code: "UNAUTHENTICATED",
      message: "Wrong email or password",
    });
    const unknownEmail = await login(server, uniqueEmail(), "Sketch1234");
    expect(errorOf(unknownEmail)).toEqual({
      code: "UNAUTHENTICATED",
      message: "Wrong email or password",
    });
    // buildUser's own session is the only one.
    const sessions = await server.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  test("runs argon2 for an unknown email too, on a dummy hash, so that timing does not tell there is no account", async () => {
    const verify = vi.spyOn(argon2, "verify");
    try {
      errorOf(await login(server, uniqueEmail(), "Sketch1234"));
      expect(verify).toHaveBeenCalledExactlyOnceWith(DUMMY_PASSWORD_HASH, "Sketch1234");
    } finally {
      verify.mockRestore();
    }
  });

  test("asks for the password when it is empty", async () => {
    const { user } = await buildUser(server.db);
    expect(errorOf(await login(server, user.email, ""))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Password required",
    });
  });

  test("writes an access-log row with the email and IP of each sign-in, none for a failure", async () => {
    const { user, password } = await buildUser(server.db);
    const [first, second] = [uniqueIp(), uniqueIp()];
    dataOf(await login(server, user.email, password, first));
    dataOf(await login(server, user.email, password, second));
    errorOf(await login(server, user.email, "Wrong1234", second));

    const rows = await server.db
      .selectFrom("access_logs")
      .select(["user_id", "user_email", "ip_address"])
      .where("user_email", "=", user.email)
      .orderBy("event_date")
      .execute();
    expect(rows).toEqual([
      { user_id: user.id, user_email: user.email, ip_address: first },
      { user_id: user.id, user_email: user.email, ip_address: second },
    ]);
  });

  test("four failed attempts do not lock the account", async () => {
    const { user, password } = await buildUser(server.db);
    for (let i = 0; i < 4; i++) errorOf(await login(server, user.email, "Wrong1234"));
    dataOf(await login(server, user.email, password));
  });

  test("after 5 failed attempts, the account is locked, even for the right password from elsewhere", async () => {
    const { user, password } = await buildUser(server.db);
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await login(server, user.email, "Wrong1234", uniqueIp())).code).toBe(
        "UNAUTHENTICATED",
      );
    }
    expect(errorOf(await login(server, user.email, password, uniqueIp()))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(ACCOUNT_LOCKED),
    });
    expect(errorOf(await login(server, user.email.toUpperCase(), password))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(ACCOUNT_LOCKED),
    });

    const other = await buildUser(server.db);
    dataOf(await login(server, other.user.email, other.password));
  });

  test("after 30 failed attempts from one IP, that IP cannot sign in to any account", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) errorOf(await login(server, uniqueEmail(), "Sketch1234", ip));
    const { user, password } = await buildUser(server.db);
    expect(errorOf(await login(server, user.email, password, ip))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many failed sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
    dataOf(await login(server, user.email, password, uniqueIp()));
  });
});

describe("sessions", () => {
  test("a session token carries at least 128 random bits and only its hash is stored", async () => {
    const { user, password } = await buildUser(server.db);
    const first = dataOf(await login(server, user.email, password)).login.authToken;
    const second = dataOf(await login(server, user.email, password)).login.authToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(second).not.toBe(first);

    const rows = await server.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  test("logout revokes the token it is called with, and only that one", async () => {
    const { user, token, password } = await buildUser(server.db);
    const other = dataOf(await login(server, user.email, password)).login.authToken;
    const logout = await server.gql("mutation { logout { ok } }", {}, { token });
    expect(dataOf(logout)).toEqual({ logout: { ok: true } });
    expect(await currentUserId(server, token)).toBeNull();
    expect(await currentUserId(server, other)).toBe(user.id);
  });

  test("an expired session or an unknown token signs in no one", async () => {
    const { user, token } = await buildUser(server.db);
    await server.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    expect(await currentUserId(server, token)).toBeNull();
    expect(await currentUserId(server, "not-a-session-token")).toBeNull();
  });
});
