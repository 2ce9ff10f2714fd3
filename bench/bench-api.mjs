// The GraphQL calls benchmarks make against a production server of their own: wait for it, sign
// an account up through the dev mailbox, make a workspace. Shared by dashboard.mjs and search.mjs.

/** Calls against the server at `base` (http://127.0.0.1:port). */
export function benchApi(base) {
  async function waitForHealth(server) {
    for (let attempt = 0; attempt < 3000; attempt++) {
      if (server.exitCode !== null) throw new Error("server exited");
      try {
        if ((await fetch(`${base}/api/v1/health`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("server did not start");
  }

  async function post(body, token) {
    const headers = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${base}/graphql`, { method: "POST", headers, body });
    const result = await response.json();
    if (!response.ok || result.errors) {
      throw new Error(
        `${response.status} ${JSON.stringify(result.errors ?? result).slice(0, 300)}`,
      );
    }
    return result.data;
  }

  const gql = (query, variables, token) => post(JSON.stringify({ query, variables }), token);

  /** A new account through the dev mailbox, as bench/auth-latency.mjs makes them. */
  async function signUp(email, password) {
    await gql("mutation($e:String!){generateRegisterToken(input:{email:$e}){sentByEmail}}", {
      e: email,
    });
    const mails = await (await fetch(`${base}/dev/mailbox.json`)).json();
    const token = /#token=([\w-]+)/.exec(mails.find((mail) => mail.to === email).text)[1];
    const { createUser } = await gql(
      "mutation($t:String!,$p:String!){createUser(input:{registerToken:$t,password:$p}){authToken user{id}}}",
      { t: token, p: password },
    );
    return { token: createUser.authToken, userId: createUser.user.id };
  }

  /** Admin of a new workspace made through the API: its global team and that team's root folder. */
  async function createWorkspace(token) {
    const { createOrganization } = await gql(
      "mutation($n:String!){createOrganization(input:{name:$n}){id globalTeam{id rootFolder{id}}}}",
      { n: "Bench studio" },
      token,
    );
    return {
      organizationId: createOrganization.id,
      teamId: createOrganization.globalTeam.id,
      rootFolderId: createOrganization.globalTeam.rootFolder.id,
    };
  }

  return { waitForHealth, post, gql, signUp, createWorkspace };
}
