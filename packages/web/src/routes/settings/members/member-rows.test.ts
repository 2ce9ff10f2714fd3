import { expect, test } from "vitest";
import type { OrganizationMembers } from "../../../graphql/documents/members";
import { toMemberRows } from "./member-rows";

test("members and pending invites become one list, an invite for a member's email included", () => {
  const organization: OrganizationMembers = {
    id: "o1",
    name: "Studio",
    currentUserRole: "ADMIN",
    subscriptionPlan: "FREE",
    manualSubscription: false,
    editorSeatsLeft: 1,
    manualEditorCountLimit: null,
    members: {
      totalCount: 1,
      edges: [
        {
          role: "ADMIN",
          joinedAt: "2026-01-02T00:00:00.000Z",
          node: {
            id: "u1",
            name: "Ada",
            email: "ada@studio.com",
            createdAt: "2025-01-01T00:00:00.000Z",
            lastActive: null,
          },
        },
      ],
    },
    invites: {
      totalCount: 1,
      nodes: [
        {
          organizationId: "o1",
          email: "ada@studio.com",
          role: "VIEWER",
          createdAt: "2026-02-01T00:00:00.000Z",
        },
      ],
    },
  };
  expect(toMemberRows(organization)).toEqual([
    {
      key: "member:u1",
      status: "joined",
      userId: "u1",
      email: "ada@studio.com",
      name: "Ada",
      role: "ADMIN",
      // When they joined the workspace, not when the account was made.
      dateAdded: "2026-01-02T00:00:00.000Z",
      lastActive: null,
    },
    {
      key: "invite:ada@studio.com",
      status: "pending",
      userId: null,
      email: "ada@studio.com",
      name: "",
      role: "VIEWER",
      dateAdded: "2026-02-01T00:00:00.000Z",
      lastActive: null,
    },
  ]);
});
