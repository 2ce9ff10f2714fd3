import { describe, expect, test } from "vitest";
import {
  canManageShareLinks,
  canRevokeShareLink,
  canShareWorkbench,
  isValidShareLinkExpiry,
  shareLinkStatus,
  sharingOffBy,
} from "./share-links.js";

const admin = { role: "ADMIN", isAdmin: false } as const;
const editor = { role: "EDITOR", isAdmin: false } as const;
const viewer = { role: "VIEWER", isAdmin: false } as const;
const editable = { canView: true, canEdit: true };
const readable = { canView: true, canEdit: false };
const now = new Date("2026-06-01T12:00:00Z");

describe("share links", () => {
  test("the deployment's switch off is the one that counts, whatever the workspace's", () => {
    expect(sharingOffBy({ deployment: true, workspace: true })).toBeNull();
    expect(sharingOffBy({ deployment: true, workspace: false })).toBe("WORKSPACE");
    expect(sharingOffBy({ deployment: false, workspace: true })).toBe("DEPLOYMENT");
    expect(sharingOffBy({ deployment: false, workspace: false })).toBe("DEPLOYMENT");
  });

  test("whoever may edit a file shares it, while sharing is on", () => {
    expect(canShareWorkbench(editable, true)).toBe(true);
    expect(canShareWorkbench(readable, true)).toBe(false);
    expect(canShareWorkbench(editable, false)).toBe(false);
  });

  test("Admins manage every link of the workspace", () => {
    expect(canManageShareLinks(admin)).toBe(true);
    expect(canManageShareLinks({ role: "VIEWER", isAdmin: true })).toBe(true);
    expect(canManageShareLinks(editor)).toBe(false);
    expect(canManageShareLinks(viewer)).toBe(false);
  });

  test("a creator revokes their own link while they may edit the file; Admins any", () => {
    expect(canRevokeShareLink(editor, { isOwn: true }, editable)).toBe(true);
    expect(canRevokeShareLink(editor, { isOwn: false }, editable)).toBe(false);
    expect(canRevokeShareLink(editor, { isOwn: true }, readable)).toBe(false);
    expect(canRevokeShareLink(admin, { isOwn: false }, readable)).toBe(true);
  });

  test("a link is active until it expires or is revoked", () => {
    expect(shareLinkStatus({ expiresAt: null, revokedAt: null }, now)).toBe("ACTIVE");
    expect(shareLinkStatus({ expiresAt: new Date("2026-06-02"), revokedAt: null }, now)).toBe(
      "ACTIVE",
    );
    expect(shareLinkStatus({ expiresAt: now, revokedAt: null }, now)).toBe("EXPIRED");
    expect(shareLinkStatus({ expiresAt: null, revokedAt: new Date("2026-05-01") }, now)).toBe(
      "REVOKED",
    );
  });

  test("an expiry lies ahead", () => {
    expect(isValidShareLinkExpiry(new Date("2026-06-01T12:00:01Z"), now)).toBe(true);
    expect(isValidShareLinkExpiry(now, now)).toBe(false);
  });
});
