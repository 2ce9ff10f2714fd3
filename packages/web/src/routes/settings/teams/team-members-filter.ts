/** A member row as the team settings list shows it. */
export interface MemberRow {
  user: { id: string; name: string; email: string };
  userRoleInOrganization: string;
}

/** The members whose name or email contains the search, ignoring case; all of them when empty. */
export function filterMembers<T extends MemberRow>(members: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter(
    (member) =>
      member.user.name.toLowerCase().includes(needle) ||
      member.user.email.toLowerCase().includes(needle),
  );
}

/** Pending invites whose email contains the search, ignoring case. */
export function filterInvites<T extends { email: string }>(
  invites: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return invites.filter((invite) => invite.email.includes(needle));
}
