import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/server.js";

const server = useTestServer();

function report(body: unknown, ip: string) {
  return server.fetch("/api/v1/client-errors", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/v1/client-errors", () => {
  test("takes a report of what went wrong", async () => {
    const response = await report(
      {
        context: "Error while moving files & folders",
        message: "You don't have the permissions to do this.",
        url: "http://localhost/files/team/1",
      },
      "203.0.113.40",
    );
    expect(response.status).toBe(204);
  });

  test("refuses a report without its context or too long", async () => {
    for (const body of [
      { message: "no context" },
      { context: "", message: "empty context" },
      { context: "Delete", message: "x".repeat(2001) },
    ]) {
      expect((await report(body, "203.0.113.41")).status).toBe(400);
    }
  });

  test("takes at most 30 reports in ten minutes from one address", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push(
        (await report({ context: "Loop", message: `${index}` }, "203.0.113.42")).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await report({ context: "Other", message: "x" }, "203.0.113.43")).status).toBe(204);
  });
});
