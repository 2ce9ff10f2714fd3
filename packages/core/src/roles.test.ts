import { describe, expect, test } from "vitest";
import {
  type Capability,
  can,
  effectiveRole,
  isOrganizationRole,
  isWorkspaceAdmin,
} from "./roles.js";

const admin = { role: "ADMIN", isAdmin: false } as const;
const editor = { role: "EDITOR", isAdmin: false } as const;
const viewer = { role: "VIEWER", isAdmin: false } as const;
const globalAdminViewer = { role: "VIEWER", isAdmin: true } as const;

describe("workspace roles (spec workspace-admin §1 and §6)", () => {
  test("admins may do everything an admin-only action needs", () => {
    const adminOnly: Capability[] = [
      "manageOrganization",
      "inviteMembers",
      "changeRoles",
      "removeMembers",
      "manageTeams",
      "viewBilling",
      "viewLogs",
      "deleteOrganization",
    ];
    for (const capability of adminOnly) {
      expect(can(admin, capability)).toBe(true);
      expect(can(editor, capability)).toBe(false);
      expect(can(viewer, capability)).toBe(false);
    }
  });

  test("editors and admins edit content and use editor seats; viewers do neither", () => {
    expect(can(editor, "editContent")).toBe(true);
    expect(can(admin, "editContent")).toBe(true);
    expect(can(viewer, "editContent")).toBe(false);
    expect(can(editor, "useEditorSeat")).toBe(true);
    expect(can(viewer, "useEditorSeat")).toBe(false);
  });

  test("the isAdmin flag makes anyone an admin", () => {
    expect(effectiveRole(globalAdminViewer)).toBe("ADMIN");
    expect(isWorkspaceAdmin(globalAdminViewer)).toBe(true);
    expect(can(globalAdminViewer, "deleteOrganization")).toBe(true);
    expect(isWorkspaceAdmin(editor)).toBe(false);
  });

  test("only the three roles are roles", () => {
    expect(isOrganizationRole("EDITOR")).toBe(true);
    expect(isOrganizationRole("Editor")).toBe(false);
    expect(isOrganizationRole("OWNER")).toBe(false);
  });
});
