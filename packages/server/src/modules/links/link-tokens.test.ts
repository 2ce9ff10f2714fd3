import { decodeJwt, SignJWT } from "jose";
import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/server.js";
import { loadLinkTokens } from "./link-tokens.js";

const server = useTestServer();
const organizationId = "0b6f3c9e-4f1c-4d7a-9a55-2f0c1d7f8a10";

describe("link tokens", () => {
  test("carry what the page reads, and verify for their own purpose only", async () => {
    const tokens = await loadLinkTokens(server.db);
    const token = await tokens.sign({ purpose: "organization_deletion", organizationId }, 3600);

    const readByPage = decodeJwt(token);
    expect(readByPage.organizationId).toBe(organizationId);
    expect(readByPage.exp).toBeGreaterThan(Date.now() / 1000 + 3500);

    expect(await tokens.verify(token, "organization_deletion")).toMatchObject({
      purpose: "organization_deletion",
      organizationId,
      jti: readByPage.jti,
    });
    expect(await tokens.verify(token, "organization_invite")).toBeNull();
  });

  test("refuse an expired token, a forged one and garbage", async () => {
    const tokens = await loadLinkTokens(server.db);
    const expired = await tokens.sign({ purpose: "organization_invite", organizationId }, -10);
    const forged = await new SignJWT({ purpose: "organization_invite", organizationId })
      .setProtectedHeader({ alg: "HS256" })
      .setJti("7d5b1f0e-1111-4a2b-8c3d-000000000000")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not the server's key"));

    expect(await tokens.verify(expired, "organization_invite")).toBeNull();
    expect(await tokens.verify(forged, "organization_invite")).toBeNull();
    expect(await tokens.verify("not-a-token", "organization_invite")).toBeNull();
  });
});
