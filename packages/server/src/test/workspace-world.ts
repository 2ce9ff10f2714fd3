import type { Db } from "../db/connection.js";
import type { FolderRow } from "../db/types.js";
import type { ViewerOrganization } from "../modules/organizations/organization-queries.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "./factories.js";
import { buildTeam, draftsRoot, globalRootFolder, joinTeam } from "./file-factories.js";

/** Who asks, in the permission cases of issue 3. */
export const ACTORS = ["admin", "editor", "outsider", "viewer", "stranger"] as const;
export type Actor = (typeof ACTORS)[number];

/** Where the items are. */
export const PLACES = ["everyone", "cars", "secret", "archive", "editorDrafts"] as const;
export type Place = (typeof PLACES)[number];

/**
 * One workspace, "Studio", with every relation the rules distinguish:
 * - admin: ADMIN, created it, joined every team;
 * - editor: EDITOR, joined Everyone, Cars and the archived team, not the private one;
 * - outsider: EDITOR, joined only Everyone (Cars is public but not theirs);
 * - viewer: VIEWER, joined Everyone and Cars;
 * - stranger: ADMIN of another workspace only.
 * Teams: Everyone (global), Cars (public), Secret (private), Archive (public, archived); and the
 * editor's drafts.
 */
export interface World {
  organization: ViewerOrganization;
  otherOrganization: ViewerOrganization;
  users: Record<Actor, BuiltUser>;
  roots: Record<Place, FolderRow>;
  teamIds: Record<"everyone" | "cars" | "secret" | "archive", string>;
}

export async function buildWorld(db: Db): Promise<World> {
  const [admin, editor, outsider, viewer, stranger] = await Promise.all(
    ACTORS.map((actor) => buildUser(db, { name: `The ${actor}` })),
  );
  if (!admin || !editor || !outsider || !viewer || !stranger) throw new Error("no users");
  const organization = await buildOrganization(db, admin.user, { name: "Studio" });
  const otherOrganization = await buildOrganization(db, stranger.user, { name: "Elsewhere" });
  await addMember(db, organization.id, editor.user.id, "EDITOR");
  await addMember(db, organization.id, outsider.user.id, "EDITOR");
  await addMember(db, organization.id, viewer.user.id, "VIEWER");

  const everyone = await globalRootFolder(db, organization.id);
  if (!everyone.team_id) throw new Error("no global team");
  await joinTeam(db, everyone.team_id, [editor.user.id, outsider.user.id, viewer.user.id]);
  const cars = await buildTeam(db, organization.id, {
    name: "Cars",
    memberIds: [admin.user.id, editor.user.id, viewer.user.id],
  });
  const secret = await buildTeam(db, organization.id, {
    name: "Secret",
    publicInOrganization: false,
    memberIds: [admin.user.id],
  });
  const archive = await buildTeam(db, organization.id, {
    name: "Archive",
    archived: true,
    memberIds: [admin.user.id, editor.user.id],
  });
  const editorDrafts = await draftsRoot(db, organization.id, editor.user.id);

  return {
    organization,
    otherOrganization,
    users: { admin, editor, outsider, viewer, stranger },
    roots: { everyone, cars: cars.root, secret: secret.root, archive: archive.root, editorDrafts },
    teamIds: {
      everyone: everyone.team_id,
      cars: cars.team.id,
      secret: secret.team.id,
      archive: archive.team.id,
    },
  };
}

export type Access = "edit" | "view" | "hidden";

/**
 * What each actor may do in each place, written out by hand from the spec (files-and-auth §6,
 * workspace-admin §2 and §6) so that the tests do not merely repeat core's itemAccess.
 */
export const EXPECTED_ACCESS: Record<Place, Record<Actor, Access>> = {
  everyone: { admin: "edit", editor: "edit", outsider: "edit", viewer: "view", stranger: "hidden" },
  cars: { admin: "edit", editor: "edit", outsider: "view", viewer: "view", stranger: "hidden" },
  secret: {
    admin: "edit",
    editor: "hidden",
    outsider: "hidden",
    viewer: "hidden",
    stranger: "hidden",
  },
  archive: { admin: "view", editor: "view", outsider: "view", viewer: "view", stranger: "hidden" },
  editorDrafts: {
    admin: "hidden",
    editor: "edit",
    outsider: "hidden",
    viewer: "hidden",
    stranger: "hidden",
  },
};
