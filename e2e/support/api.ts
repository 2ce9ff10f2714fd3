import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { linkIn, serverOf, waitForMail } from "./mailbox.js";

export const PASSWORD = "Sketch1234";
/** The session cookie's name on an http PUBLIC_URL (the e2e server's). */
export const SESSION_COOKIE = "contour_session";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data as T;
}

/** Asks for a sign-up email through the API, as "Create account" does; returns its link. */
export async function requestRegisterLink(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  await gql(request, "mutation($e:String!){generateRegisterToken(input:{email:$e}){sentByEmail}}", {
    e: email,
  });
  return linkIn(await waitForMail(email, /Verify your email/, await serverOf(request)));
}

export interface ApiUser {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

/**
 * A user made through the real API (sign-up mail, account, name), for tests whose subject is
 * not sign-up itself. Pass a workspace name to create one too.
 */
export async function createUserViaApi(
  request: APIRequestContext,
  options: { prefix?: string; email?: string; name?: string; workspace?: string } = {},
): Promise<ApiUser & { organizationId: string | null }> {
  const email = options.email ?? uniqueEmail(options.prefix ?? "designer");
  const name = options.name ?? "Ada Designer";
  const registerToken = /#token=([\w-]+)/.exec(await requestRegisterLink(request, email))?.[1];
  const { createUser } = await gql<{ createUser: { authToken: string; user: { id: string } } }>(
    request,
    "mutation($t:String!,$p:String!){createUser(input:{registerToken:$t,password:$p}){authToken user{id}}}",
    { t: registerToken, p: PASSWORD },
  );
  const token = createUser.authToken;
  await gql(
    request,
    "mutation($id:ID!,$n:String!){updateUser(input:{id:$id,patch:{name:$n}}){id}}",
    {
      id: createUser.user.id,
      n: name,
    },
    token,
  );
  let organizationId: string | null = null;
  if (options.workspace) {
    const { createOrganization } = await gql<{ createOrganization: { id: string } }>(
      request,
      "mutation($n:String!){createOrganization(input:{name:$n}){id}}",
      { n: options.workspace },
      token,
    );
    organizationId = createOrganization.id;
  }
  return { id: createUser.user.id, email, password: PASSWORD, name, token, organizationId };
}

/**
 * Signs the browser in as the user, as if they had just logged in (the session cookie a sign-in
 * sets carries the same token as the API's), and opens `path`.
 */
export async function openSignedIn(page: Page, user: ApiUser, path: string): Promise<void> {
  // The context's own server (a test may start several): a light page tells its origin.
  await page.goto("/api/v1/health");
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: user.token,
      url: new URL(page.url()).origin,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto(path);
}

export interface ApiTeam {
  id: string;
  name: string;
  rootFolderId: string;
}

/** The workspace's teams as the sidebar lists them (the global team first), with root folders. */
export async function teamsViaApi(
  request: APIRequestContext,
  user: ApiUser,
  organizationId: string,
): Promise<ApiTeam[]> {
  const { organization } = await gql<{
    organization: { teams: Array<{ id: string; name: string; rootFolder: { id: string } }> };
  }>(
    request,
    "query($id:ID!){organization(id:$id){teams{id name rootFolder{id}}}}",
    { id: organizationId },
    user.token,
  );
  return organization.teams.map((team) => ({
    id: team.id,
    name: team.name,
    rootFolderId: team.rootFolder.id,
  }));
}

/** Creates a folder through the API; returns its id. */
export async function createFolderViaApi(
  request: APIRequestContext,
  user: ApiUser,
  parentId: string,
  name: string,
): Promise<string> {
  const { createFolder } = await gql<{ createFolder: { id: string } }>(
    request,
    "mutation($n:String!,$p:ID!){createFolder(input:{folder:{name:$n,parentId:$p}}){id}}",
    { n: name, p: parentId },
    user.token,
  );
  return createFolder.id;
}

/** Creates a file (workbench) in a folder through the API; returns its id. */
export async function createWorkbenchViaApi(
  request: APIRequestContext,
  user: ApiUser,
  folderId: string,
  name: string,
): Promise<string> {
  const { createWorkbench } = await gql<{ createWorkbench: { id: string } }>(
    request,
    "mutation($f:ID!,$n:String){createWorkbench(input:{workbench:{folderId:$f,name:$n}}){id}}",
    { f: folderId, n: name },
    user.token,
  );
  return createWorkbench.id;
}

/** The workspace's first team in the sidebar: the global team every member belongs to. */
/** Deletes files as the dashboard does: they go to their Trash. */
export async function deleteWorkbenchesViaApi(
  request: APIRequestContext,
  user: ApiUser,
  ids: readonly string[],
): Promise<void> {
  await gql(
    request,
    "mutation($ids:[ID!]!){deleteWorkbenches(input:{ids:$ids}){deletedIds}}",
    { ids },
    user.token,
  );
}

export async function globalTeamViaApi(
  request: APIRequestContext,
  user: ApiUser,
  organizationId: string,
): Promise<ApiTeam> {
  const [team] = await teamsViaApi(request, user, organizationId);
  if (!team) throw new Error(`Workspace ${organizationId} has no team`);
  return team;
}

/** Renames a file through the API, which also makes it the last edited one. */
export async function renameWorkbenchViaApi(
  request: APIRequestContext,
  user: ApiUser,
  workbenchId: string,
  name: string,
): Promise<void> {
  await gql(
    request,
    "mutation($id:ID!,$n:String!){updateWorkbench(input:{id:$id,patch:{name:$n}}){id}}",
    { id: workbenchId, n: name },
    user.token,
  );
}

/** Moves the user's last look at the changelog back to `seenAt`, so the entries after it are new. */
export async function setChangelogSeenAtViaApi(
  request: APIRequestContext,
  user: ApiUser,
  seenAt: string,
): Promise<void> {
  await gql(
    request,
    "mutation($id:ID!,$at:DateTime!){updateUser(input:{id:$id,patch:{lastChangelogSeenAt:$at}}){id}}",
    { id: user.id, at: seenAt },
    user.token,
  );
}

/** Invites an email to the workspace as an admin would; the invite mail goes out as usual. */
export async function inviteViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  email: string,
  role: "ADMIN" | "EDITOR" | "VIEWER",
): Promise<void> {
  await gql(
    request,
    "mutation($o:ID!,$e:String!,$r:OrganizationRole){createOrganizationInvite(input:{organizationInvite:{organizationId:$o,email:$e,role:$r}}){email}}",
    { o: organizationId, e: email, r: role },
    admin.token,
  );
}

/** A Contour staff account (isAdmin): the e2e server makes staff of its domain (ADMIN_EMAILS). */
export function createStaffViaApi(request: APIRequestContext) {
  return createUserViaApi(request, {
    email: `staff-${randomBytes(4).toString("hex")}@staff.contour.test`,
    name: "Sam Staff",
  });
}

/** Sets a workspace's proof of concept as staff would; `pocEndDate` null means no end date. */
export async function setPocViaApi(
  request: APIRequestContext,
  staff: ApiUser,
  organizationId: string,
  pocEndDate: string | null,
): Promise<void> {
  await gql(
    request,
    "mutation($o:ID!,$d:DateTime){updateOrganizationPoc(input:{organizationId:$o,poc:true,pocEndDate:$d}){id}}",
    { o: organizationId, d: pocEndDate },
    staff.token,
  );
}

/** The user's "My files" root folder in a workspace (made on first use); returns its id. */
export async function draftsFolderViaApi(
  request: APIRequestContext,
  user: ApiUser,
  organizationId: string,
): Promise<string> {
  const { draftsFolder } = await gql<{ draftsFolder: { id: string } }>(
    request,
    "query($o:ID!){draftsFolder(organizationId:$o){id}}",
    { o: organizationId },
    user.token,
  );
  return draftsFolder.id;
}

/** Puts a workspace on a plan as staff would by hand (updateOrganizationPlan), without billing. */
export async function setPlanViaApi(
  request: APIRequestContext,
  organizationId: string,
  plan: "FREE" | "PRO" | "ORGANIZATION" | "ENTERPRISE",
): Promise<void> {
  const staff = await createStaffViaApi(request);
  await gql(
    request,
    "mutation($o:ID!,$p:SubscriptionPlan!){updateOrganizationPlan(input:{organizationId:$o,subscriptionPlan:$p}){id}}",
    { o: organizationId, p: plan },
    staff.token,
  );
}

/** A new user who joins the admin's workspace with the role, through invite and acceptance. */
export async function createMemberViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  role: "ADMIN" | "EDITOR" | "VIEWER",
  name = "Mo Member",
): Promise<ApiUser> {
  const member = await createUserViaApi(request, { email: uniqueEmail("member"), name });
  await inviteViaApi(request, admin, organizationId, member.email, role);
  await gql(
    request,
    "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
    { o: organizationId },
    member.token,
  );
  return member;
}

/** Creates a team through the API (the workspace's plan must allow teams); returns its id. */
export async function createTeamViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  name: string,
  publicInOrganization = true,
): Promise<string> {
  const { createTeam } = await gql<{ createTeam: { team: { id: string } } }>(
    request,
    "mutation($o:ID!,$n:String!,$p:Boolean){createTeam(input:{team:{organizationId:$o,name:$n,publicInOrganization:$p}}){team{id}}}",
    { o: organizationId, n: name, p: publicInOrganization },
    admin.token,
  );
  return createTeam.team.id;
}

/** Creates another workspace for the user, as the creation wizard does; returns its id. */
export async function createWorkspaceViaApi(
  request: APIRequestContext,
  user: ApiUser,
  name: string,
): Promise<string> {
  const { createOrganization } = await gql<{ createOrganization: { id: string } }>(
    request,
    "mutation($n:String!){createOrganization(input:{name:$n}){id}}",
    { n: name },
    user.token,
  );
  return createOrganization.id;
}

/** Uploads a PNG as the workspace's logo, as an admin does in General settings. */
export async function uploadLogoViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  png: Buffer,
): Promise<void> {
  const response = await request.post(`/api/v1/organizations/${organizationId}/logo`, {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (!response.ok()) throw new Error(`logo upload failed: ${response.status()}`);
}

/** Records that the user opened a file, as the workbench page does when it opens (Recent). */
export async function recordViewViaApi(
  request: APIRequestContext,
  user: ApiUser,
  workbenchId: string,
): Promise<void> {
  await gql(
    request,
    "mutation($id:ID!){recordWorkbenchView(id:$id){id}}",
    { id: workbenchId },
    user.token,
  );
}

/** Archives a team as an admin would from its settings (the confirmation answered). */
export async function archiveTeamViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  teamId: string,
): Promise<void> {
  await gql(
    request,
    "mutation($id:ID!){updateTeam(input:{id:$id,patch:{archived:true}}){team{id}}}",
    { id: teamId },
    admin.token,
  );
}

/** Joins a team as the user, as 'Join' does. */
export async function joinTeamViaApi(
  request: APIRequestContext,
  user: ApiUser,
  teamId: string,
): Promise<void> {
  await gql(
    request,
    "mutation($t:ID!){joinTeam(input:{teamId:$t}){team{id}}}",
    { t: teamId },
    user.token,
  );
}

/** Invites emails to a team as an admin would from the add-members dialog. */
export async function inviteToTeamViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  teamId: string,
  emails: string[],
): Promise<void> {
  await gql(
    request,
    "mutation($t:ID!,$e:[String!]!){inviteToTeam(input:{teamId:$t,emails:$e}){team{id}}}",
    { t: teamId, e: emails },
    admin.token,
  );
}

/** Signs in through the API, as the sign-in form does; each sign-in is an access log row. */
export async function signInViaApi(
  request: APIRequestContext,
  user: ApiUser,
  ip: string,
): Promise<void> {
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($e:String!,$p:String!){login(input:{email:$e,password:$p}){authToken}}",
      variables: { e: user.email, p: user.password },
    },
    headers: { "x-forwarded-for": ip },
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
}

/** Accepts the user's pending invite to the workspace, as the emailed link does. */
export async function acceptInviteViaApi(
  request: APIRequestContext,
  user: ApiUser,
  organizationId: string,
): Promise<void> {
  await gql(
    request,
    "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
    { o: organizationId },
    user.token,
  );
}

/** Withdraws a pending workspace invite, as the Members page's delete does. */
export async function deleteInviteViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  email: string,
): Promise<void> {
  await gql(
    request,
    "mutation($o:ID!,$e:String!){deleteOrganizationInvite(input:{organizationId:$o,email:$e}){organizationId}}",
    { o: organizationId, e: email },
    admin.token,
  );
}

/** Renames a folder through the API, as the dashboard's Rename does. */
export async function renameFolderViaApi(
  request: APIRequestContext,
  user: ApiUser,
  folderId: string,
  name: string,
): Promise<void> {
  await gql(
    request,
    "mutation($id:ID!,$n:String!){updateFolder(input:{id:$id,patch:{name:$n}}){id}}",
    { id: folderId, n: name },
    user.token,
  );
}

/** A new workspace's admin and a file in its global team, for tests of the workbench screen. */
export async function createWorkbenchInNewWorkspace(
  request: APIRequestContext,
  { workspace, admin: name, file }: { workspace: string; admin: string; file: string },
): Promise<{ admin: ApiUser; organizationId: string; team: ApiTeam; workbenchId: string }> {
  const admin = await createUserViaApi(request, { workspace, name });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, admin, team.rootFolderId, file);
  return { admin, organizationId, team, workbenchId };
}

/** Claims an email domain for the workspace, as Settings › Single sign-on does; returns its TXT record. */
export async function addDomainViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  domain: string,
): Promise<{ id: string; verificationRecord: string }> {
  const { addOrganizationDomain } = await gql<{
    addOrganizationDomain: { id: string; verificationRecord: string };
  }>(
    request,
    "mutation($o:ID!,$d:String!){addOrganizationDomain(input:{organizationId:$o,domain:$d}){id verificationRecord}}",
    { o: organizationId, d: domain },
    admin.token,
  );
  return addOrganizationDomain;
}

/** Checks a claimed domain's TXT record, as its "Verify" button does. */
export async function verifyDomainViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  domainId: string,
): Promise<void> {
  await gql(
    request,
    "mutation($i:ID!){verifyOrganizationDomain(input:{id:$i}){verified}}",
    { i: domainId },
    admin.token,
  );
}

/** Saves the workspace's identity provider, as its settings form does. */
export async function configureSsoViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  patch: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    enabled: boolean;
    autoJoin: "OFF" | "VIEWER" | "EDITOR";
  },
): Promise<void> {
  await gql(
    request,
    "mutation($o:ID!,$p:OrganizationSsoPatch!){updateOrganizationSso(input:{organizationId:$o,patch:$p}){enabled}}",
    { o: organizationId, p: patch },
    admin.token,
  );
}
