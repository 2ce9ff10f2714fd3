// Measures the API's sign-in path on this machine: `login` (argon2id verify + session + access
// log) and an authenticated `currentUser` query (session lookup), each at a fixed concurrency.
// Usage: npm run build && node bench/auth-latency.mjs [--requests 400] [--concurrency 8]
// Runs the production server on a temporary PGlite (or on DATABASE_URL's server, in a new
// database it drops afterwards) on port 3200, and only talks to 127.0.0.1.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "8" },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");

const dataDir = await mkdtemp(path.join(tmpdir(), "contour-bench-"));
const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    TRUST_PROXY: "true",
  },
  stdio: "inherit",
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

let ipCounter = 0;
async function gql(query, variables, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  // A new documentation address per request keeps the per-IP limits out of the measurement.
  ipCounter++;
  headers["x-forwarded-for"] = `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

async function signUp(email, password) {
  await gql("mutation($e:String!){generateRegisterToken(input:{email:$e}){sentByEmail}}", {
    e: email,
  });
  const mails = await (await fetch(`${BASE}/dev/mailbox.json`)).json();
  const token = /#token=([\w-]+)/.exec(mails.find((mail) => mail.to === email).text)[1];
  await gql(
    "mutation($t:String!,$p:String!){createUser(input:{registerToken:$t,password:$p}){authToken}}",
    { t: token, p: password },
  );
}

async function measure(label, count, operation) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        await operation(index);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(
    `${label.padEnd(22)} n=${count} c=${CONCURRENCY}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  ${(count / seconds).toFixed(0)} req/s  load-generator CPU ${(((cpu.user + cpu.system) / 1e6 / seconds) * 100).toFixed(0)}%`,
  );
}

try {
  await waitForHealth();
  console.log(
    `Contour auth benchmark · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version}`,
  );
  const users = Array.from({ length: 20 }, (_, index) => `bench-${index}@example.com`);
  const password = "Sketch1234";
  for (const email of users) await signUp(email, password);
  const login = (index) =>
    gql("mutation($e:String!,$p:String!){login(input:{email:$e,password:$p}){authToken}}", {
      e: users[index % users.length],
      p: password,
    });
  const { login: session } = await login(0);
  await measure("login", REQUESTS, login);
  await measure("currentUser (bearer)", REQUESTS * 5, () =>
    gql("{currentUser{id email organizations{totalCount}}}", {}, session.authToken),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
