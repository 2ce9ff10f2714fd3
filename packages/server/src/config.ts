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
  /** Prefix of the rate-limit counters' keys in Redis (modules/rate-limits). */
  rateLimitPrefix: string;
  /**
   * Every rate limit's allowance times this (1 unless RATE_LIMIT_MULTIPLIER says otherwise): for
   * load tests and benchmarks, where one account sends what a thousand people would.
   */
  rateLimitMultiplier: number;
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
  /** What thumbnails and exports may take (modules/collab/render-pool.ts, docs/security.md). */
  render: RenderLimits;
  /** What live documents and their sockets may take (modules/collab, docs/security.md). */
  collab: CollabLimits;
  /** Deployment-wide single sign-on (modules/sso); a provider is null until configured. */
  sso: SsoConfig;
  /** AI rendering (modules/generations, modules/ai, modules/jobs). */
  ai: AiConfig;
  /** Workbench version history (modules/versions). */
  versions: VersionsConfig;
  /** The Trash's purge (modules/trash/trash-purge.ts, docs/operations.md). */
  trash: TrashConfig;
}

/** When the server snapshots workbenches and purges old versions (docs/operations.md). */
export interface VersionsConfig {
  /** A snapshot is made once a document has been left alone this long… */
  pauseMs: number;
  /** …and at least this often while people draw without such a pause. */
  maxWaitMs: number;
  /** How often each process purges the versions past their plan's retention. */
  purgeIntervalMs: number;
}

export interface TrashConfig {
  /** Whether this process schedules and runs purges (TRASH_PURGE, on by default). */
  runPurge: boolean;
  /** How often it looks for entries past their 30 days (TRASH_PURGE_INTERVAL_MS). */
  purgeIntervalMs: number;
  /** Entries one purge pass deletes at most (TRASH_PURGE_BATCH). */
  purgeBatch: number;
}

/** The deployment's render backend, and how its AI jobs run. */
export interface AiConfig {
  /** COMFYUI_URL, else AUTOMATIC1111_URL; null: no deployment-wide backend. */
  backend: { kind: "comfyui" | "automatic1111"; url: string; token: string | null } | null;
  /**
   * Whether a workspace's own backend may be on a loopback or private address. Off by default:
   * a workspace Admin could otherwise make the server call the machines beside it.
   */
  allowPrivateBackends: boolean;
  /** Whether this process runs AI jobs; off, it only queues them for the processes that do. */
  runJobs: boolean;
  /** AI jobs this process runs at once, whatever the workspaces' slots allow. */
  concurrency: number;
  /** How often an idle runner looks for work, and how long a job's lease lasts. */
  pollIntervalMs: number;
  leaseMs: number;
}

/** The deployment-wide identity providers of the sign-in page's buttons. */
export type SsoProviderName = "google" | "azure";

/** One OpenID Connect client registration at an issuer. */
export interface OidcClientConfig {
  /** The issuer identifier: discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SsoConfig {
  providers: Readonly<Record<SsoProviderName, OidcClientConfig | null>>;
  /** SSO_ALLOW_HTTP_ISSUERS: issuers on plain http (a provider started by the tests only). */
  allowHttpIssuers: boolean;
  /**
   * DNS_RESOLVER: the DNS servers (`127.0.0.1:5353`, comma-separated) that domain verification
   * asks for TXT records; empty, the machine's own resolvers.
   */
  dnsServers: readonly string[];
}

export interface CollabLimits {
  /** A document's stored size (its base, appended updates, updates not stored yet) at most. */
  maxDocumentBytes: number;
  /** One document update at most: below the socket's largest message (16 MiB). */
  maxUpdateBytes: number;
  /** A socket that has not authenticated a document within this long is closed. */
  authTimeoutMs: number;
  /** Sockets one user may have open in this process. */
  maxSocketsPerUser: number;
  /** Sockets one address (`request.ip`) may have open in this process. */
  maxSocketsPerIp: number;
}

/** The socket's largest message (@fastify/websocket's maxPayload). */
export const COLLAB_MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

export interface RenderLimits {
  /** Pixels one render may allocate: its target, its band of layers, its decoded images. */
  maxPixels: number;
  /** Renders at once, each in a worker thread of its own. */
  concurrency: number;
  /** Export requests that may wait for a render; more are refused as busy. */
  queueLimit: number;
  /** A render running longer is stopped (its worker ended), and a request waits no longer. */
  timeoutMs: number;
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

function readPositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return number;
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

function readCollabLimits(env: Env): CollabLimits {
  const maxUpdateBytes = readPositive(
    "COLLAB_MAX_UPDATE_BYTES",
    env.COLLAB_MAX_UPDATE_BYTES,
    8 * 1024 * 1024,
  );
  if (maxUpdateBytes >= COLLAB_MAX_PAYLOAD_BYTES) {
    throw new Error(`COLLAB_MAX_UPDATE_BYTES must be below ${COLLAB_MAX_PAYLOAD_BYTES}`);
  }
  return {
    maxDocumentBytes: readPositive(
      "COLLAB_MAX_DOCUMENT_BYTES",
      env.COLLAB_MAX_DOCUMENT_BYTES,
      32 * 1024 * 1024,
    ),
    maxUpdateBytes,
    authTimeoutMs: readPositive("COLLAB_AUTH_TIMEOUT_MS", env.COLLAB_AUTH_TIMEOUT_MS, 10_000),
    maxSocketsPerUser: readPositive(
      "COLLAB_MAX_SOCKETS_PER_USER",
      env.COLLAB_MAX_SOCKETS_PER_USER,
      40,
    ),
    maxSocketsPerIp: readPositive("COLLAB_MAX_SOCKETS_PER_IP", env.COLLAB_MAX_SOCKETS_PER_IP, 200),
  };
}

const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * A provider is configured by its client id and secret (and, for Entra ID, the tenant's issuer);
 * half a configuration is an error at start, not a button that fails later.
 */
function readOidcClient(
  env: Env,
  prefix: string,
  defaultIssuer: string | null,
): OidcClientConfig | null {
  const clientId = orNull(env[`${prefix}_CLIENT_ID`]);
  const clientSecret = orNull(env[`${prefix}_CLIENT_SECRET`]);
  const issuer = orNull(env[`${prefix}_ISSUER`]) ?? defaultIssuer;
  if (clientId === null && clientSecret === null) return null;
  if (clientId === null || clientSecret === null || issuer === null) {
    throw new Error(
      `${prefix}_CLIENT_ID, ${prefix}_CLIENT_SECRET${defaultIssuer === null ? ` and ${prefix}_ISSUER` : ""} must be set together`,
    );
  }
  try {
    new URL(issuer);
  } catch {
    throw new Error(`${prefix}_ISSUER must be a URL, got "${issuer}"`);
  }
  // Exactly as given: discovery compares it with what the issuer announces, character by character.
  return { issuer, clientId, clientSecret };
}

function readSsoConfig(env: Env): SsoConfig {
  return {
    providers: {
      google: readOidcClient(env, "SSO_GOOGLE", GOOGLE_ISSUER),
      azure: readOidcClient(env, "SSO_AZURE", null),
    },
    allowHttpIssuers: readFlag(env.SSO_ALLOW_HTTP_ISSUERS),
    dnsServers: (env.DNS_RESOLVER ?? "")
      .split(",")
      .map((server) => server.trim())
      .filter((server) => server !== ""),
  };
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
    rateLimitPrefix: orNull(env.RATE_LIMIT_PREFIX) ?? "contour:rl",
    rateLimitMultiplier: readPositive("RATE_LIMIT_MULTIPLIER", env.RATE_LIMIT_MULTIPLIER, 1),
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
    render: {
      maxPixels: readPositive("RENDER_MAX_PIXELS", env.RENDER_MAX_PIXELS, 160_000_000),
      concurrency: readPositive("RENDER_CONCURRENCY", env.RENDER_CONCURRENCY, 1),
      queueLimit: readPositive("RENDER_QUEUE_LIMIT", env.RENDER_QUEUE_LIMIT, 8),
      timeoutMs: readPositive("RENDER_TIMEOUT_MS", env.RENDER_TIMEOUT_MS, 120_000),
    },
    collab: readCollabLimits(env),
    sso: readSsoConfig(env),
    ai: readAiConfig(env),
    versions: {
      pauseMs: readPositive("VERSION_PAUSE_MS", env.VERSION_PAUSE_MS, 60_000),
      maxWaitMs: readPositive("VERSION_MAX_WAIT_MS", env.VERSION_MAX_WAIT_MS, 5 * 60_000),
      purgeIntervalMs: readPositive(
        "VERSION_PURGE_INTERVAL_MS",
        env.VERSION_PURGE_INTERVAL_MS,
        60 * 60_000,
      ),
    },
    trash: {
      runPurge: env.TRASH_PURGE === undefined ? true : readFlag(env.TRASH_PURGE),
      purgeIntervalMs: readPositive(
        "TRASH_PURGE_INTERVAL_MS",
        env.TRASH_PURGE_INTERVAL_MS,
        3_600_000,
      ),
      purgeBatch: readPositive("TRASH_PURGE_BATCH", env.TRASH_PURGE_BATCH, 100),
    },
  };
}

function readBackendUrl(name: string, value: string | undefined): string | null {
  const url = orNull(value);
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be a URL, got "${url}"`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new Error(`${name} must be an http or https URL, got "${url}"`);
  return url.replace(/\/$/, "");
}

function readAiConfig(env: Env): AiConfig {
  const comfyui = readBackendUrl("COMFYUI_URL", env.COMFYUI_URL);
  const automatic1111 = readBackendUrl("AUTOMATIC1111_URL", env.AUTOMATIC1111_URL);
  const backend =
    comfyui !== null
      ? { kind: "comfyui" as const, url: comfyui, token: orNull(env.COMFYUI_TOKEN) }
      : automatic1111 !== null
        ? {
            kind: "automatic1111" as const,
            url: automatic1111,
            token: orNull(env.AUTOMATIC1111_TOKEN),
          }
        : null;
  return {
    backend,
    allowPrivateBackends: readFlag(env.AI_ALLOW_PRIVATE_BACKENDS),
    runJobs: env.AI_RUN_JOBS === undefined ? true : readFlag(env.AI_RUN_JOBS),
    concurrency: readPositive("AI_CONCURRENCY", env.AI_CONCURRENCY, 4),
    pollIntervalMs: readPositive("AI_POLL_INTERVAL_MS", env.AI_POLL_INTERVAL_MS, 1_000),
    leaseMs: readPositive("AI_LEASE_MS", env.AI_LEASE_MS, 30_000),
  };
}
