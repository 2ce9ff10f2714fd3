/*
 * The authorization matrix (issue 15, R1; docs/security.md, "Tests that keep it fixed"): what
 * every caller gets from every GraphQL operation, HTTP route and the collaboration socket,
 * checked by authorization-matrix.test.ts. Changing a cell changes who may do what: review it
 * as a permission change. A new operation or route fails the test until it has its rows.
 *
 * Columns, the callers (test/authorization-world.ts): anonymous (nobody signed in); stranger (the
 * admin of another workspace only); the home workspace's viewer, editor and admin; staff (the
 * global isAdmin flag, ADMIN_EMAILS, a member of neither workspace).
 *
 * Targets, whose ids the call names: home (the workspace where the roles hold), away (another
 * workspace, the stranger's), or any (the call names no workspace: it is made once per caller).
 * Calls about an account (updateUser, deleteCurrentUser) name the caller's own account at home,
 * the away workspace's admin away. test/authorization-calls.ts builds each call's arguments.
 *
 * Cells: GraphQL, ok or the error code; HTTP, the status; the socket, refused, read-only or
 * read-write. Add a row by copying one; the columns need not line up; # starts a comment line.
 */

/** The callers, in the tables' column order (test/authorization-world.ts makes them). */
export const MATRIX_ACTORS = [
  "anonymous",
  "stranger",
  "viewer",
  "editor",
  "admin",
  "staff",
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/** Whose ids a call names: the home workspace, where the roles hold, or the stranger's. */
export const MATRIX_TARGETS = ["home", "away"] as const;
export type MatrixTarget = (typeof MATRIX_TARGETS)[number];

/** Every query and mutation of schema.graphql. */
export const GRAPHQL_MATRIX = `
operation                            target  anonymous        stranger   viewer          editor          admin           staff
acceptOrganizationInvite             home    UNAUTHENTICATED  ok         ok              ok              ok              ok
acceptOrganizationInvite             away    UNAUTHENTICATED  NOT_FOUND  NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
accessLogs                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
accessLogs                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
activityLogs                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
activityLogs                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
addOrganizationDomain                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
addOrganizationDomain                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
addPaletteColor                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
addPaletteColor                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
adminChangelog                       any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminChangelogs                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminOrganization                    home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminOrganization                    away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminOrganizations                   any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminUser                            any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
adminUsers                           any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
apiTokens                            any     UNAUTHENTICATED  ok         ok              ok              ok              ok
brushPresets                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
brushPresets                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
cancelGeneration                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
cancelGeneration                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
checkOrganizationAiBackend           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
checkOrganizationAiBackend           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
changePassword                       any     UNAUTHENTICATED  ok         ok              ok              ok              ok
changelogPreview                     any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
changelogs                           any     UNAUTHENTICATED  ok         ok              ok              ok              ok
commentThreads                       home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
commentThreads                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
confirmOrganizationDeletion          home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
confirmOrganizationDeletion          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createApiToken                       home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
createApiToken                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
createCommentThread                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
createCommentThread                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createFolder                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
createFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createOrganization                   any     UNAUTHENTICATED  ok         ok              ok              ok              ok
createOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
createOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
createRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createShareLink                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
createShareLink                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createSubscriptionManagementPortal   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
createSubscriptionManagementPortal   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
createTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
createUser                           any     ok               ok         ok              ok              ok              ok
createWorkbench                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
createWorkbench                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
currentUser                          any     ok               ok         ok              ok              ok              ok
deleteBrushPreset                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteBrushPreset                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
deleteComment                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteComment                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteCurrentUser                    home    UNAUTHENTICATED  ok         ok              ok              ok              ok
deleteCurrentUser                    away    UNAUTHENTICATED  ok         BAD_USER_INPUT  BAD_USER_INPUT  BAD_USER_INPUT  BAD_USER_INPUT
deleteFolders                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
deleteFolders                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteGeneration                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteGeneration                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteGenerationOutput               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteGenerationOutput               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteOrganizationDomain             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteOrganizationDomain             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteOrganizationMembersAndInvites  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteOrganizationMembersAndInvites  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteTeamInvite                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteTeamInvite                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteTrashItemsForever              home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
deleteTrashItemsForever              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
deleteWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deploymentSettings                   any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
draftsFolder                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
draftsFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
draftsTrash                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
draftsTrash                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
duplicateWorkbench                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
duplicateWorkbench                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
emptyTrash                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
emptyTrash                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
folder                               home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
folder                               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
folderTree                           home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
folderTree                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
forgotPassword                       any     ok               ok         ok              ok              ok              ok
generateRegisterToken                any     ok               ok         ok              ok              ok              ok
generations                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
generations                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
inviteToTeam                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
inviteToTeam                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
inviteWhiteLabelIconUrl              home    ok               ok         ok              ok              ok              ok
inviteWhiteLabelIconUrl              away    ok               ok         ok              ok              ok              ok
joinTeam                             home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
joinTeam                             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
login                                any     ok               ok         ok              ok              ok              ok
loginConfiguration                   any     ok               ok         ok              ok              ok              ok
logout                               any     UNAUTHENTICATED  ok         ok              ok              ok              ok
markNotificationsRead                any     UNAUTHENTICATED  ok         ok              ok              ok              ok
mentionableMembers                   home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
mentionableMembers                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
nextLoginStep                        any     ok               ok         ok              ok              ok              ok
notifications                        any     UNAUTHENTICATED  ok         ok              ok              ok              ok
openGenerationOutputAsWorkbench      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
openGenerationOutputAsWorkbench      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
openShareLink                        home    ok               ok         ok              ok              ok              ok
openShareLink                        away    ok               ok         ok              ok              ok              ok
organization                         home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
organization                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
organizationAiSettings               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
organizationAiSettings               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
organizationShareLinks               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
organizationShareLinks               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
organizationSharing                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
organizationSharing                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
organizationSso                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
organizationSso                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
organizationWorkbenches              home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
organizationWorkbenches              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
pendingOrganizationInvites           any     UNAUTHENTICATED  ok         ok              ok              ok              ok
publishTrackingEvent                 any     UNAUTHENTICATED  ok         ok              ok              ok              ok
quitOrganization                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              CONFLICT        NOT_FOUND
quitOrganization                     away    UNAUTHENTICATED  CONFLICT   NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
recentWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
recentWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
recordWorkbenchView                  home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
recordWorkbenchView                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
registerTokenInfo                    any     ok               ok         ok              ok              ok              ok
removePaletteColor                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
removePaletteColor                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
removeUserFromOrganization           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
removeUserFromOrganization           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
removeUserFromTeam                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
removeUserFromTeam                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
removeWhiteLabelIcon                 home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
removeWhiteLabelIcon                 away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
renderSetup                          home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
renderSetup                          away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
reopenCommentThread                  home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
reopenCommentThread                  away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
replyToCommentThread                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
replyToCommentThread                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
requestDeleteCurrentUserEmail        any     UNAUTHENTICATED  ok         ok              ok              ok              ok
requestOrganizationDeletionEmail     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
requestOrganizationDeletionEmail     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
resetPassword                        any     ok               ok         ok              ok              ok              ok
resetRenderStyle                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
resetRenderStyle                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
restoreTrashItems                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
restoreTrashItems                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
resolveCommentThread                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
resolveCommentThread                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
revokeAdminUserSessions              any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
revokeApiToken                       home    UNAUTHENTICATED  NOT_FOUND  NOT_FOUND       NOT_FOUND       ok              NOT_FOUND
revokeApiToken                       away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
revokeShareLink                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
revokeShareLink                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
saveBrushPreset                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
saveBrushPreset                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
search                               home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
search                               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
setPasswordWithToken                 any     ok               ok         ok              ok              ok              ok
startGeneration                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
startGeneration                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
subscribeToPlan                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
subscribeToPlan                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
team                                 home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
team                                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
teamTrash                            home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
teamTrash                            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
unseenChangelogs                     any     UNAUTHENTICATED  ok         ok              ok              ok              ok
updateAdminOrganization              home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateAdminOrganization              away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateAdminUser                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateBillingEmail                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateBillingEmail                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateBrushPreset                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateBrushPreset                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateChangelog                      any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateComment                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateComment                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateDeploymentSettings             any     UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateFolder                         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
updateFolder                         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateFolders                        home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
updateFolders                        away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganization                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganization                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganizationAiSettings         home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganizationAiSettings         away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganizationInvite             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganizationInvite             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganizationMember             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganizationMember             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganizationPlan               home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateOrganizationPlan               away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateOrganizationPoc                home    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateOrganizationPoc                away    UNAUTHENTICATED  FORBIDDEN  FORBIDDEN       FORBIDDEN       FORBIDDEN       ok
updateOrganizationSharing            home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganizationSharing            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateOrganizationSso                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateOrganizationSso                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateRenderStyle                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateRenderStyle                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateTeam                           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
updateTeam                           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateUser                           home    UNAUTHENTICATED  ok         ok              ok              ok              ok
updateUser                           away    UNAUTHENTICATED  ok         FORBIDDEN       FORBIDDEN       FORBIDDEN       FORBIDDEN
updateWorkbench                      home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
updateWorkbench                      away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
updateWorkbenches                    home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
updateWorkbenches                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
upgradeableOrganizations             any     UNAUTHENTICATED  ok         ok              ok              ok              ok
verifyOrganizationDomain             home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
verifyOrganizationDomain             away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workbench                            home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
workbench                            away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workbenchVersions                    home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
workbenchVersions                    away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workbenchVersion                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
workbenchVersion                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
saveWorkbenchVersion                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
saveWorkbenchVersion                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
restoreWorkbenchVersion              home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
restoreWorkbenchVersion              away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
nameWorkbenchVersion                 home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
nameWorkbenchVersion                 away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
deleteWorkbenchVersion               home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
deleteWorkbenchVersion               away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
openWorkbenchVersionAsCopy           home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
openWorkbenchVersionAsCopy           away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workspaceApiTokens                   home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
workspaceApiTokens                   away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workbenchSharing                     home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       ok              ok              NOT_FOUND
workbenchSharing                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workspacePalette                     home    UNAUTHENTICATED  NOT_FOUND  ok              ok              ok              NOT_FOUND
workspacePalette                     away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
workspaceRenderStyles                home    UNAUTHENTICATED  NOT_FOUND  FORBIDDEN       FORBIDDEN       ok              NOT_FOUND
workspaceRenderStyles                away    UNAUTHENTICATED  ok         NOT_FOUND       NOT_FOUND       NOT_FOUND       NOT_FOUND
`;

/** Every route the app registers (HEAD routes answer as their GET); /collab is the socket's. */
export const REST_MATRIX = `
route                                               target  anonymous  stranger  viewer  editor  admin  staff
GET /api/v1/health                                  any     200        200       200     200     200    200
GET /api/v1/health/live                             any     200        200       200     200     200    200
GET /api/v1/health/ready                            any     200        200       200     200     200    200
GET /graphql                                        any     200        200       200     200     200    200
POST /graphql                                       any     200        200       200     200     200    200
# Without a preflight's headers (CORS answers those first, security-headers.test.ts).
OPTIONS /graphql                                    any     405        405       405     405     405    405
OPTIONS *                                           any     404        404       404     404     404    404
POST /api/v1/session                                any     401        204       204     204     204    204
POST /api/v1/client-errors                          any     204        204       204     204     204    204
# Single sign-on: for everyone alike, a redirect (to the issuer, or back to /auth with an error).
GET /api/v1/auth/:provider                          any     302        302       302     302     302    302
GET /api/v1/auth/:provider/callback                 any     302        302       302     302     302    302
GET /api/v1/auth/sso/:organizationId                home    302        302       302     302     302    302
GET /api/v1/auth/sso/:organizationId                away    302        302       302     302     302    302
GET /api/v1/auth/sso/:organizationId/callback       home    302        302       302     302     302    302
GET /api/v1/auth/sso/:organizationId/callback       away    302        302       302     302     302    302
# Not an upgrade: the socket's own table is below.
GET /collab                                         any     404        404       404     404     404    404
GET /api/v1/workbenches/:id/export.png              home    401        404       200     200     200    404
GET /api/v1/workbenches/:id/export.png              away    401        200       404     404     404    404
GET /api/v1/workbench-versions/:id/preview.png      home    401        404       200     200     200    404
GET /api/v1/workbench-versions/:id/preview.png      away    401        200       404     404     404    404
GET /api/v1/workbenches/:id/export.jpg              home    401        404       200     200     200    404
GET /api/v1/workbenches/:id/export.jpg              away    401        200       404     404     404    404
GET /api/v1/workbenches/:id/export.psd              home    401        404       200     200     200    404
GET /api/v1/workbenches/:id/export.psd              away    401        200       404     404     404    404
GET /api/v1/workbenches/:id/export.ora              home    401        404       200     200     200    404
GET /api/v1/workbenches/:id/export.ora              away    401        200       404     404     404    404
# A link's view credential (openShareLink) reads its own file's images, whoever holds it.
GET /api/v1/share-links/images/:blobId              home    200        200       200     200     200    200
GET /api/v1/share-links/images/:blobId              away    200        200       200     200     200    200
GET /api/v1/workbenches/:id/images/:blobId          home    401        404       200     200     200    404
GET /api/v1/workbenches/:id/images/:blobId          away    401        200       404     404     404    404
POST /api/v1/workbenches/:id/images                 home    401        404       403     201     201    404
POST /api/v1/workbenches/:id/images                 away    401        201       404     404     404    404
POST /api/v1/workbenches/:id/thumbnail              home    401        404       403     200     200    404
POST /api/v1/workbenches/:id/thumbnail              away    401        200       404     404     404    404
POST /api/v1/organizations/:id/logo                 home    401        404       403     403     200    404
POST /api/v1/organizations/:id/logo                 away    401        200       404     404     404    404
# Staff only (/admin), checked before the image is read.
POST /api/v1/admin/organizations/:id/white-label-icon  home  401     403       403     403     403    200
POST /api/v1/admin/organizations/:id/white-label-icon  away  401     403       403     403     403    200
# Signed URLs, for <img>: whoever holds one (a member was given it) gets the image.
GET /api/v1/organizations/:id/logo                  home    200        200       200     200     200    200
GET /api/v1/organizations/:id/logo                  away    200        200       200     200     200    200
GET /api/v1/organizations/:id/white-label-icon      home    200        200       200     200     200    200
GET /api/v1/organizations/:id/white-label-icon      away    200        200       200     200     200    200
GET /api/v1/thumbnails/:id                          home    200        200       200     200     200    200
GET /api/v1/thumbnails/:id                          away    200        200       200     200     200    200
# The sandbox's pages: the checkout for the admin who opened it, the portal for the workspace's
# admins (a visitor is asked to sign in; issue 15, finding 5).
GET /api/v1/billing/sandbox/checkout/:id            home    401        403       403     403     200    403
GET /api/v1/billing/sandbox/checkout/:id            away    401        200       403     403     403    403
POST /api/v1/billing/sandbox/checkout/:id/complete  home    401        403       403     403     303    403
POST /api/v1/billing/sandbox/checkout/:id/complete  away    401        303       403     403     403    403
GET /api/v1/billing/sandbox/portal/:id              home    401        403       403     403     200    403
GET /api/v1/billing/sandbox/portal/:id              away    401        200       403     403     403    403
POST /api/v1/billing/sandbox/portal/:id/card        home    401        403       403     403     303    403
POST /api/v1/billing/sandbox/portal/:id/card        away    401        303       403     403     403    403
GET /api/v1/billing/sandbox/portal/:id/cancel       home    401        403       403     403     200    403
GET /api/v1/billing/sandbox/portal/:id/cancel       away    401        200       403     403     403    403
POST /api/v1/billing/sandbox/portal/:id/cancel      home    401        403       403     403     303    403
POST /api/v1/billing/sandbox/portal/:id/cancel      away    401        303       403     403     403    403
POST /api/v1/billing/sandbox/portal/:id/resume      home    401        403       403     403     303    403
POST /api/v1/billing/sandbox/portal/:id/resume      away    401        303       403     403     403    403
POST /api/v1/billing/sandbox/portal/:id/period-end  home    401        403       403     403     303    403
POST /api/v1/billing/sandbox/portal/:id/period-end  away    401        303       403     403     403    403
# An invoice's PDF, as Stripe's invoice_pdf link: the workspace's admins only.
GET /api/v1/billing/sandbox/invoices/:id/pdf        home    401        403       403     403     200    403
GET /api/v1/billing/sandbox/invoices/:id/pdf        away    401        200       403     403     403    403
# The outbox, while mail goes there (no SMTP_URL): to direct requests from this machine only, and
# these carry X-Forwarded-For as a proxy's would (mailbox.test.ts has the loopback side).
GET /dev/mailbox                                    any     404        404       404     404     404    404
GET /dev/mailbox.json                               any     404        404       404     404     404    404
`;

/** Opening a workbench of each workspace on /collab. */
export const SOCKET_MATRIX = `
socket   target  anonymous  stranger    viewer     editor      admin       staff
/collab  home    refused    refused     read-only  read-write  read-write  refused
/collab  away    refused    read-write  refused    refused     refused     refused
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
