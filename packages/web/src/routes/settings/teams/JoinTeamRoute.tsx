import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation } from "urql";
import { JoinTeamMutation } from "../../../graphql/documents/teams";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { teamsPaths } from "./teams-paths";
import { TEAMS_TEXT } from "./teams-text";

/**
 * teams/{teamId}/join (§2 Auto-join route): joins once, then opens the team's settings. A
 * 'Conflict' means the user is in already, so it says so and goes on; any other error goes back
 * to the list.
 */
export function JoinTeamRoute() {
  const { organizationId = "", teamId = "" } = useParams();
  const navigate = useNavigate();
  const [, joinTeam] = useMutation(JoinTeamMutation);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const paths = teamsPaths(organizationId);
    void joinTeam({ input: { teamId } }).then((result) => {
      if (!result.error) {
        notifySuccess(TEAMS_TEXT.joined);
      } else if (errorText(result.error).includes("Conflict")) {
        notifySuccess(TEAMS_TEXT.alreadyJoined);
      } else {
        notifyError(prefixedErrorMessage(TEAMS_TEXT.errorJoining, result.error));
        navigate(paths.list, { replace: true });
        return;
      }
      navigate(paths.settings(teamId), { replace: true });
    });
  }, [joinTeam, navigate, organizationId, teamId]);

  return null;
}
