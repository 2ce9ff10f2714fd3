import { describe, expect, it } from "vitest";
import { BACKEND_ADDRESS_PRIVATE } from "../ai/backends/public-address.js";
import { backendAddressRefusal, normaliseBackendUrl } from "./backend-address.js";

describe("normaliseBackendUrl", () => {
  it("keeps http and https addresses without a trailing slash", () => {
    expect(normaliseBackendUrl(" https://gpu.studio.example:8188/ ")).toBe(
      "https://gpu.studio.example:8188",
    );
    expect(normaliseBackendUrl("http://203.0.113.7:8188/comfy")).toBe(
      "http://203.0.113.7:8188/comfy",
    );
  });

  it("refuses other schemes, credentials, queries and non-URLs", () => {
    for (const text of [
      "ftp://gpu.example",
      "file:///etc/passwd",
      "https://user:secret@gpu.example",
      "https://gpu.example/?x=1",
      "gpu.example",
      "",
      `https://gpu.example/${"a".repeat(600)}`,
    ]) {
      expect(normaliseBackendUrl(text)).toBeNull();
    }
  });
});

describe("backendAddressRefusal", () => {
  it("refuses loopback, private, link-local and metadata addresses", async () => {
    for (const url of [
      "http://127.0.0.1:8188",
      "http://10.1.2.3",
      "http://172.20.0.5",
      "http://192.168.1.20",
      "http://169.254.169.254",
      "http://[::1]:8188",
      "http://[fd00::5]",
      "http://[::ffff:127.0.0.1]",
      "http://0.0.0.0:8188",
      "http://localhost:8188",
    ]) {
      expect(await backendAddressRefusal(url, false)).toBe(BACKEND_ADDRESS_PRIVATE);
    }
  });

  it("takes public addresses, and any address when the deployment allows private ones", async () => {
    expect(await backendAddressRefusal("http://203.0.113.7:8188", false)).toBeNull();
    expect(await backendAddressRefusal("http://[2001:db8::1]", false)).toBeNull();
    expect(await backendAddressRefusal("http://127.0.0.1:8188", true)).toBeNull();
  });
});
