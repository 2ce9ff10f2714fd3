import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import { JoinTeamMutation, RemoveUserFromTeamMutation } from "../../../graphql/documents/teams";
import { useCurrentUser } from "../../../lib/current-user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { TEAMS_TEXT } from "./teams-text";

/** 'Join Team' and leaving (§6: any member), with the §8 toasts; each answers whether it worked. */
export function useTeamMembership() {
  const user = useCurrentUser();
  const [joining, join] = useMutation(JoinTeamMutation);
  const [leaving, remove] = useMutation(RemoveUserFromTeamMutation);

  async function handleJoin(teamId: string): Promise<boolean> {
    const result = await join({ input: { teamId } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorJoining, result.error));
      return false;
    }
    notifySuccess(TEAMS_TEXT.joined);
    return true;
  }

  /** Leaving a private team asks first: only an admin can add the person again. */
  async function handleLeave(team: {
    id: string;
    name: string;
    publicInOrganization: boolean;
  }): Promise<boolean> {
    if (!team.publicInOrganization) {
      const confirmed = await confirmAction({
        title: `Leave ${team.name}?`,
        message: "This team is invite only: to come back, you will need an admin to add you again.",
        confirm: "Leave team",
        destructive: true,
      });
      if (!confirmed) return false;
    }
    const result = await remove({ input: { teamId: team.id, userId: user.id } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorLeaving, result.error));
      return false;
    }
    notifySuccess(TEAMS_TEXT.left);
    return true;
  }

  return { handleJoin, handleLeave, busy: joining.fetching || leaving.fetching };
}
