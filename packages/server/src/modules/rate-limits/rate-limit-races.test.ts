import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, describe, expect, test } from "vitest";
import type { Config } from "../../config.js";
import { buildOrganization, buildUser, uniqueEmail, uniqueIp } from "../../test/factories.js";
import { countMailsTo } from "../../test/mailbox.js";
import type { GraphQLResponse, TestServer } from "../../test/server.js";
import { useTestServer } from "../../test/server.js";
import { login } from "../../test/sessions.js";

/*
 * Issue 15, finding 2: requests sent all at once must not outrun a limit. Each race runs on the
 * database the tests use (PGlite, or Postgres with DATABASE_URL) and, with REDIS_URL, on Redis.
 */

const redisUrl = process.env.REDIS_URL ?? null;

/** How many responses ended how: "ok", or the first error's code. */
function outcomes(responses: GraphQLResponse<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const outcome = response.errors?.[0]?.extensions?.code ?? (response.data ? "ok" : "none");
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
}

const generateRegisterToken = (server: TestServer, email: string) =>
  server.gql(
    "mutation($input: GenerateRegisterTokenInput!) { generateRegisterToken(input: $input) { sentByEmail } }",
    { input: { email } },
    { ip: uniqueIp() },
  );

const forgotPassword = (server: TestServer, email: string) =>
  server.gql(
    "mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { status } }",
    { input: { email } },
    { ip: uniqueIp() },
  );

const createViewerInvite = (server: TestServer, token: string, organizationId: string) =>
  server.gql(
    `mutation($input: CreateOrganizationInviteInput!) {
      createOrganizationInvite(input: $input) { email }
    }`,
    {
      input: {
        organizationInvite: { organizationId, email: uniqueEmail("guest"), role: "VIEWER" },
      },
    },
    { token },
  );

function races(overrides: Partial<Config>): TestServer {
  const server = useTestServer(overrides);

  test("of 200 wrong passwords sent at once for one account, 5 are checked; then the right one is refused", async () => {
    const { user, password } = await buildUser(server.db);
    const wrong = await times(200, () => login(server, user.email, "Wrong1234", uniqueIp()));
    expect(outcomes(wrong)).toEqual({ UNAUTHENTICATED: 5, RATE_LIMITED: 195 });
    const right = await login(server, user.email, password, uniqueIp());
    expect(outcomes([right])).toEqual({ RATE_LIMITED: 1 });
  });

  test("of 200 wrong sign-ins sent at once from one IP, 30 are checked; then that IP is refused", async () => {
    const ip = uniqueIp();
    const wrong = await times(200, () => login(server, uniqueEmail(), "Wrong1234", ip));
    expect(outcomes(wrong)).toEqual({ UNAUTHENTICATED: 30, RATE_LIMITED: 170 });
    const { user, password } = await buildUser(server.db);
    expect(outcomes([await login(server, user.email, password, ip)])).toEqual({
      RATE_LIMITED: 1,
    });
  });

  test("10 sign-up requests sent at once for one address mail it 3 times", async () => {
    const email = uniqueEmail("newcomer");
    const responses = await times(10, () => generateRegisterToken(server, email));
    expect(outcomes(responses)).toEqual({ ok: 3, RATE_LIMITED: 7 });
    expect(await countMailsTo(server.db, email)).toBe(3);
  });

  test("10 reset requests sent at once for one account mail it 3 times", async () => {
    const { user } = await buildUser(server.db);
    const responses = await times(10, () => forgotPassword(server, user.email));
    expect(outcomes(responses)).toEqual({ ok: 3, RATE_LIMITED: 7 });
    expect(await countMailsTo(server.db, user.email)).toBe(3);
  });

  test("40 invites sent at once from a new FREE workspace stop at its 20 a day", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user);
    const responses = await times(40, () =>
      createViewerInvite(server, admin.token, organization.id),
    );
    expect(outcomes(responses)).toEqual({ ok: 20, RATE_LIMITED: 20 });
    const invites = await server.db
      .selectFrom("organization_invites")
      .select("email")
      .where("organization_id", "=", organization.id)
      .execute();
    expect(invites).toHaveLength(20);
    const mails = await server.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where(
        "to_address",
        "in",
        invites.map((invite) => invite.email),
      )
      .execute();
    expect(mails).toHaveLength(20);
  });

  return server;
}

describe(process.env.DATABASE_URL ? "counted in Postgres" : "counted in PGlite", () => {
  races({});
});

describe.skipIf(redisUrl === null)("counted in Redis", () => {
  // A prefix of this run's own: runs and other engineers' tests never share counters.
  const rateLimitPrefix = `contour-test:${randomBytes(6).toString("hex")}`;
  const server = races({ redisUrl, rateLimitPrefix });
  const redis = new Redis(redisUrl ?? "", { lazyConnect: true });

  test("the counters of those races were in Redis, under this run's prefix, none in the database", async () => {
    expect((await redis.keys(`${rateLimitPrefix}:*`)).length).toBeGreaterThan(0);
    const rows = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM rate_limits`.execute(server.db);
    expect(rows.rows[0]?.count).toBe(0);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${rateLimitPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
