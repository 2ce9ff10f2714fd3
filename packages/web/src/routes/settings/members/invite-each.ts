import type { CombinedError } from "urql";

export type InviteOutcome = { ok: true } | { ok: false; error: CombinedError | undefined };

/**
 * One invite call per address, one after the other (the server counts seats per invite), and the
 * addresses that failed, in order: the modal keeps those in its list (workspace-admin §4).
 */
export async function inviteEach(
  emails: readonly string[],
  invite: (email: string) => Promise<InviteOutcome>,
  onFailed: (email: string, error: CombinedError | undefined) => void,
): Promise<string[]> {
  const failed: string[] = [];
  for (const email of emails) {
    const outcome = await invite(email);
    if (!outcome.ok) {
      failed.push(email);
      onFailed(email, outcome.error);
    }
  }
  return failed;
}
