/*
 * The authorization matrix (issue 15, R1; docs/security.md, "Tests that keep it fixed"): what
 * every caller gets from every GraphQL operation, HTTP route and the collaboration socket,
 * checked by authorization-matrix.test.ts. Changing a cell changes who may do what: review it
 * as a permission change. A new operation or route fails the test until it has its rows.
 *
 * Columns, the callers (test/authorization-world.ts): anonymous (nobody signed in); stranger (the
 * admin of another workspace only); the home workspace's viewer, editor and admin; staff (the
 * global isAdmin flag, ADMIN_EMAILS, a member of neither workspace); link (no account, only a share
 * link to home's workbench: it sends the link's view credential, openShareLink's viewToken, as its
 * bearer token and in X-Share-Link, and on the socket as `share-link:<credential>`).
 *
 * Targets, whose ids the call names: home (the workspace where the roles hold), away (another
 * workspace, the stranger's), or any (the call names no workspace: it is made once per caller).
 * Calls about an account (updateUser, deleteCurrentUser) name the caller's own account at home,
 * the away workspace's admin away. test/authorization-calls.ts builds each call's arguments.
 *
 * Cells: GraphQL, ok or the error code; HTTP, the status; the socket, what opening a file and
 * sending it a change got (SOCKET_MATRIX). Add a row by copying one; the columns need not line
 * up; # starts a comment line.
 */

/** The callers, in the tables' column order (test/authorization-world.ts makes them). */
export const MATRIX_ACTORS = [
  "anonymous",
  "stranger",
  "viewer",
  "editor",
  "admin",
  "staff",
  "link",
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/** Whose ids a call names: the home workspace, where the roles hold, or the stranger's. */
export const MATRIX_TARGETS = ["home", "away"] as const;
export type MatrixTarget = (typeof MATRIX_TARGETS)[number];

/** Every query and mutation of schema.graphql. */
export const GRAPHQL_MATRIX = `
operation                            target  anonymous        stranger   viewer          editor          admin           staff           link
acceptOrganizationInvite             home    UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
acceptOrganizationInvite             away    UNAUTHENTICATED  NOT_FOUND  NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
accessLogs                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
accessLogs                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
activityLogs                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
activityLogs                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
addOrganizationDomain                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
addOrganizationDomain                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
addPaletteColor                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
addPaletteColor                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
adminChangelog                       any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminChangelogs                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminOrganization                    home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminOrganization                    away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminOrganizations                   any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminUser                            any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
adminUsers                           any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
apiTokens                            any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
brushPresets                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
brushPresets                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
cancelGeneration                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
cancelGeneration                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
checkOrganizationAiBackend           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
checkOrganizationAiBackend           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
changePassword                       any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
changelogPreview                     any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
changelogs                           any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
commentThreads                       home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
commentThreads                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
confirmOrganizationDeletion          home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
confirmOrganizationDeletion          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createApiToken                       home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
createApiToken                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
createCommentThread                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
createCommentThread                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createFolder                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
createFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createOrganization                   any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
createOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
createOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
createRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createShareLink                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
createShareLink                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createSubscriptionManagementPortal   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
createSubscriptionManagementPortal   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
createTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
createUser                           any     ok               ok         ok              ok              ok              ok              ok
createWorkbench                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
createWorkbench                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
currentUser                          any     ok               ok         ok              ok              ok              ok              ok
deleteBrushPreset                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteBrushPreset                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
deleteComment                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteComment                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteCurrentUser                    home    UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
deleteCurrentUser                    away    UNAUTHENTICATED  ok         BAD_USER_INPUT  BAD_USER_INPUT  BAD_USER_INPUT  BAD_USER_INPUT  UNAUTHENTICATED
deleteFolders                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
deleteFolders                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteGeneration                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteGeneration                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteGenerationOutput               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteGenerationOutput               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteOrganizationDomain             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteOrganizationDomain             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteOrganizationMembersAndInvites  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteOrganizationMembersAndInvites  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteTeamInvite                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteTeamInvite                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteTrashItemsForever              home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
deleteTrashItemsForever              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
deleteWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deploymentSettings                   any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
draftsFolder                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
draftsFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
draftsTrash                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
draftsTrash                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
duplicateWorkbench                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
duplicateWorkbench                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
emptyTrash                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
emptyTrash                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
folder                               home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
folder                               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
folderTree                           home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
folderTree                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
forgotPassword                       any     ok               ok         ok              ok              ok              ok              ok
generateRegisterToken                any     ok               ok         ok              ok              ok              ok              ok
generations                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
generations                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
inviteToTeam                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
inviteToTeam                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
inviteWhiteLabelIconUrl              home    ok               ok         ok              ok              ok              ok              ok
inviteWhiteLabelIconUrl              away    ok               ok         ok              ok              ok              ok              ok
joinTeam                             home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
joinTeam                             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
login                                any     ok               ok         ok              ok              ok              ok              ok
loginConfiguration                   any     ok               ok         ok              ok              ok              ok              ok
logout                               any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
markNotificationsRead                any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
mentionableMembers                   home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
mentionableMembers                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
nextLoginStep                        any     ok               ok         ok              ok              ok              ok              ok
notifications                        any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
openGenerationOutputAsWorkbench      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
openGenerationOutputAsWorkbench      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
openShareLink                        home    ok               ok         ok              ok              ok              ok              ok
openShareLink                        away    ok               ok         ok              ok              ok              ok              ok
organization                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
organization                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
organizationAiSettings               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
organizationAiSettings               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
organizationShareLinks               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
organizationShareLinks               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
organizationSharing                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
organizationSharing                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
organizationSso                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
organizationSso                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
organizationWorkbenches              home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
organizationWorkbenches              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
pendingOrganizationInvites           any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
publishTrackingEvent                 any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
quitOrganization                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              CONFLICT        NOT_FOUND       UNAUTHENTICATED
quitOrganization                     away    UNAUTHENTICATED  CONFLICT   NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
recentWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
recentWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
recordWorkbenchView                  home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
recordWorkbenchView                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
registerTokenInfo                    any     ok               ok         ok              ok              ok              ok              ok
removePaletteColor                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
removePaletteColor                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
removeUserFromOrganization           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
removeUserFromOrganization           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
removeUserFromTeam                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
removeUserFromTeam                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
removeWhiteLabelIcon                 home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
removeWhiteLabelIcon                 away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
renderSetup                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
renderSetup                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
reopenCommentThread                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
reopenCommentThread                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
replyToCommentThread                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
replyToCommentThread                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
requestDeleteCurrentUserEmail        any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
requestOrganizationDeletionEmail     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
requestOrganizationDeletionEmail     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
resetPassword                        any     ok               ok         ok              ok              ok              ok              ok
resetRenderStyle                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
resetRenderStyle                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
restoreTrashItems                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
restoreTrashItems                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
resolveCommentThread                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
resolveCommentThread                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
revokeAdminUserSessions              any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
revokeApiToken                       home    UNAUTHENTICATED  NOT_FOUND  NOT_FOUND       NOT_FOUND       ok              NOT_FOUND       UNAUTHENTICATED
revokeApiToken                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
revokeShareLink                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
revokeShareLink                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
saveBrushPreset                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
saveBrushPreset                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
search                               home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
search                               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
setPasswordWithToken                 any     ok               ok         ok              ok              ok              ok              ok
startGeneration                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
startGeneration                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
subscribeToPlan                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
subscribeToPlan                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
team                                 home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
team                                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
teamTrash                            home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
teamTrash                            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
unseenChangelogs                     any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
updateAdminOrganization              home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateAdminOrganization              away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateAdminUser                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateBillingEmail                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateBillingEmail                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateBrushPreset                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateBrushPreset                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateComment                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateComment                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateDeploymentSettings             any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateFolder                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
updateFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateFolders                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
updateFolders                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganization                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganization                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganizationAiSettings         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganizationAiSettings         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganizationMember             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganizationMember             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganizationPlan               home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateOrganizationPlan               away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateOrganizationPoc                home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateOrganizationPoc                away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok              UNAUTHENTICATED
updateOrganizationSharing            home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganizationSharing            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateOrganizationSso                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateOrganizationSso                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
updateTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateUser                           home    UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
updateUser                           away    UNAUTHENTICATED  ok         FORBIDDEN       FORBIDDEN       FORBIDDEN       FORBIDDEN       UNAUTHENTICATED
updateWorkbench                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
updateWorkbench                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
updateWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
updateWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
upgradeableOrganizations             any     UNAUTHENTICATED  ok         ok              ok              ok              ok              UNAUTHENTICATED
verifyOrganizationDomain             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
verifyOrganizationDomain             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workbench                            home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
workbench                            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workbenchVersions                    home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
workbenchVersions                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workbenchVersion                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
workbenchVersion                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
saveWorkbenchVersion                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
saveWorkbenchVersion                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
restoreWorkbenchVersion              home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
restoreWorkbenchVersion              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
nameWorkbenchVersion                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
nameWorkbenchVersion                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
deleteWorkbenchVersion               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
deleteWorkbenchVersion               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
openWorkbenchVersionAsCopy           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
openWorkbenchVersionAsCopy           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workspaceApiTokens                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
workspaceApiTokens                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workbenchSharing                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND       UNAUTHENTICATED
workbenchSharing                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workspacePalette                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND       UNAUTHENTICATED
workspacePalette                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
workspaceRenderStyles                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND       UNAUTHENTICATED
workspaceRenderStyles                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND       UNAUTHENTICATED
`;

/** Every route the app registers (HEAD routes answer as their GET); /collab is the socket's. */
export const REST_MATRIX = `
route                                               target  anonymous  stranger  viewer  editor  admin  staff  link
GET /api/v1/health                                  any     200        200       200     200     200    200    200
GET /api/v1/health/live                             any     200        200       200     200     200    200    200
GET /api/v1/health/ready                            any     200        200       200     200     200    200    200
GET /graphql                                        any     200        200       200     200     200    200    200
POST /graphql                                       any     200        200       200     200     200    200    200
# Without a preflight's headers (CORS answers those first, security-headers.test.ts).
OPTIONS /graphql                                    any     405        405       405     405     405    405    405
OPTIONS *                                           any     404        404       404     404     404    404    404
POST /api/v1/session                                any     401        204       204     204     204    204    401
POST /api/v1/client-errors                          any     204        204       204     204     204    204    204
# Single sign-on: for everyone alike, a redirect (to the issuer, or back to /auth with an error).
GET /api/v1/auth/:provider                          any     302        302       302     302     302    302    302
GET /api/v1/auth/:provider/callback                 any     302        302       302     302     302    302    302
GET /api/v1/auth/sso/:organizationId                home    302        302       302     302     302    302    302
GET /api/v1/auth/sso/:organizationId                away    302        302       302     302     302    302    302
GET /api/v1/auth/sso/:organizationId/callback       home    302        302       302     302     302    302    302
GET /api/v1/auth/sso/:organizationId/callback       away    302        302       302     302     302    302    302
# Not an upgrade: the socket's own table is below.
GET /collab                                         any     404        404       404     404     404    404    404
GET /api/v1/workbenches/:id/export.png              home    401        404       200     200     200    404    401
GET /api/v1/workbenches/:id/export.png              away    401        200       404     404     404    404    401
GET /api/v1/workbench-versions/:id/preview.png      home    401        404       200     200     200    404    401
GET /api/v1/workbench-versions/:id/preview.png      away    401        200       404     404     404    404    401
GET /api/v1/workbenches/:id/export.jpg              home    401        404       200     200     200    404    401
GET /api/v1/workbenches/:id/export.jpg              away    401        200       404     404     404    404    401
GET /api/v1/workbenches/:id/export.psd              home    401        404       200     200     200    404    401
GET /api/v1/workbenches/:id/export.psd              away    401        200       404     404     404    404    401
GET /api/v1/workbenches/:id/export.ora              home    401        404       200     200     200    404    401
GET /api/v1/workbenches/:id/export.ora              away    401        200       404     404     404    404    401
# A link's view credential (openShareLink) reads its own file's images, whoever holds it: the
# others hold a link of the target's file, the link column its own, of home's file.
GET /api/v1/share-links/images/:blobId              home    200        200       200     200     200    200    200
GET /api/v1/share-links/images/:blobId              away    200        200       200     200     200    200    404
GET /api/v1/workbenches/:id/images/:blobId          home    401        404       200     200     200    404    401
GET /api/v1/workbenches/:id/images/:blobId          away    401        200       404     404     404    404    401
POST /api/v1/workbenches/:id/images                 home    401        404       403     201     201    404    401
POST /api/v1/workbenches/:id/images                 away    401        201       404     404     404    404    401
POST /api/v1/workbenches/:id/thumbnail              home    401        404       403     200     200    404    401
POST /api/v1/workbenches/:id/thumbnail              away    401        200       404     404     404    404    401
POST /api/v1/organizations/:id/logo                 home    401        404       403     403     200    404    401
POST /api/v1/organizations/:id/logo                 away    401        200       404     404     404    404    401
# Staff only (/admin), checked before the image is read.
POST /api/v1/admin/organizations/:id/white-label-icon  home  401     403       403     403     403    200      401
POST /api/v1/admin/organizations/:id/white-label-icon  away  401     403       403     403     403    200      401
# Signed URLs, for <img>: whoever holds one (a member was given it) gets the image.
GET /api/v1/organizations/:id/logo                  home    200        200       200     200     200    200    200
GET /api/v1/organizations/:id/logo                  away    200        200       200     200     200    200    200
GET /api/v1/organizations/:id/white-label-icon      home    200        200       200     200     200    200    200
GET /api/v1/organizations/:id/white-label-icon      away    200        200       200     200     200    200    200
GET /api/v1/thumbnails/:id                          home    200        200       200     200     200    200    200
GET /api/v1/thumbnails/:id                          away    200        200       200     200     200    200    200
# The sandbox's pages: the checkout for the admin who opened it, the portal for the workspace's
# admins (a visitor is asked to sign in; issue 15, finding 5).
GET /api/v1/billing/sandbox/checkout/:id            home    401        403       403     403     200    403    401
GET /api/v1/billing/sandbox/checkout/:id            away    401        200       403     403     403    403    401
POST /api/v1/billing/sandbox/checkout/:id/complete  home    401        403       403     403     303    403    401
POST /api/v1/billing/sandbox/checkout/:id/complete  away    401        303       403     403     403    403    401
GET /api/v1/billing/sandbox/portal/:id              home    401        403       403     403     200    403    401
GET /api/v1/billing/sandbox/portal/:id              away    401        200       403     403     403    403    401
POST /api/v1/billing/sandbox/portal/:id/card        home    401        403       403     403     303    403    401
POST /api/v1/billing/sandbox/portal/:id/card        away    401        303       403     403     403    403    401
GET /api/v1/billing/sandbox/portal/:id/cancel       home    401        403       403     403     200    403    401
GET /api/v1/billing/sandbox/portal/:id/cancel       away    401        200       403     403     403    403    401
POST /api/v1/billing/sandbox/portal/:id/cancel      home    401        403       403     403     303    403    401
POST /api/v1/billing/sandbox/portal/:id/cancel      away    401        303       403     403     403    403    401
POST /api/v1/billing/sandbox/portal/:id/resume      home    401        403       403     403     303    403    401
POST /api/v1/billing/sandbox/portal/:id/resume      away    401        303       403     403     403    403    401
POST /api/v1/billing/sandbox/portal/:id/period-end  home    401        403       403     403     303    403    401
POST /api/v1/billing/sandbox/portal/:id/period-end  away    401        303       403     403     403    403    401
# An invoice's PDF, as Stripe's invoice_pdf link: the workspace's admins only.
GET /api/v1/billing/sandbox/invoices/:id/pdf        home    401        403       403     403     200    403    401
GET /api/v1/billing/sandbox/invoices/:id/pdf        away    401        200       403     403     403    403    401
# The outbox, while mail goes there (no SMTP_URL): to direct requests from this machine only, and
# these carry X-Forwarded-For as a proxy's would (mailbox.test.ts has the loopback side).
GET /dev/mailbox                                    any     404        404       404     404     404    404    404
GET /dev/mailbox.json                               any     404        404       404     404     404    404    404
`;

/**
 * Opening a workbench on /collab, then sending it a change: refused (it never opens), read-only
 * (it opens read-only, and the change is answered "not applied"), read-write (the change is
 * saved), closed (it opens read-only, and the change closes the socket: a link's). Rows: the
 * workspace's workbench (at home, the one the link shares), and another workbench of it.
 */
export const SOCKET_MATRIX = `
socket             target  anonymous  stranger    viewer     editor      admin       staff    link
/collab            home    refused    refused     read-only  read-write  read-write  refused  closed
/collab            away    refused    read-write  refused    refused     refused     refused  refused
/collab:otherFile  home    refused    refused     read-only  read-write  read-write  refused  refused
`;

/** A table read: row key, then target, then each caller's cell. */
export type MatrixRows = Map<string, Map<MatrixTarget | "any", Record<MatrixActor, string>>>;

const TARGETS: ReadonlySet<string> = new Set([...MATRIX_TARGETS, "any"]);

/** Reads a table: a header line naming the columns, then one row per line; refuses a bad one. */
export function parseMatrix(table: string): MatrixRows {
  const [header, ...lines] = table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const columns = header?.split(/\s+/).slice(2);
  if (columns?.join(" ") !== MATRIX_ACTORS.join(" ")) {
    throw new Error(`the header must name the callers in order: ${MATRIX_ACTORS.join(" ")}`);
  }
  const rows: MatrixRows = new Map();
  for (const line of lines) {
    const [key = "", target = "", ...cells] = line.split(/\s+/);
    // A route's key is its method and path, two words.
    const [rowKey, rowTarget, rowCells] = /^[A-Z]+$/.test(key)
      ? [`${key} ${target}`, cells[0] ?? "", cells.slice(1)]
      : [key, target, cells];
    if (!TARGETS.has(rowTarget) || rowCells.length !== MATRIX_ACTORS.length) {
      throw new Error(
        `a row needs a target (home, away, any) and ${MATRIX_ACTORS.length} cells: ${line}`,
      );
    }
    const targets = rows.get(rowKey) ?? new Map();
    if (targets.has(rowTarget)) throw new Error(`a second ${rowTarget} row: ${line}`);
    targets.set(
      rowTarget as MatrixTarget | "any",
      Object.fromEntries(MATRIX_ACTORS.map((actor, index) => [actor, rowCells[index]])) as Record<
        MatrixActor,
        string
      >,
    );
    rows.set(rowKey, targets);
  }
  return rows;
}

/** A table as parseMatrix reads it, its columns aligned. */
export function printMatrix(rows: MatrixRows): string {
  const lines = [...rows].flatMap(([key, targets]) =>
    [...targets].map(([target, row]) => [key, target, ...MATRIX_ACTORS.map((actor) => row[actor])]),
  );
  const all = [["key", "target", ...MATRIX_ACTORS], ...lines];
  const widths =
    all[0]?.map((_, column) => Math.max(...all.map((line) => line[column]?.length ?? 0))) ?? [];
  return all
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
