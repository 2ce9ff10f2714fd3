// The people and files of the collaboration benchmarks, made through Contour's real API: one
// workspace on the Pro plan (no editor limit), its admin and editors who joined by invite, and
// workbenches in its global team's root folder.
import { STAFF_DOMAIN } from "./contour-server.mjs";

const PASSWORD = "Sketch1234";
let requestCount = 0;

/**
 * One GraphQL request. Each comes from its own documentation address (the server trusts
 * X-Forwarded-For here), so sign-ups stay under the per-address limit of 20 an hour.
 */
export async function gql(base, query, variables, token) {
  requestCount++;
  const headers = {
    "content-type": "application/json",
    "x-forwarded-for": `198.51.${(requestCount >> 8) & 255}.${requestCount & 255}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  }
  return body.data;
}

/** A new account through the sign-up mail of the dev mailbox; its session token and id. */
async function signUp(base, email) {
  await gql(base, "mutation($e:String!){generateRegisterToken(input:{email:$e}){sentByEmail}}", {
    e: email,
  });
  const mails = await (await fetch(`${base}/dev/mailbox.json`)).json();
  const registerToken = /#token=([\w-]+)/.exec(
    mails.find((mail) => mail.to === email)?.text ?? "",
  )?.[1];
  if (!registerToken) throw new Error(`no sign-up mail to ${email}`);
  const { createUser } = await gql(
    base,
    "mutation($t:String!,$p:String!){createUser(input:{registerToken:$t,password:$p}){authToken user{id}}}",
    { t: registerToken, p: PASSWORD },
  );
  return { token: createUser.authToken, userId: createUser.user.id };
}

/**
 * A user (sign-up link from the dev mailbox, as e2e/support/api.ts's createUserViaApi) named
 * "Pen Bench", a workspace and a workbench in its global team's root folder.
 */
export async function createWorkbench(base, email) {
  const { token, userId } = await signUp(base, email);
  await gql(
    base,
    "mutation($id:ID!,$n:String!){updateUser(input:{id:$id,patch:{name:$n}}){id}}",
    { id: userId, n: "Pen Bench" },
    token,
  );
  const { createOrganization } = await gql(
    base,
    "mutation($n:String!){createOrganization(input:{name:$n}){id globalTeam{rootFolder{id}}}}",
    { n: "Bench studio" },
    token,
  );
  const [workbenchId] = await createWorkbenches(
    base,
    token,
    createOrganization.globalTeam.rootFolder.id,
    1,
    "Pen latency",
  );
  return { token, userId, workbenchId };
}

/**
 * A workspace with `people` editors in all (its admin included), on the Pro plan set by a staff
 * account; `folderId` is its global team's root folder, where its first workbench is.
 */
export async function createStudio(base, people) {
  const admin = await createWorkbench(base, "admin@studio.bench.test");
  const { workbench } = await gql(
    base,
    "query($id:ID!){workbench(id:$id){folderId organization{id}}}",
    { id: admin.workbenchId },
    admin.token,
  );
  const organizationId = workbench.organization.id;
  if (people > 1) {
    const staff = await signUp(base, `staff@${STAFF_DOMAIN}`);
    await gql(
      base,
      "mutation($o:ID!){updateOrganizationPlan(input:{organizationId:$o,subscriptionPlan:PRO}){id}}",
      { o: organizationId },
      staff.token,
    );
  }
  const users = [{ token: admin.token, userId: admin.userId }];
  for (let index = 1; index < people; index++) {
    const email = `designer-${index}@studio.bench.test`;
    const member = await signUp(base, email);
    await gql(
      base,
      "mutation($o:ID!,$e:String!){createOrganizationInvite(input:{organizationInvite:{organizationId:$o,email:$e,role:EDITOR}}){email}}",
      { o: organizationId, e: email },
      admin.token,
    );
    await gql(
      base,
      "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
      { o: organizationId },
      member.token,
    );
    users.push(member);
  }
  return { users, folderId: workbench.folderId, firstWorkbenchId: admin.workbenchId };
}

/** `count` new workbenches in the folder, made by the user; their ids. */
export async function createWorkbenches(base, token, folderId, count, name = "Bench room") {
  const ids = [];
  for (let index = 0; index < count; index++) {
    const { createWorkbench: created } = await gql(
      base,
      "mutation($f:ID!,$n:String){createWorkbench(input:{workbench:{folderId:$f,name:$n}}){id}}",
      { f: folderId, n: `${name} ${index + 1}` },
      token,
    );
    ids.push(created.id);
  }
  return ids;
}
