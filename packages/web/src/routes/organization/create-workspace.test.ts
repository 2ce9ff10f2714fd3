import { describe, expect, it, vi } from "vitest";
import { type CreateWorkspaceDeps, createWorkspaceWithInvites } from "./create-workspace";

function deps(
  overrides: Partial<CreateWorkspaceDeps> = {},
): CreateWorkspaceDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    createOrganization: vi.fn(async (name: string) => {
      calls.push(`create ${name}`);
      return { ok: true as const, value: { id: "org1" } };
    }),
    invite: vi.fn(async (organizationId: string, email: string) => {
      calls.push(`invite ${organizationId} ${email}`);
      return email.startsWith("bad")
        ? { ok: false as const, message: "already invited" }
        : { ok: true as const, value: null };
    }),
    onInviteFailed: vi.fn(),
    ...overrides,
  };
}

describe("creating a workspace with invites", () => {
  it("creates first, then invites one by one, reporting failures and going on", async () => {
    const d = deps();
    const result = await createWorkspaceWithInvites(d, "Studio", ["a@x.io", "bad@x.io", "c@x.io"]);
    expect(result).toEqual({ ok: true, value: { id: "org1" } });
    expect(d.calls).toEqual([
      "create Studio",
      "invite org1 a@x.io",
      "invite org1 bad@x.io",
      "invite org1 c@x.io",
    ]);
    expect(d.onInviteFailed).toHaveBeenCalledExactlyOnceWith({
      email: "bad@x.io",
      organizationId: "org1",
      message: "already invited",
      error: undefined,
    });
  });

  it("invites nobody when creation fails", async () => {
    const d = deps({
      createOrganization: async () => ({
        ok: false,
        message: "Error while creating organization: nope",
      }),
    });
    const result = await createWorkspaceWithInvites(d, "Studio", ["a@x.io"]);
    expect(result).toEqual({ ok: false, message: "Error while creating organization: nope" });
    expect(d.invite).not.toHaveBeenCalled();
  });
});
