/** The dashboard's URLs (spec files-and-auth §2.8). */
export const filesPath = {
  home: (organizationId: string) => `/files/${organizationId}/recent`,
  drafts: (organizationId: string) => `/files/organization/${organizationId}/drafts`,
  team: (teamId: string) => `/files/team/${teamId}`,
  teamTrash: (teamId: string) => `/files/team/${teamId}/trash`,
  draftsTrash: (organizationId: string) => `/files/organization/${organizationId}/trash`,
  folder: (folderId: string) => `/files/folder/${folderId}`,
  workbench: (workbenchId: string) => `/workbench/${workbenchId}`,
  /** Creates an "Untitled" file in the folder and opens it. */
  newWorkbench: (folderId: string) => `/workbench/folder/${folderId}/new`,
  membersInvite: (organizationId: string) =>
    `/settings/organization/${organizationId}/members/invite`,
  teamInvite: (organizationId: string, teamId: string) =>
    `/settings/organization/${organizationId}/teams/${teamId}/invite`,
};
