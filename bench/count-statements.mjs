// Counts the SQL statements one GraphQL request runs, as packages/server/src/test/database.ts
// does: the built server in this process, its Kysely log called once per statement, BEGIN,
// COMMIT and ROLLBACK left out. Needs `npm run build`.
import path from "node:path";

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * Sends each operation twice through `app.inject` and returns the statements of each send: the
 * first may differ (a session touched, a cache filled); the second is the steady state.
 */
export async function countStatements({ root, databaseUrl, dataDir, token, operations }) {
  const dist = path.join(root, "packages/server/dist");
  const { openDatabase } = await import(path.join(dist, "db/connection.js"));
  const { loadConfig } = await import(path.join(dist, "config.js"));
  const { createServices } = await import(path.join(dist, "services.js"));
  const { buildApp } = await import(path.join(dist, "http/app.js"));

  let count = 0;
  const statements = [];
  const log = (event) => {
    if (TRANSACTION_CONTROL.test(event.query.sql)) return;
    count += 1;
    statements.push(event.query.sql);
  };
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  });
  const db = await openDatabase({ kind: "postgres", url: databaseUrl }, { log });
  const app = await buildApp(await createServices(config, db));
  try {
    const results = [];
    for (const operation of operations) {
      const sends = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        count = 0;
        statements.length = 0;
        const response = await app.inject({
          method: "POST",
          url: "/graphql",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          payload: operation.body(attempt),
        });
        const body = response.json();
        if (response.statusCode !== 200 || body.errors) {
          throw new Error(
            `${operation.name}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        }
        sends.push({ count, statements: [...statements] });
      }
      results.push({ name: operation.name, first: sends[0].count, steady: sends[1].count, sends });
    }
    return results;
  } finally {
    await app.close();
    await db.destroy();
  }
}
