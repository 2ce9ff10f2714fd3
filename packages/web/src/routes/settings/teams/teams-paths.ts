/** The Teams routes of §2, under /settings/organization/{organizationId}/teams. */
export const teamsPaths = (organizationId: string) => {
  const list = `/settings/organization/${organizationId}/teams`;
  return {
    list,
    create: `${list}/create`,
    settings: (teamId: string) => `${list}/${teamId}/settings`,
    invite: (teamId: string) => `${list}/${teamId}/invite`,
  };
};
