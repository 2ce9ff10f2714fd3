import type { SubscriptionPlan } from "@contour/core";
import type { Db } from "../db/connection.js";
import type { FolderRow, ShareLinkRow, WorkbenchRow } from "../db/types.js";
import type { MatrixActor, MatrixTarget } from "../graphql/authorization-matrix.js";
import { setWhiteLabelIcon } from "../modules/admin/white-label-icon.js";
import { hashSecretToken, newSecretToken } from "../modules/auth/secret-token.js";
import { sandboxSubscription } from "../modules/billing/sandbox-subscription.js";
import { saveSubscription } from "../modules/billing/save-subscription.js";
import {
  requireLogoEditor,
  setOrganizationLogo,
} from "../modules/organizations/organization-logo.js";
import { recordImageUpload } from "../modules/workbench-images/image-access.js";
import { imageKey } from "../modules/workbench-images/image-key.js";
import { replaceThumbnail } from "../modules/workbenches/set-thumbnail.js";
import type { AppServices } from "../services.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "./factories.js";
import { buildFolder, buildWorkbench, globalRootFolder, joinTeam } from "./file-factories.js";

/** The callers with an account (anonymous and the link's holder have none). */
export type SignedInActor = Exclude<MatrixActor, "anonymous" | "link">;

/** One workspace of the matrix, with the things its calls name. */
export interface MatrixWorkspace {
  organizationId: string;
  /** Its admin: the home Admin, or the stranger away. */
  owner: BuiltUser;
  /** The global team, which every member belongs to, and its root folder. */
  teamId: string;
  root: FolderRow;
  folder: FolderRow;
  workbench: WorkbenchRow;
}

/** The link the link column holds: home's file, made by home's Editor, no password. */
export interface MatrixLink {
  row: ShareLinkRow;
  /** The secret of `/s/<token>`. */
  token: string;
}

export interface MatrixWorld {
  users: Record<SignedInActor, BuiltUser>;
  home: MatrixWorkspace;
  away: MatrixWorkspace;
  link: MatrixLink;
}

async function buildWorkspace(
  db: Db,
  owner: BuiltUser,
  name: string,
  plan: SubscriptionPlan,
): Promise<MatrixWorkspace> {
  const organization = await buildOrganization(db, owner.user, { name });
  // A paid subscription, so that its management portal has something to manage.
  if (plan === "PRO" || plan === "ORGANIZATION") {
    const snapshot = sandboxSubscription({
      checkoutId: organization.id,
      organizationId: organization.id,
      customerId: null,
      plan,
      seats: 3,
      unitAmountCents: 1000,
      billingEmail: owner.user.email,
    });
    await db.transaction().execute((trx) => saveSubscription(trx, organization.id, snapshot));
  } else {
    await db
      .updateTable("organizations")
      .set({ subscription_plan: plan })
      .where("id", "=", organization.id)
      .execute();
  }
  const root = await globalRootFolder(db, organization.id);
  if (!root.team_id) throw new Error("no global team");
  const folder = await buildFolder(db, root, { name: "Concepts" });
  const workbench = await buildWorkbench(db, root, { name: "Roadster" });
  return { organizationId: organization.id, owner, teamId: root.team_id, root, folder, workbench };
}

/**
 * Home (an Admin, an Editor and a Viewer, all in its global team) and away (the stranger's), both
 * on the plan asked for (ORGANIZATION unless said: no plan limit hides a permission), staff, and
 * a share link to home's file.
 */
export async function buildMatrixWorld(
  db: Db,
  { plan = "ORGANIZATION" }: { plan?: SubscriptionPlan } = {},
): Promise<MatrixWorld> {
  const [stranger, viewer, editor, admin, staff] = await Promise.all(
    (["stranger", "viewer", "editor", "admin", "staff"] as const).map((actor) =>
      buildUser(db, { name: `The ${actor}`, isAdmin: actor === "staff" }),
    ),
  );
  if (!stranger || !viewer || !editor || !admin || !staff) throw new Error("no users");
  const users = { stranger, viewer, editor, admin, staff };
  const [home, away] = await Promise.all([
    buildWorkspaceOf(db, users, "home", plan),
    buildWorkspaceOf(db, users, "away", plan),
  ]);
  return { users, home, away, link: await buildMatrixLink(db, home, editor) };
}

async function buildMatrixLink(
  db: Db,
  workspace: MatrixWorkspace,
  creator: BuiltUser,
): Promise<MatrixLink> {
  const token = newSecretToken();
  const row = await db
    .insertInto("share_links")
    .values({
      organization_id: workspace.organizationId,
      workbench_id: workspace.workbench.id,
      token_hash: hashSecretToken(token),
      created_by: creator.user.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/**
 * The home or the away workspace of these users: for a call that changes the workspace itself
 * (quitting it, deleting it, paying for it), a copy made for that one call.
 */
export async function buildWorkspaceOf(
  db: Db,
  users: MatrixWorld["users"],
  target: MatrixTarget,
  plan: SubscriptionPlan = "ORGANIZATION",
): Promise<MatrixWorkspace> {
  if (target === "away") return buildWorkspace(db, users.stranger, "Away", plan);
  const home = await buildWorkspace(db, users.admin, "Home", plan);
  await addMember(db, home.organizationId, users.editor.user.id, "EDITOR");
  await addMember(db, home.organizationId, users.viewer.user.id, "VIEWER");
  await joinTeam(db, home.teamId, [users.editor.user.id, users.viewer.user.id]);
  return home;
}

/** A 1×1 PNG, the smallest image every image route takes. */
export const MATRIX_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The image uploaded to each workspace's workbench by addMatrixImages (blob ids are unique). */
export function matrixImageBlobId(workspace: MatrixWorkspace): string {
  return `${workspace.workbench.id}.png`;
}

/**
 * Each workspace's logo and white-label icon, its workbench's thumbnail and a placed image, for
 * the image routes.
 */
export async function addMatrixImages(services: AppServices, world: MatrixWorld): Promise<void> {
  const png = { mimeType: "image/png", extension: "png" } as const;
  for (const workspace of [world.home, world.away]) {
    const editor = await requireLogoEditor(
      services.db,
      workspace.owner.user.id,
      workspace.organizationId,
    );
    await setOrganizationLogo(services.db, services.blobs, editor, {
      bytes: MATRIX_PNG,
      type: png,
    });
    await setWhiteLabelIcon(
      services.db,
      services.blobs,
      world.users.staff.user.id,
      workspace.organizationId,
      { bytes: MATRIX_PNG, type: png },
    );
    await replaceThumbnail(services.db, services.blobs, workspace.workbench.id, MATRIX_PNG, "png");
    const blobId = matrixImageBlobId(workspace);
    await services.blobs.put(imageKey(workspace.organizationId, blobId), MATRIX_PNG);
    await recordImageUpload(services.db, workspace.workbench, blobId);
  }
}
