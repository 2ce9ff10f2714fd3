import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import { UpdateTeamMutation } from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import { TEAMS_TEXT } from "./teams-text";

/** The §8 toasts of one place that archives and restores teams. */
export type ArchivalTexts = {
  archived: string;
  restored: string;
  errorArchiving: string;
  errorRestoring: string;
};

/** The Teams list's quick action speaks of archiving and un-archiving. */
export const LIST_ARCHIVAL_TEXTS: ArchivalTexts = {
  archived: TEAMS_TEXT.archived,
  restored: TEAMS_TEXT.unarchived,
  errorArchiving: TEAMS_TEXT.errorArchiving,
  errorRestoring: TEAMS_TEXT.errorRestoring,
};

/** The team's settings change its archival state, as they change its name and visibility. */
export const SETTINGS_ARCHIVAL_TEXTS: ArchivalTexts = {
  archived: TEAMS_TEXT.archived,
  restored: TEAMS_TEXT.restored,
  errorArchiving: TEAMS_TEXT.errorArchivalState,
  errorRestoring: TEAMS_TEXT.errorArchivalState,
};

/**
 * Archive or restore a team (§6: admins, plan-gated: the limit warning when the plan lacks
 * teamArchival), with the toasts of the place it is done from.
 */
export function useTeamArchival(organizationId: string, texts: ArchivalTexts) {
  const navigate = useNavigate();
  const [updating, updateTeam] = useMutation(UpdateTeamMutation);

  /** Archiving asks first: it hides the team and stops every edit of its files. */
  async function setArchived(team: { id: string; name: string }, archived: boolean): Promise<void> {
    if (archived) {
      const confirmed = await confirmAction({
        title: `Archive ${team.name}?`,
        message:
          "The team leaves the sidebar and its files become read only for everyone until an admin restores it.",
        confirm: "Archive team",
      });
      if (!confirmed) return;
    }
    const result = await updateTeam({ input: { id: team.id, patch: { archived } } });
    if (result.error) {
      if (!notifyLimitError(result.error, organizationId, navigate)) {
        const prefix = archived ? texts.errorArchiving : texts.errorRestoring;
        notifyError(prefixedErrorMessage(prefix, result.error));
      }
      return;
    }
    notifySuccess(archived ? texts.archived : texts.restored);
  }

  return { setArchived, busy: updating.fetching };
}
