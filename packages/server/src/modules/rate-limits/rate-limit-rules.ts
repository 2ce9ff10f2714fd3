import { MENTION_MAILS_PER_HOUR } from "@contour/core";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One limit: at most `points` in a fixed window of `duration` seconds, per key. */
export interface RateLimitRule {
  points: number;
  /** Seconds. */
  duration: number;
  /** Once over the limit, refused for this many seconds, even if the window ends sooner. */
  blockDuration?: number;
  /**
   * Where the counters live when there is no Redis (with REDIS_URL they all live there): in the
   * database, so that a restart does not hand out a new allowance, or in this process's memory,
   * for the limits counted on every request, where a database write each time would cost more
   * than the limit saves (docs/decisions.md, "Issue 15: rate limits").
   */
  withoutRedis: "database" | "memory";
  /** What the refused person reads, given when to try again ("in 15 minutes"). */
  message: (retry: string) => string;
}

/**
 * Every rate limit, with the reason for its number; docs/security.md ("Rate limits") lists them
 * for people. Keys: an email, an account, a workspace or a user id, or an IP (ipKey).
 */
export const RATE_LIMITS = {
  /** nextLoginStep, per IP: a person types an email a few times; 60 is a shared office's morning. */
  signInStepPerIp: {
    points: 60,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many sign-in attempts from your network. Please try again ${retry}.`,
  },
  /** nextLoginStep, per email: it tells whether an account exists; 20 is far beyond typos. */
  signInStepPerEmail: {
    points: 20,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many sign-in attempts for this email. Please try again ${retry}.`,
  },
  /**
   * Single sign-on redirects to an issuer, per IP: each is a sign-in started, so as many as the
   * email step allows (an office's morning), with room for a tab opened twice.
   */
  ssoStartsPerIp: {
    points: 60,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many sign-in attempts from your network. Please try again ${retry}.`,
  },
  /**
   * Single sign-on callbacks, per IP: each calls the issuer's token endpoint (and maybe its
   * keys and userinfo) and writes a session; one per sign-in started.
   */
  ssoCallbacksPerIp: {
    points: 60,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many sign-in attempts from your network. Please try again ${retry}.`,
  },
  /**
   * Personal access tokens made, per user: a developer setting up a script or a CI job makes a
   * few; 10 an hour stops a script (or a stolen session) from minting tokens in bulk.
   */
  apiTokenCreationsPerUser: {
    points: 10,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `Too many tokens created. Please try again ${retry}.`,
  },
  /**
   * Domain verification checks, per workspace: each asks a DNS server. An admin who has just
   * added the record and checks again while it spreads clicks a few times, never 20 in an hour.
   */
  domainChecksPerOrganization: {
    points: 20,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `Too many domain checks for this workspace. Please try again ${retry}.`,
  },
  /**
   * "Test connection" of a workspace's render backend, per workspace: each opens a connection to
   * an address an Admin chose. An Admin setting one up tests it a few times, never 20 in an hour.
   */
  aiBackendChecksPerOrganization: {
    points: 20,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `Too many backend tests for this workspace. Please try again ${retry}.`,
  },
  /**
   * New comment threads, per author: each checks that its artboard is in the file, which reads
   * the file's stored document when this process does not have it open. A review pass pins a
   * comment every few seconds at most.
   */
  commentThreadsPerUser: {
    points: 120,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `You have pinned too many comments. Please try again ${retry}.`,
  },
  /**
   * Mentions in comments, per author across workspaces: each is a mail and a notification. A
   * review pass mentioning a colleague or two per comment stays far below MENTION_MAILS_PER_HOUR.
   */
  mentionMailsPerUser: {
    points: MENTION_MAILS_PER_HOUR,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `You have mentioned people too often. Please try again ${retry}.`,
  },
  /**
   * login and changePassword, per account: every attempt is counted before argon2 runs and given
   * back when the password was right, so at most 5 wrong passwords are ever checked in 15
   * minutes, however many arrive at once. Then the account is locked for 15 minutes.
   */
  failedSignInPerAccount: {
    points: 5,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) =>
      `Too many failed sign-in attempts for this account. Please try again ${retry} or reset your password.`,
  },
  /** login, per IP, counted the same way: one address guessing across many accounts. */
  failedSignInPerIp: {
    points: 30,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) =>
      `Too many failed sign-in attempts from your network. Please try again ${retry}.`,
  },
  /** generateRegisterToken, per email: 3 mails an hour covers a lost or slow first one. */
  signUpMailPerEmail: {
    points: 3,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) =>
      `We already sent several emails to this address. Please check your inbox or try again ${retry}.`,
  },
  /** generateRegisterToken, per IP (addresses with an account count too: no free probing). */
  signUpMailPerIp: {
    points: 20,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `Too many sign-up requests from your network. Please try again ${retry}.`,
  },
  /** forgotPassword, per email: as for sign-up mails. */
  resetMailPerEmail: {
    points: 3,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) =>
      `We already sent several reset emails to this address. Please check your inbox or try again ${retry}.`,
  },
  /** forgotPassword, per IP. */
  resetMailPerIp: {
    points: 20,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) =>
      `Too many password reset requests from your network. Please try again ${retry}.`,
  },
  /**
   * Invite mails (createOrganizationInvite, inviteToTeam), per inviting user and day, across
   * workspaces: an admin onboarding a whole studio in a day; more waits for tomorrow.
   */
  invitesPerUser: {
    points: 200,
    duration: DAY,
    withoutRedis: "database",
    message: (retry) =>
      `You have sent as many invites as you can in a day. Please try again ${retry}.`,
  },
  /**
   * Invite mails per FREE workspace and day. FREE has two editor seats, so more than 20 new people
   * in a day is not a team getting started; it is how a new workspace would send spam.
   */
  invitesPerFreeWorkspace: {
    points: 20,
    duration: DAY,
    withoutRedis: "database",
    message: (retry) =>
      `This workspace has sent as many invites as a Free plan allows in a day. Please try again ${retry}.`,
  },
  /** Invite mails per paid workspace and day: a company's onboarding. */
  invitesPerPaidWorkspace: {
    points: 200,
    duration: DAY,
    withoutRedis: "database",
    message: (retry) =>
      `This workspace has sent as many invites as it can in a day. Please try again ${retry}.`,
  },
  /**
   * Every GraphQL request of a signed-in user: a designer's busiest session (clicking through
   * folders, each page a handful of queries) stays under 200 a minute; 1,200 is 20 a second.
   */
  graphqlPerUser: {
    points: 1200,
    duration: MINUTE,
    withoutRedis: "memory",
    message: (retry) => `Too many requests. Please slow down and try again ${retry}.`,
  },
  /** Every GraphQL request per IP, signed in or not: room for a busy office behind one address. */
  graphqlPerIp: {
    points: 3000,
    duration: MINUTE,
    withoutRedis: "memory",
    message: (retry) =>
      `Too many requests from your network. Please slow down and try again ${retry}.`,
  },
  /**
   * Image uploads (placed images, logos, thumbnails), per user (per IP for a visitor, who is then
   * refused anyway): dropping a folder of 50 references twice in ten minutes still passes.
   */
  uploads: {
    points: 100,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many uploads. Please try again ${retry}.`,
  },
  /** PNG exports, per user: each is a render; a designer exports a file layer by layer. */
  exports: {
    points: 60,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many exports. Please try again ${retry}.`,
  },
  /**
   * Saving and restoring workbench versions, per user: each stores a whole drawing. A review
   * saves a few, a designer trying restores goes back and forth a few dozen times.
   */
  versionWrites: {
    points: 60,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many versions saved or restored. Please try again ${retry}.`,
  },
  /**
   * Version previews, per user: each is a render (cached by the browser, a version never
   * changes); a history panel shows a few dozen, scrolled through.
   */
  versionPreviews: {
    points: 300,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many previews. Please try again ${retry}.`,
  },
  /**
   * Opening the collaboration socket, per IP (the upgrade carries no session yet): a tab per
   * open file plus reconnects after a dropped network, for an office behind one address.
   */
  collabConnects: {
    points: 600,
    duration: MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many connections from your network. Please try again ${retry}.`,
  },
  /**
   * openShareLink, per IP: each open reads the link and writes its last-opened time; a client's
   * meeting room opening a link on every screen, reloads included, stays far below. Guessing a
   * 256-bit token is hopeless anyway; this bounds the work of trying.
   */
  shareLinkOpensPerIp: {
    points: 120,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many links opened from your network. Please try again ${retry}.`,
  },
  /**
   * A share link's password, per link, counted before argon2 and given back when right (as
   * sign-in's): 10 wrong passwords in 15 minutes, then the link refuses passwords for 15 minutes.
   */
  failedShareLinkPasswordPerLink: {
    points: 10,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many wrong passwords for this link. Please try again ${retry}.`,
  },
  /** …and per IP: one address guessing across many links. */
  failedShareLinkPasswordPerIp: {
    points: 30,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many wrong passwords from your network. Please try again ${retry}.`,
  },
  /**
   * A link's images, per IP: each request reads a blob and, for an image it does not know, the
   * file's stored document. Anyone with no account can ask; a visitor loads each image once an
   * open, so 30 images opened 40 times stay below.
   */
  shareLinkImagesPerIp: {
    points: 1200,
    duration: 15 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many images asked for from your network. Please try again ${retry}.`,
  },
  /** createShareLink, per user: a designer shares a few files a day; 30 an hour is a script. */
  shareLinkCreatesPerUser: {
    points: 30,
    duration: HOUR,
    withoutRedis: "database",
    message: (retry) => `Too many share links made. Please try again ${retry}.`,
  },
  /** Error reports from browsers, per IP: a broken page in a loop must not fill the logs. */
  clientErrors: {
    points: 30,
    duration: 10 * MINUTE,
    withoutRedis: "database",
    message: (retry) => `Too many error reports from your network. Please try again ${retry}.`,
  },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
