import { Input, SegmentedControl } from "@mantine/core";
import { useMutation } from "urql";
import { type TeamDetail, UpdateTeamMutation } from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { TEAMS_TEXT, VISIBILITY_HINT, VISIBILITY_LABEL } from "./teams-text";

/** Public ('All Workspace') or private ('Invite Only'), saved on change (§2). */
export function TeamVisibilityControl({ team }: { team: TeamDetail }) {
  const [updating, updateTeam] = useMutation(UpdateTeamMutation);

  async function handleChange(value: string) {
    const publicInOrganization = value === "public";
    if (publicInOrganization === team.publicInOrganization) return;
    const result = await updateTeam({ input: { id: team.id, patch: { publicInOrganization } } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorVisibility, result.error));
      return;
    }
    notifySuccess(TEAMS_TEXT.visibilityChanged);
  }

  return (
    <Input.Wrapper
      label="Visibility"
      description={VISIBILITY_HINT[team.publicInOrganization ? "public" : "private"]}
    >
      <SegmentedControl
        aria-label="Visibility"
        mt={6}
        display="flex"
        w="fit-content"
        disabled={updating.fetching}
        value={team.publicInOrganization ? "public" : "private"}
        onChange={(value) => void handleChange(value)}
        data={[
          { value: "public", label: VISIBILITY_LABEL.public },
          { value: "private", label: VISIBILITY_LABEL.private },
        ]}
      />
    </Input.Wrapper>
  );
}
