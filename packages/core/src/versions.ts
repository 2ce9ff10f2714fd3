import type { ItemAccess } from "./access.js";
import { PLAN_FEATURES, type SubscriptionPlan } from "./plans.js";

/** How a version came to be: the server's own snapshots, or one a person named. */
export const VERSION_KINDS = ["AUTO", "NAMED", "BEFORE_RESTORE"] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const VERSION_NAME_MAX_LENGTH = 100;
/** Named versions one workbench may hold: each is kept for long (PLAN_FEATURES). */
export const MAX_NAMED_VERSIONS_PER_WORKBENCH = 100;

export const VERSION_MESSAGES = {
  notFound: "This version does not exist or you cannot see it.",
  nameRequired: "Give the version a name.",
  nameTooLong: `A version's name has at most ${VERSION_NAME_MAX_LENGTH} characters.`,
  tooManyNamed: `This file already has ${MAX_NAMED_VERSIONS_PER_WORKBENCH} named versions. Delete one you no longer need first.`,
  cannotSave: "Only editors of this file can save versions.",
  cannotRestore: "Only editors of this file can restore a version.",
  cannotName: "Only editors of this file can name or delete versions.",
  onlyNamedDeleted:
    "Only named versions can be deleted: the server's own snapshots are kept as long as the plan says.",
  neverOpened: "This file has no drawing yet: open it first.",
} as const;

/** What a member may do with a workbench's history, from their rights on the file. */
export interface VersionAbilities {
  canView: boolean;
  canSave: boolean;
  canRestore: boolean;
  /** Name a version, rename a named one, delete a named one. */
  canName: boolean;
}

/**
 * Whoever sees a file sees its history and previews; whoever may edit it saves versions and
 * restores them (a restore is an edit, shown live to everyone).
 */
export function versionAbilities(access: ItemAccess): VersionAbilities {
  return {
    canView: access.canView,
    canSave: access.canEdit,
    canRestore: access.canEdit,
    canName: access.canEdit,
  };
}

/**
 * Only a named version can be deleted: a person chose to keep it, and may change their mind. The
 * server's own snapshots are the safety net for "what was it like yesterday", kept as the plan
 * says; naming one keeps it as a named version.
 */
export function canDeleteVersion(abilities: VersionAbilities, kind: VersionKind): boolean {
  return abilities.canName && kind === "NAMED";
}

/** The name as stored, or the reason it cannot be. */
export function versionNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return VERSION_MESSAGES.nameRequired;
  if (trimmed.length > VERSION_NAME_MAX_LENGTH) return VERSION_MESSAGES.nameTooLong;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a version of this kind is kept on the plan; null: as long as its file. */
export function versionRetentionDays(plan: SubscriptionPlan, kind: VersionKind): number | null {
  const features = PLAN_FEATURES[plan];
  return kind === "NAMED" ? features.namedVersionRetentionDays : features.versionRetentionDays;
}

/** Versions of this kind made before this moment are purged; null: none are. */
export function versionCutoff(plan: SubscriptionPlan, kind: VersionKind, now: Date): Date | null {
  const days = versionRetentionDays(plan, kind);
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** How a version is called where it has no name: "Version of 3 Dec 2026, 18:40" (UTC). */
export function versionLabel(version: { name: string | null; createdAt: Date }): string {
  if (version.name !== null) return version.name;
  const at = version.createdAt.toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `Version of ${at}`;
}

/** The name of a file opened from a version: "{file} ({version})", cut to `maxLength`. */
export function versionCopyName(fileName: string, label: string, maxLength: number): string {
  return `${fileName} (${label})`.slice(0, maxLength);
}
