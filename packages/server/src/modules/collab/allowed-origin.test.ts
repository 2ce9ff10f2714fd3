import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./allowed-origin.js";

const config = { publicUrl: "https://draw.example.com", allowedOrigins: ["http://localhost:5173"] };

describe("isAllowedOrigin", () => {
  it("allows the public URL's origin and the listed ones", () => {
    expect(isAllowedOrigin(config, "https://draw.example.com")).toBe(true);
    expect(isAllowedOrigin(config, "http://localhost:5173")).toBe(true);
  });

  it("refuses any other origin, including another scheme or port of the same host", () => {
    expect(isAllowedOrigin(config, "https://evil.example.net")).toBe(false);
    expect(isAllowedOrigin(config, "http://draw.example.com")).toBe(false);
    expect(isAllowedOrigin(config, "https://draw.example.com:8443")).toBe(false);
    expect(isAllowedOrigin(config, "null")).toBe(false);
  });

  it("lets programs without an Origin header through to authentication", () => {
    expect(isAllowedOrigin(config, undefined)).toBe(true);
  });
});
