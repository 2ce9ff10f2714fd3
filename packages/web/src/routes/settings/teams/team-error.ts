import type { CombinedError } from "urql";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { TEAMS_TEXT } from "./teams-text";

const MISSING_TEAM: readonly string[] = [
  TEAMS_TEXT.inviteToMissingTeam,
  TEAMS_TEXT.removeFromMissingTeam,
];

/**
 * A team call's error toast: the spec's prefix and the server's reason, except that a team deleted
 * meanwhile is told with the spec's own per-team sentence alone (§8).
 */
export function teamErrorMessage(prefix: string, error: CombinedError): string {
  const reason = errorText(error);
  return MISSING_TEAM.includes(reason) ? reason : prefixedErrorMessage(prefix, error);
}
