import { isWorkspaceAdmin, PRODUCT_NAME } from "@contour/core";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { viewerOfRequest } from "../auth/bearer.js";
import { CSRF_FORM_FIELD, csrfFormToken } from "../auth/browser-session.js";
import { findMembership } from "../organizations/membership.js";
import { sandboxPage } from "./sandbox-page.js";

/** Who may use a sandbox page: an admin of its workspace and, for a checkout, its creator. */
export type SandboxPageOwner =
  /** creatorId is null once the creator's account is deleted: then nobody may. */
  | { kind: "checkout"; organizationId: string; creatorId: string | null }
  | { kind: "portal"; organizationId: string };

export type SandboxAccess =
  | { kind: "allowed"; formProof: string }
  | { kind: "refused"; status: 401 | 403; html: string };

const notSignedIn = (config: Config) =>
  sandboxPage(
    "Sign in to continue",
    `<p>Sign in to ${PRODUCT_NAME} as an admin of this workspace, then open this page again.</p>
<a class="back" href="${config.publicUrl}/auth">Sign in to ${PRODUCT_NAME}</a>`,
  );

const CHECKOUT_REFUSED = sandboxPage(
  "This checkout is not yours",
  "<p>Only the admin who started this checkout can complete it, and only while they are an admin of the workspace.</p>",
);

const PORTAL_REFUSED = sandboxPage(
  "Only admins can manage this plan",
  "<p>Sign in as an admin of this workspace to change its card or cancel its plan.</p>",
);

/**
 * The sandbox's checkout and portal pages stand in for Stripe's, which only the paying admin
 * reaches: here the signed-in user (the session cookie) must be an admin of the workspace and,
 * for a checkout, the one who started it. Anyone else gets a page that says so, not the form.
 */
export async function sandboxAccess(
  db: Db,
  config: Config,
  request: FastifyRequest,
  owner: SandboxPageOwner,
): Promise<SandboxAccess> {
  const viewer = await viewerOfRequest(db, request);
  const token = request.sessionCredential?.token;
  if (!viewer || !token) return { kind: "refused", status: 401, html: notSignedIn(config) };
  const membership = await findMembership(db, viewer.userId, owner.organizationId);
  const isCreator = owner.kind === "portal" || owner.creatorId === viewer.userId;
  if (!membership || !isWorkspaceAdmin(membership) || !isCreator) {
    const html = owner.kind === "portal" ? PORTAL_REFUSED : CHECKOUT_REFUSED;
    return { kind: "refused", status: 403, html };
  }
  return {
    kind: "allowed",
    formProof: `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${csrfFormToken(token)}">`,
  };
}
