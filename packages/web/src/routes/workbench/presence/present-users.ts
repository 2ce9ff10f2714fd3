import type { PresenceUser } from "@contour/canvas";
import type { Collaborator } from "./presence-room";

/** One person on the workbench, however many tabs they have open. */
export type PresentUser = { user: PresenceUser; isSelf: boolean };

/**
 * Everyone on the workbench, one entry per person (the same user in two tabs is one): oneself
 * first, then the others in the order they came. A person's name and colour come from their
 * most recently active tab.
 */
export function presentUsers(
  self: PresenceUser,
  collaborators: readonly Collaborator[],
): PresentUser[] {
  const others = new Map<string, { user: PresenceUser; since: number; changedAt: number }>();
  for (const { state, since, changedAt } of collaborators) {
    const { user } = state;
    if (user.id === self.id) continue;
    const known = others.get(user.id);
    others.set(user.id, {
      user: known && known.changedAt > changedAt ? known.user : user,
      since: Math.min(since, known?.since ?? since),
      changedAt: Math.max(changedAt, known?.changedAt ?? changedAt),
    });
  }
  const arrived = [...others.values()].sort((a, b) => a.since - b.since);
  return [{ user: self, isSelf: true }, ...arrived.map(({ user }) => ({ user, isSelf: false }))];
}

/** The user's most recently active client: the tab a follower follows. */
export function leadingClientOf(
  collaborators: readonly Collaborator[],
  userId: string,
): Collaborator | null {
  let leading: Collaborator | null = null;
  for (const collaborator of collaborators) {
    if (collaborator.state.user.id !== userId) continue;
    if (!leading || collaborator.changedAt > leading.changedAt) leading = collaborator;
  }
  return leading;
}
