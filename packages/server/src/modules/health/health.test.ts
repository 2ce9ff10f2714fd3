import { expect, test } from "vitest";
import { useTestServer } from "../../test/server.js";

const server = useTestServer();

test("health answers with the database status", async () => {
  const response = await server.fetch("/api/v1/health");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});
