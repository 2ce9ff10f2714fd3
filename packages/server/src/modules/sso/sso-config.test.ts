import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("the single sign-on settings", () => {
  it("configure no provider by default", () => {
    expect(loadConfig({}).sso).toEqual({
      providers: { google: null, azure: null },
      allowHttpIssuers: false,
      dnsServers: [],
    });
  });

  it("ask the DNS servers DNS_RESOLVER names", () => {
    expect(loadConfig({ DNS_RESOLVER: "127.0.0.1:5353, 10.0.0.2" }).sso.dnsServers).toEqual([
      "127.0.0.1:5353",
      "10.0.0.2",
    ]);
  });

  it("take Google's issuer unless told another, and need a tenant's issuer for Entra ID", () => {
    const { providers } = loadConfig({
      SSO_GOOGLE_CLIENT_ID: "google-id",
      SSO_GOOGLE_CLIENT_SECRET: "google-secret",
      SSO_AZURE_ISSUER: "https://login.microsoftonline.com/tenant-id/v2.0",
      SSO_AZURE_CLIENT_ID: "azure-id",
      SSO_AZURE_CLIENT_SECRET: "azure-secret",
    }).sso;
    expect(providers.google).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "google-id",
      clientSecret: "google-secret",
    });
    expect(providers.azure?.issuer).toBe("https://login.microsoftonline.com/tenant-id/v2.0");
  });

  it("refuse half a provider rather than show a button that cannot work", () => {
    expect(() => loadConfig({ SSO_GOOGLE_CLIENT_ID: "google-id" })).toThrow(
      "SSO_GOOGLE_CLIENT_ID, SSO_GOOGLE_CLIENT_SECRET must be set together",
    );
    expect(() =>
      loadConfig({ SSO_AZURE_CLIENT_ID: "azure-id", SSO_AZURE_CLIENT_SECRET: "azure-secret" }),
    ).toThrow(
      "SSO_AZURE_CLIENT_ID, SSO_AZURE_CLIENT_SECRET and SSO_AZURE_ISSUER must be set together",
    );
    expect(() =>
      loadConfig({
        SSO_AZURE_ISSUER: "not a url",
        SSO_AZURE_CLIENT_ID: "azure-id",
        SSO_AZURE_CLIENT_SECRET: "azure-secret",
      }),
    ).toThrow('SSO_AZURE_ISSUER must be a URL, got "not a url"');
  });
});
