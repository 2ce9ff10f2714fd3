import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServices } from "../services.js";
import { buildOrganization, buildUser } from "../test/factories.js";
import { buildWorkbench, draftsRoot } from "../test/file-factories.js";
import { makeDatabaseReadOnly } from "../test/read-only-database.js";
import { type GraphQLResponse, useTestServer } from "../test/server.js";
import { buildApp } from "./app.js";

const server = useTestServer();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("hostile text in a REST route's path or query string", () => {
  // No unpaired surrogate can come this way: percent-encoded UTF-8 has no bytes for one.
  test.each([
    ["a NUL in a path parameter", "/api/v1/thumbnails/abc%00def?v=1&sig=x", "path.id", "a NUL"],
    ["a NUL in a query string", "/api/v1/thumbnails/abc?v=1%002&sig=x", "query.v", "a NUL"],
  ])("%s: 400 BAD_USER_INPUT", async (_what, url, input, problem) => {
    const response = await server.fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "BAD_USER_INPUT",
      error: expect.stringMatching(new RegExp(`^The input "${input}" contains ${problem}`)),
    });
  });
});

describe("an internal error: masked for the client, logged with the id the client gets", () => {
  let app: FastifyInstance;
  let url: string;
  const logged: { requestId: string; details: unknown }[] = [];
  let token: string;
  let draftsId: string;
  let workbenchId: string;
  let undoReadOnly: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { user, token: session } = await buildUser(server.db);
    token = session;
    const organization = await buildOrganization(server.db, user);
    const drafts = await draftsRoot(server.db, organization.id, user.id);
    draftsId = drafts.id;
    workbenchId = (await buildWorkbench(server.db, drafts, { createdBy: user.id })).id;

    app = await buildApp(await createServices(server.config, server.db));
    // Each request's own logger (Fastify's child, which writes the request id into every line).
    app.addHook("onRequest", async (request) => {
      const error = request.log.error.bind(request.log);
      request.log.error = ((details: unknown, ...rest: never[]) => {
        logged.push({ requestId: request.id, details });
        return error(details, ...rest);
      }) as typeof request.log.error;
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    url = `http://127.0.0.1:${port}`;
    // A real failure: the database takes reads, and refuses every write.
    undoReadOnly = await makeDatabaseReadOnly(server.db);
  });

  afterAll(async () => {
    await undoReadOnly?.();
    await app?.close();
  });

  /** The error the log got for a request, with its message. */
  function loggedFor(requestId: string | undefined): string {
    const entry = logged.find((line) => line.requestId === requestId);
    const { err } = (entry?.details ?? {}) as { err?: Error };
    return err?.message ?? "";
  }

  test("a REST route answers 500 with the request id, never the database's words", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "t.png");
    const response = await fetch(`${url}/api/v1/workbenches/${workbenchId}/thumbnail`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { requestId: string };
    expect(body).toEqual({
      error: "Unexpected error.",
      code: "INTERNAL_SERVER_ERROR",
      requestId: expect.stringMatching(UUID),
    });
    expect(loggedFor(body.requestId)).toMatch(/read-only transaction/);
  });

  test("GraphQL answers Unexpected error. with the request id, and logs the cause with it", async () => {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: "mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }",
        variables: { input: { folder: { name: "Sketches", parentId: draftsId } } },
      }),
    });
    const body = (await response.json()) as GraphQLResponse<unknown>;
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: "Unexpected error.",
        extensions: { code: "INTERNAL_SERVER_ERROR", requestId: expect.stringMatching(UUID) },
      }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/read-only|transaction/);
    const requestId = (body.errors?.[0]?.extensions as { requestId?: string } | undefined)
      ?.requestId;
    expect(loggedFor(requestId)).toMatch(/read-only transaction/);
  });
});
