import { describe, expect, it } from "vitest";
import {
  autoJoinRole,
  domainVerificationRecord,
  emailDomainOf,
  parseEmailDomain,
} from "./sso-domains.js";

describe("parseEmailDomain", () => {
  it("keeps a host name, lower-cased, without its trailing dot", () => {
    expect(parseEmailDomain(" Acme-Design.co.uk. ")).toBe("acme-design.co.uk");
  });

  it("refuses what is not an email domain", () => {
    for (const value of [
      "com",
      "ana@acme.com",
      "https://acme.com",
      "acme..com",
      "-acme.com",
      "acme-.com",
      "10.0.0.1",
      "acme .com",
      `${"a".repeat(64)}.com`,
      "",
    ]) {
      expect(parseEmailDomain(value), value).toBeNull();
    }
  });
});

describe("emailDomainOf", () => {
  it("is the part after the last @, lower-cased", () => {
    expect(emailDomainOf("Ana.Lima@Acme.COM")).toBe("acme.com");
  });
});

describe("domainVerificationRecord", () => {
  it("names Contour and the token", () => {
    expect(domainVerificationRecord("abc")).toBe("contour-verification=abc");
  });
});

describe("autoJoinRole", () => {
  it("joins nobody when off", () => {
    expect(autoJoinRole("OFF", 5)).toBeNull();
  });

  it("joins as Viewer when asked", () => {
    expect(autoJoinRole("VIEWER", 5)).toBe("VIEWER");
  });

  it("joins as Editor while a seat is free or seats are unlimited, as Viewer after", () => {
    expect(autoJoinRole("EDITOR", 1)).toBe("EDITOR");
    expect(autoJoinRole("EDITOR", null)).toBe("EDITOR");
    expect(autoJoinRole("EDITOR", 0)).toBe("VIEWER");
  });
});
