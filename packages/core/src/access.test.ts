import { describe, expect, test } from "vitest";
import { type ItemPlace, itemAccess } from "./access.js";

const admin = { role: "ADMIN", isAdmin: false } as const;
const editor = { role: "EDITOR", isAdmin: false } as const;
const viewer = { role: "VIEWER", isAdmin: false } as const;

const team = (overrides: Partial<Extract<ItemPlace, { kind: "team" }>> = {}): ItemPlace => ({
  kind: "team",
  archived: false,
  publicInOrganization: true,
  isTeamMember: true,
  ...overrides,
});

describe("who sees and edits folders and files", () => {
  test("in a team they joined, Admins and Editors edit and Viewers only look", () => {
    expect(itemAccess(admin, team())).toEqual({ canView: true, canEdit: true });
    expect(itemAccess(editor, team())).toEqual({ canView: true, canEdit: true });
    expect(itemAccess(viewer, team())).toEqual({ canView: true, canEdit: false });
  });

  test("an archived team is read only for everyone", () => {
    for (const membership of [admin, editor, viewer]) {
      expect(itemAccess(membership, team({ archived: true }))).toEqual({
        canView: true,
        canEdit: false,
      });
    }
  });

  test("a private team is invisible to those who have not joined it, admins included", () => {
    const privateTeam = team({ publicInOrganization: false, isTeamMember: false });
    for (const membership of [admin, editor, viewer]) {
      expect(itemAccess(membership, privateTeam)).toEqual({ canView: false, canEdit: false });
    }
  });

  test("a public team not joined: everyone sees it, only Admins edit", () => {
    const openTeam = team({ isTeamMember: false });
    expect(itemAccess(admin, openTeam)).toEqual({ canView: true, canEdit: true });
    expect(itemAccess(editor, openTeam)).toEqual({ canView: true, canEdit: false });
    expect(itemAccess(viewer, openTeam)).toEqual({ canView: true, canEdit: false });
  });

  test("drafts belong to their owner alone, and a Viewer's drafts are read only", () => {
    expect(itemAccess(editor, { kind: "drafts", isOwner: true })).toEqual({
      canView: true,
      canEdit: true,
    });
    expect(itemAccess(viewer, { kind: "drafts", isOwner: true })).toEqual({
      canView: true,
      canEdit: false,
    });
    expect(itemAccess(admin, { kind: "drafts", isOwner: false })).toEqual({
      canView: false,
      canEdit: false,
    });
  });

  test("the isAdmin flag counts as a workspace admin", () => {
    const flagged = { role: "VIEWER", isAdmin: true } as const;
    expect(itemAccess(flagged, team({ isTeamMember: false }))).toEqual({
      canView: true,
      canEdit: true,
    });
  });
});
