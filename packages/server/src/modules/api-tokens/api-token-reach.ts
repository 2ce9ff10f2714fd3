/**
 * What a personal access token may call, and where each call names a workspace (docs/decisions.md,
 * "API tokens reach one workspace"). An operation missing here is refused to every token, so an
 * operation added later stays out of reach until someone decides it belongs here. Each entry lists,
 * by kind, the argument paths that carry ids ("input.ids" with a list counts each element): the
 * guard (api-token-guard.ts) finds their workspace and refuses the call with NOT_FOUND unless it
 * is the token's. A token never reaches its own management, the account (password, email,
 * deletion), workspace administration (members, invites, billing, sign-on, deletion) or staff
 * operations.
 */
export const ID_KINDS = [
  "organization",
  "folder",
  "workbench",
  "team",
  "brushPreset",
  "commentThread",
  "comment",
  "notification",
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export type TokenReach = Readonly<Partial<Record<IdKind, readonly string[]>>>;

export const API_TOKEN_QUERIES: Readonly<Record<string, TokenReach>> = {
  // The token's owner; their workspaces are cut to the token's (user.type.ts).
  currentUser: {},
  organization: { organization: ["id"] },
  draftsFolder: { organization: ["organizationId"] },
  folderTree: { organization: ["organizationId"] },
  organizationWorkbenches: { organization: ["organizationId"] },
  recentWorkbenches: { organization: ["organizationId"] },
  workspacePalette: { organization: ["organizationId"] },
  brushPresets: { organization: ["organizationId"] },
  accessLogs: { organization: ["organizationId"] },
  activityLogs: { organization: ["organizationId"] },
  folder: { folder: ["id"] },
  workbench: { workbench: ["id"] },
  generations: { workbench: ["workbenchId"] },
  team: { team: ["id"] },
  search: { organization: ["organizationId"] },
  draftsTrash: { organization: ["organizationId"] },
  teamTrash: { team: ["teamId"] },
  workbenchVersions: { workbench: ["workbenchId"] },
  commentThreads: { workbench: ["workbenchId"] },
  mentionableMembers: { workbench: ["workbenchId"] },
  // The owner's own, cut to the token's workspace (notifications.graphql.ts).
  notifications: {},
};

export const API_TOKEN_MUTATIONS: Readonly<Record<string, TokenReach>> = {
  createFolder: { folder: ["input.folder.parentId"] },
  updateFolder: { folder: ["input.id"] },
  updateFolders: { folder: ["input.ids", "input.patch.parentId"] },
  deleteFolders: { folder: ["input.ids"] },
  createWorkbench: { folder: ["input.workbench.folderId"] },
  updateWorkbench: { workbench: ["input.id"] },
  updateWorkbenches: { workbench: ["input.ids"], folder: ["input.patch.folderId"] },
  deleteWorkbenches: { workbench: ["input.ids"] },
  duplicateWorkbench: { workbench: ["input.id"], folder: ["input.targetFolderId"] },
  recordWorkbenchView: { workbench: ["id"] },
  addPaletteColor: { organization: ["input.organizationId"] },
  removePaletteColor: { organization: ["input.organizationId"] },
  saveBrushPreset: { organization: ["input.organizationId"] },
  updateBrushPreset: { brushPreset: ["input.id"] },
  deleteBrushPreset: { brushPreset: ["input.id"] },
  createTeam: { organization: ["input.team.organizationId"] },
  updateTeam: { team: ["input.id"] },
  joinTeam: { team: ["input.teamId"] },
  // What a token deletes goes to the Trash and comes back from it; emptying the Trash and
  // deleting forever stay with people, so that no script's mistake is beyond recovery.
  restoreTrashItems: { folder: ["input.folderIds"], workbench: ["input.workbenchIds"] },
  saveWorkbenchVersion: { workbench: ["input.workbenchId"] },
  // Mentions name members of the file's workspace only (comments/mentions.ts).
  createCommentThread: { workbench: ["input.workbenchId"] },
  replyToCommentThread: { commentThread: ["input.threadId"] },
  updateComment: { comment: ["input.id"] },
  deleteComment: { comment: ["input.id"] },
  resolveCommentThread: { commentThread: ["input.id"] },
  reopenCommentThread: { commentThread: ["input.id"] },
  // `all` marks those of the token's workspace only (notifications.graphql.ts).
  markNotificationsRead: { notification: ["input.ids"] },
};

/** The values at a dotted path of the arguments, each element of a list on the way counted. */
export function valuesAt(args: unknown, path: string): unknown[] {
  let values: unknown[] = [args];
  for (const key of path.split(".")) {
    values = values.flatMap((value) => {
      if (value === null || typeof value !== "object") return [];
      const next = (value as Record<string, unknown>)[key];
      if (next === undefined || next === null) return [];
      return Array.isArray(next) ? next : [next];
    });
  }
  return values;
}
