import { can, DRAFTS_TITLE, type Membership, searchWords } from "@contour/core";
import { filesPath } from "../../routes/files/paths";

/** What a command does: go somewhere, or one of the actions the palette runs itself. */
export type CommandEffect =
  | { kind: "go"; to: string }
  | { kind: "new-file" }
  | { kind: "sign-out" };

export interface PaletteCommand {
  id: string;
  label: string;
  /** Words it is also found by. */
  keywords: string;
  effect: CommandEffect;
}

export interface PaletteContext {
  organizationId: string;
  membership: Membership;
  teams: readonly { id: string; name: string }[];
}

/**
 * The commands this user may run in this workspace, by core's rules: the same ones that decide
 * what the dashboard and the settings offer (a Viewer makes no files, only admins invite).
 */
export function paletteCommands({ organizationId, membership, teams }: PaletteContext) {
  const settings = `/settings/organization/${organizationId}`;
  const go = (to: string): CommandEffect => ({ kind: "go", to });
  const commands: (PaletteCommand | false)[] = [
    can(membership, "editContent") && {
      id: "new-file",
      label: "New file",
      keywords: `create workbench drawing ${DRAFTS_TITLE}`,
      effect: { kind: "new-file" },
    },
    {
      id: "home",
      label: "Go to Home",
      keywords: "recent files",
      effect: go(filesPath.home(organizationId)),
    },
    {
      id: "drafts",
      label: `Go to ${DRAFTS_TITLE}`,
      keywords: "drafts",
      effect: go(filesPath.drafts(organizationId)),
    },
    ...teams.map((team) => ({
      id: `team-${team.id}`,
      label: `Go to ${team.name}`,
      keywords: "team",
      effect: go(filesPath.team(team.id)),
    })),
    {
      id: "workspace-settings",
      label: "Open workspace settings",
      keywords: "general organization",
      effect: go(`${settings}/general`),
    },
    can(membership, "inviteMembers") && {
      id: "invite",
      label: "Invite members",
      keywords: "people team organization",
      effect: go(filesPath.membersInvite(organizationId)),
    },
    can(membership, "viewBilling") && {
      id: "billing",
      label: "Open plans & billing",
      keywords: "subscription upgrade settings",
      effect: go(`${settings}/subscription`),
    },
    {
      id: "profile",
      label: "Open profile settings",
      keywords: "account name password",
      effect: go("/settings/account/profile"),
    },
    { id: "sign-out", label: "Sign out", keywords: "log out logout", effect: { kind: "sign-out" } },
  ];
  return commands.filter((command) => command !== false);
}

/** Commands whose label or keywords have a word starting with every word typed, as search does. */
export function matchCommands(commands: readonly PaletteCommand[], text: string): PaletteCommand[] {
  const terms = searchWords(text);
  return commands.filter((command) => {
    const own = searchWords(`${command.label} ${command.keywords}`);
    return terms.every((term) => own.some((word) => word.startsWith(term)));
  });
}
