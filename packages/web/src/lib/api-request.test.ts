import { CSRF_HEADER, MESSAGES } from "@contour/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./api-request";

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends the CSRF header (the session cookie goes by itself) and answers a success as it is", async () => {
    const fetchMock = vi.fn(async () => new Response("ok", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const response = await apiRequest("/api/v1/x");
    expect(await response.text()).toBe("ok");
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    const headers = new Headers(init?.headers);
    expect(headers.get(CSRF_HEADER)).toBe("1");
    expect(headers.get("Authorization")).toBeNull();
  });

  it("rejects with the server's words and code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "Not on your plan", code: "PLAN_LIMITATION_ERROR" },
          { status: 403 },
        ),
      ),
    );
    const refusal = await apiRequest("/api/v1/x").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      message: "Not on your plan",
      status: 403,
      code: "PLAN_LIMITATION_ERROR",
    });
  });

  it("says the server is unreachable when no answer came", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/api/v1/x")).rejects.toThrow(MESSAGES.serverUnreachable);
  });
});
