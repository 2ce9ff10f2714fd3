import { CSRF_HEADER, STORAGE_KEYS } from "@contour/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptStoredToken } from "./cookie-session";

afterEach(() => vi.unstubAllGlobals());

describe("adoptStoredToken", () => {
  it("exchanges an earlier version's token for the cookie once, then forgets it", async () => {
    window.localStorage.setItem(STORAGE_KEYS.legacyAuthToken, "t-old");
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await adoptStoredToken();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/session");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer t-old");
    expect(headers.get(CSRF_HEADER)).toBe("1");
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyAuthToken)).toBeNull();
    await adoptStoredToken();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("forgets a token the server refuses", async () => {
    window.localStorage.setItem(STORAGE_KEYS.legacyAuthToken, "t-dead");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    await adoptStoredToken();
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyAuthToken)).toBeNull();
  });

  it("keeps it for the next load when the server cannot be reached, so nobody is signed out", async () => {
    window.localStorage.setItem(STORAGE_KEYS.legacyAuthToken, "t-old");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await adoptStoredToken();
    expect(window.localStorage.getItem(STORAGE_KEYS.legacyAuthToken)).toBe("t-old");
  });
});
