import type { CombinedError } from "urql";

/**
 * The outcome of one GraphQL call, reduced to what the wizard needs. A failure keeps the
 * server's error, when there was one, for reports that depend on its code.
 */
export type CallResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; error?: CombinedError };

/** An invite that did not go out, with what the report about it needs. */
export interface FailedInvite {
  email: string;
  organizationId: string;
  message: string;
  error?: CombinedError;
}

export interface CreateWorkspaceDeps {
  createOrganization: (name: string) => Promise<CallResult<{ id: string }>>;
  invite: (organizationId: string, email: string) => Promise<CallResult<unknown>>;
  onInviteFailed: (failure: FailedInvite) => void;
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
    const organizationId = created.value.id;
    const invited = await deps.invite(organizationId, email);
    if (!invited.ok) {
      deps.onInviteFailed({
        email,
        organizationId,
        message: invited.message,
        error: invited.error,
      });
    }
  }
  return created;
}
