import { COLLAB_REFUSALS, CSRF_HEADER } from "@contour/core";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { browserHeaders, sessionCookie, sessionCookieSet } from "../../test/browser-session.js";
import { type CollabClient, connectCollab } from "../../test/collab-client.js";
import { buildUser } from "../../test/factories.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { type GraphQLResponse, useTestServer } from "../../test/server.js";
import { currentUserId } from "../../test/sessions.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { authToken user { id } }
}`;
const RENAME = `mutation Rename($input: UpdateUserInput!) { updateUser(input: $input) { id name } }`;
const CURRENT_USER = "{ currentUser { id } }";

/** POSTs a GraphQL operation with the given headers (a browser's, an API client's). */
function post(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  return fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

const nameOf = async (userId: string) =>
  (
    await server.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).name;

const rename = (userId: string, name: string) => ({ input: { id: userId, patch: { name } } });

describe("signing in from the web app", () => {
  test("sets an HttpOnly, SameSite=Lax cookie, not Secure over http, and keeps the token out of the answer", async () => {
    const { user, password } = await buildUser(server.db);
    const response = await post(
      LOGIN,
      { input: { email: user.email, password } },
      browserHeaders(server, null),
    );
    const body = (await response.json()) as GraphQLResponse<{
      login: { authToken: string | null; user: { id: string } };
    }>;
    expect(body.data?.login).toEqual({ authToken: null, user: { id: user.id } });

    const cookie = sessionCookieSet(server, response);
    expect(cookie?.token).toMatch(/^[\w-]{43}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]),
    );
    expect(cookie?.attributes).not.toContain("Secure");

    const signedIn = await post(CURRENT_USER, {}, browserHeaders(server, cookie?.token ?? ""));
    expect(((await signedIn.json()) as { data: unknown }).data).toEqual({
      currentUser: { id: user.id },
    });
  });

  test("an API client's sign-in gets the token in the answer and no cookie", async () => {
    const { user, password } = await buildUser(server.db);
    const response = await post(LOGIN, { input: { email: user.email, password } }, {});
    const body = (await response.json()) as GraphQLResponse<{ login: { authToken: string } }>;
    expect(body.data?.login.authToken).toMatch(/^[\w-]{43}$/);
    expect(sessionCookieSet(server, response)).toBeNull();
  });

  test("signing out revokes the session and clears the cookie", async () => {
    const { token } = await buildUser(server.db);
    const response = await post("mutation { logout { ok } }", {}, browserHeaders(server, token));
    expect(response.status).toBe(200);
    const cleared = sessionCookieSet(server, response);
    expect(cleared?.token).toBe("");
    expect(cleared?.attributes).toContain("Max-Age=0");
    expect(await currentUserId(server, token)).toBeNull();
  });
});

describe("CSRF: a change made with the cookie needs the X-Contour-CSRF header", () => {
  test("a mutation with the cookie but without the header is refused and changes nothing", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada" });
    const response = await post(
      RENAME,
      rename(user.id, "Mallory"),
      browserHeaders(server, token, { csrf: false }),
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as GraphQLResponse<unknown>;
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(body.errors?.[0]?.message).toContain(CSRF_HEADER);
    expect(await nameOf(user.id)).toBe("Ada");
  });

  test("the same mutation with the header goes through", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada" });
    const response = await post(RENAME, rename(user.id, "Ada L."), browserHeaders(server, token));
    expect(response.status).toBe(200);
    expect(await nameOf(user.id)).toBe("Ada L.");
  });

  test("a bearer request needs no header", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada" });
    const response = await post(RENAME, rename(user.id, "Ada B."), {
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(200);
    expect(await nameOf(user.id)).toBe("Ada B.");
  });

  test("an upload with the cookie but without the header is refused before it is read", async () => {
    const { token } = await buildUser(server.db);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(16)], { type: "image/png" }), "logo.png");
    const response = await fetch(
      `${server.url}/api/v1/organizations/00000000-0000-4000-8000-000000000000/logo`,
      { method: "POST", headers: { cookie: sessionCookie(server, token) }, body: form },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  test("a mutation over GET, where the header is not asked for, is refused and changes nothing", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada" });
    const query = `mutation { updateUser(input: {id: "${user.id}", patch: {name: "Mallory"}}) { id } }`;
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { cookie: sessionCookie(server, token) },
    });
    expect(response.status).toBe(405);
    expect(await nameOf(user.id)).toBe("Ada");
  });

  test("reading with the cookie needs no header", async () => {
    const { user, token } = await buildUser(server.db);
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent(CURRENT_USER)}`,
      { headers: { cookie: sessionCookie(server, token) } },
    );
    expect(await response.json()).toEqual({ data: { currentUser: { id: user.id } } });
  });
});

describe("POST /api/v1/session: an earlier version's token becomes the cookie", () => {
  const exchange = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/v1/session`, { method: "POST", headers });

  test("the same session goes into the cookie", async () => {
    const { token } = await buildUser(server.db);
    const response = await exchange({
      authorization: `Bearer ${token}`,
      ...browserHeaders(server, null),
    });
    expect(response.status).toBe(204);
    expect(sessionCookieSet(server, response)?.token).toBe(token);
  });

  test("only for the app's own pages (the header) and a live token", async () => {
    const { token } = await buildUser(server.db);
    const withoutHeader = await exchange({ authorization: `Bearer ${token}` });
    expect(withoutHeader.status).toBe(403);
    expect(sessionCookieSet(server, withoutHeader)).toBeNull();
    const unknown = await exchange({
      authorization: "Bearer not-a-session",
      ...browserHeaders(server, null),
    });
    expect(unknown.status).toBe(401);
    expect(sessionCookieSet(server, unknown)).toBeNull();
  });
});

describe("the collaboration socket", () => {
  let world: World;
  let workbenchId: string;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    world = await buildWorld(server.db);
    workbenchId = (
      await buildWorkbench(server.db, world.roots.cars, { createdBy: world.users.admin.user.id })
    ).id;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  test("signs in with the cookie the upgrade request carries", async () => {
    const cookie = sessionCookie(server, world.users.editor.token);
    const client = connectCollab(server, workbenchId, "", { cookie });
    clients.push(client);
    expect(await client.outcome).toEqual({ kind: "authenticated", scope: "read-write" });
  });

  test("without a cookie or a token, refuses the connection", async () => {
    const client = connectCollab(server, workbenchId, "");
    clients.push(client);
    expect(await client.outcome).toEqual({
      kind: "refused",
      reason: COLLAB_REFUSALS.unauthenticated,
    });
  });
});
