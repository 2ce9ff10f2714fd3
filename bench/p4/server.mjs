// The production server on a free port and a fresh temporary data folder (PGlite and blobs), and
// the account, workspace and workbench that P4 draws on, made through the real API.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on right now: the kernel picks one, we let it go and hand it over. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `packages/server/dist/main.js` as e2e/support/start-server.mjs does (production, its own
 * temporary data folder), on 127.0.0.1. `stop()` ends it and removes the folder.
 */
export async function startServer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "contour-p4-"));
  const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error("the server exited while starting");
      try {
        if ((await fetch(`${base}/api/v1/health`)).ok) break;
      } catch {}
      if (attempt > 600) throw new Error("the server did not start within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, origin: new URL(base).origin, pid: server.pid, stop };
}

async function gql(base, query, variables, token) {
  const headers = { "content-type": "application/json" };
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

/**
 * A user (sign-up link from the dev mailbox, as e2e/support/api.ts's createUserViaApi), a
 * workspace and a workbench in its global team's root folder.
 */
export async function createWorkbench(base, email) {
  await gql(base, "mutation($e:String!){generateRegisterToken(input:{email:$e}){sentByEmail}}", {
    e: email,
  });
  const mails = await (await fetch(`${base}/dev/mailbox.json`)).json();
  const mail = mails.find((candidate) => candidate.to === email);
  const registerToken = /#token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!registerToken) throw new Error(`no sign-up mail to ${email}`);
  const { createUser } = await gql(
    base,
    "mutation($t:String!,$p:String!){createUser(input:{registerToken:$t,password:$p}){authToken user{id}}}",
    { t: registerToken, p: "Sketch1234" },
  );
  const token = createUser.authToken;
  const userId = createUser.user.id;
  await gql(
    base,
    "mutation($id:ID!,$n:String!){updateUser(input:{id:$id,patch:{name:$n}}){id}}",
    { id: userId, n: "Pen Bench" },
    token,
  );
  const { createOrganization } = await gql(
    base,
    "mutation($n:String!){createOrganization(input:{name:$n}){id globalTeam{rootFolder{id}}}}",
    { n: "P4 studio" },
    token,
  );
  const { createWorkbench } = await gql(
    base,
    "mutation($f:ID!,$n:String){createWorkbench(input:{workbench:{folderId:$f,name:$n}}){id}}",
    { f: createOrganization.globalTeam.rootFolder.id, n: "Pen latency" },
    token,
  );
  return { token, userId, workbenchId: createWorkbench.id };
}
