/** The outcome of one GraphQL call, reduced to what the wizard needs. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface CreateWorkspaceDeps {
  createOrganization: (name: string) => Promise<CallResult<{ id: string }>>;
  invite: (organizationId: string, email: string) => Promise<CallResult<unknown>>;
  onInviteFailed: (email: string, message: string) => void;
}

/**
 * Creates the workspace, then invites each email one after the other (workspace-admin §4):
 * a failed invite is reported and the rest still go out. Fails only if creation fails.
 */
export async function createWorkspaceWithInvites(
  deps: CreateWorkspaceDeps,
  name: string,
  emails: readonly string[],
): Promise<CallResult<{ id: string }>> {
  const created = await deps.createOrganization(name);
  if (!created.ok) return created;
  for (const email of emails) {
    // Sequential on purpose: the server counts seats per invite, and order keeps reports readable.
    const invited = await deps.invite(created.value.id, email);
    if (!invited.ok) deps.onInviteFailed(email, invited.message);
  }
  return created;
}
