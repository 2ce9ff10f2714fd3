import type { Config } from "./config.js";
import type { Db } from "./db/connection.js";
import type { AiBackend } from "./modules/ai/backends/ai-backend.js";
import { createAiBackend } from "./modules/ai/backends/create-ai-backend.js";
import { type BillingProvider, createBillingProvider } from "./modules/billing/billing-provider.js";
import {
  createDocumentRenderer,
  type DocumentRenderer,
} from "./modules/collab/document-renderer.js";
import { createLiveDocuments, type LiveDocuments } from "./modules/collab/live-documents.js";
import { createLiveEvents, type LiveEvents } from "./modules/collab/live-events.js";
import { createBackendChoice } from "./modules/generations/backend-choice.js";
import { createGenerationRunner } from "./modules/generations/generation-jobs.js";
import { createReadiness, type Readiness } from "./modules/health/readiness.js";
import type { JobRunner } from "./modules/jobs/job-runner.js";
import { type LinkTokens, loadLinkTokens } from "./modules/links/link-tokens.js";
import { createMailer, type Mailer } from "./modules/mail/mailer.js";
import { createRateLimits, type RateLimits } from "./modules/rate-limits/rate-limits.js";
import { createTxtLookup, type TxtLookup } from "./modules/sso/dns-txt.js";
import { loadSsoKey, type SsoKey } from "./modules/sso/sso-key.js";
import { type BlobStore, createBlobStore } from "./modules/storage/blob-store.js";
import { loadUrlSigner, type UrlSigner } from "./modules/storage/url-signer.js";
import {
  createVersionSnapshots,
  type VersionSnapshots,
} from "./modules/versions/version-snapshots.js";

/** What every request handler may use; built once at start-up. */
export interface AppServices {
  config: Config;
  db: Db;
  mailer: Mailer;
  blobs: BlobStore;
  /** Signs thumbnail URLs (modules/workbenches/thumbnail-url.ts). */
  thumbnailSigner: UrlSigner;
  /** Derives share links' tokens from their ids (share-link-tokens.ts). */
  shareLinkSigner: UrlSigner;
  /** Signs the tokens of mailed links (modules/links/link-tokens.ts). */
  linkTokens: LinkTokens;
  /** Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise (modules/billing). */
  billing: BillingProvider;
  /** Thumbnails and PNG export from workbench documents (modules/collab/document-renderer.ts). */
  renderer: DocumentRenderer;
  /** Tells every process with open live documents that rights or workbenches changed. */
  live: LiveEvents;
  /** The workbench documents this process's collaboration server has open. */
  documents: LiveDocuments;
  /** Atomic rate-limit counters: Redis, the database or memory (modules/rate-limits). */
  rateLimits: RateLimits;
  /** Whether this process should get requests: /api/v1/health/ready; main.ts starts draining. */
  readiness: Readiness;
  /** Seals single sign-on flows and workspaces' client secrets (modules/sso/sso-key.ts). */
  ssoKey: SsoKey;
  /** Domain verification's TXT look-ups, through DNS_RESOLVER's servers (modules/sso). */
  lookupTxt: TxtLookup;
  /** AI rendering: the backend a workspace's requests go to (modules/generations). */
  ai: { backendFor(organizationId: string): Promise<AiBackend | null> };
  /** Runs AI requests within their workspaces' slots; started by the app when config.ai.runJobs. */
  jobs: JobRunner;
  /** Workbench version history: the server's snapshots and the ones asked for (modules/versions). */
  versions: VersionSnapshots;
}

/** Needs a migrated database: the URL signing key is read from it. */
export async function createServices(config: Config, db: Db): Promise<AppServices> {
  const blobs = createBlobStore(config.blobDir);
  const live = createLiveEvents(config.redisUrl);
  const documents = createLiveDocuments();
  const ssoKey = await loadSsoKey(db);
  const ai = {
    backendFor: createBackendChoice({ db, config: config.ai, ssoKey, create: createAiBackend }),
  };
  return {
    config,
    db,
    mailer: createMailer(config, db),
    blobs,
    thumbnailSigner: await loadUrlSigner(db, "thumbnail_url_key"),
    shareLinkSigner: await loadUrlSigner(db, "share_link_token_key"),
    linkTokens: await loadLinkTokens(db),
    billing: createBillingProvider(config, db),
    renderer: createDocumentRenderer({ db, blobs, limits: config.render }),
    live,
    documents,
    rateLimits: createRateLimits(config, db),
    readiness: createReadiness(db, config.redisUrl),
    ssoKey,
    lookupTxt: createTxtLookup(config.sso.dnsServers),
    ai,
    jobs: createGenerationRunner({ db, blobs, live, config, ai }, (error) =>
      console.error("AI jobs:", error),
    ),
    versions: createVersionSnapshots({
      db,
      documents,
      config: config.versions,
      onStored: (workbenchId) => live.publish({ kind: "versions-changed", workbenchId }),
      onError: (error, workbenchId) =>
        console.error("versions: snapshot failed", workbenchId, error),
    }),
  };
}
