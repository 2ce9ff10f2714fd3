import path from "node:path";

/** Everything the server reads from its environment, with the defaults of docs/operations.md. */
export interface Config {
  port: number;
  host: string;
  /** The address users reach, used in mailed links. */
  publicUrl: string;
  /**
   * Origins besides PUBLIC_URL's whose pages may open the collaboration socket (the Vite dev
   * server, another front-end address); checked with `isAllowedOrigin` (modules/collab).
   */
  allowedOrigins: readonly string[];
  dataDir: string;
  /** Uploaded thumbnails and other files; a folder under dataDir unless BLOB_DIR says otherwise. */
  blobDir: string;
  /** Unset means the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /**
   * Set, several processes share live documents (the Hocuspocus Redis extension) and the events
   * that re-check open connections' rights; unset, one process does it alone.
   */
  redisUrl: string | null;
  /** Unset means mail goes to the outbox table and /dev/mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string;
  logLevel: string;
  /** NODE_ENV=production: no GraphiQL, no GraphQL introspection and no field suggestions. */
  production: boolean;
  trustProxy: boolean;
  /** Deployments that provision workspaces themselves can stop users from creating them. */
  blockCreateOrganization: boolean;
  /** Accounts made with these emails are Contour staff (isAdmin): how the first one exists. */
  adminEmails: ReadonlySet<string>;
  /** Unset means the built-in sandbox billing provider (modules/billing). */
  stripeSecretKey: string | null;
  /** Verifies the signature of Stripe's webhook calls. */
  stripeWebhookSecret: string | null;
  /** Another address for the Stripe API (tests, a mock): protocol, host and port only. */
  stripeApiBase: string | null;
}

type Env = Record<string, string | undefined>;

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function readFlag(value: string | undefined): boolean {
  return value === "1" || value?.toLowerCase() === "true";
}

function readEmails(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

/** Comma-separated URLs, each reduced to its origin (`https://draw.example.com`). */
function readOrigins(value: string | undefined): readonly string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`ALLOWED_ORIGINS must list URLs, got "${entry}"`);
      }
    });
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export function loadConfig(env: Env = process.env): Config {
  const port = readPort(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data"));
  return {
    port,
    host: env.HOST ?? "localhost",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    allowedOrigins: readOrigins(env.ALLOWED_ORIGINS),
    dataDir,
    blobDir: path.resolve(orNull(env.BLOB_DIR) ?? path.join(dataDir, "blobs")),
    databaseUrl: orNull(env.DATABASE_URL),
    redisUrl: orNull(env.REDIS_URL),
    smtpUrl: orNull(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? "Contour <no-reply@contour.local>",
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "packages/web/dist")),
    logLevel: env.LOG_LEVEL ?? "info",
    production: env.NODE_ENV === "production",
    trustProxy: readFlag(env.TRUST_PROXY),
    blockCreateOrganization: readFlag(env.BLOCK_CREATE_ORGANIZATION),
    adminEmails: readEmails(env.ADMIN_EMAILS),
    stripeSecretKey: orNull(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: orNull(env.STRIPE_WEBHOOK_SECRET),
    stripeApiBase: orNull(env.STRIPE_API_BASE),
  };
}
