import type { OrganizationRole } from "./roles.js";
import { normalizeEmail } from "./validation/email.js";

/** Email domains one workspace may claim: a company has a few, never hundreds. */
export const MAX_SSO_DOMAINS = 10;

/** Who may join a workspace on their first sign-in through its issuer. */
export const SSO_AUTO_JOIN_MODES = ["OFF", "VIEWER", "EDITOR"] as const;
export type SsoAutoJoin = (typeof SSO_AUTO_JOIN_MODES)[number];

export const SSO_AUTO_JOIN_LABELS: Readonly<Record<SsoAutoJoin, string>> = {
  OFF: "Off",
  VIEWER: "As Viewer",
  EDITOR: "As Editor (within seats)",
};

/** The TXT record's value that proves a workspace owns a domain. */
export function domainVerificationRecord(token: string): string {
  return `contour-verification=${token}`;
}

/** A DNS name of letters, digits and hyphens, at least two labels, each 1–63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The domain as stored (lower case, no trailing dot), or null when it is not a host name with a
 * dot (a top-level domain alone, an address with "@", a URL, an IP address).
 */
export function parseEmailDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/\.$/, "");
  if (domain.length > 253) return null;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // The last label is a name (com, studio), never digits: 10.0.0.1 is no email domain.
  if (/^[0-9]+$/.test(labels.at(-1) ?? "")) return null;
  return domain;
}

/** The domain of an email address, lower-cased (`ana@Acme.com` → `acme.com`). */
export function emailDomainOf(email: string): string {
  const normalized = normalizeEmail(email);
  return normalized.slice(normalized.lastIndexOf("@") + 1);
}

/**
 * The role a new person of the workspace's domain joins with, or null when they do not join:
 * Editor only while an editor seat is free, otherwise Viewer, so that signing in never fails
 * for want of a seat.
 */
export function autoJoinRole(
  mode: SsoAutoJoin,
  editorSeatsLeft: number | null,
): OrganizationRole | null {
  if (mode === "OFF") return null;
  if (mode === "EDITOR" && (editorSeatsLeft === null || editorSeatsLeft > 0)) return "EDITOR";
  return "VIEWER";
}
