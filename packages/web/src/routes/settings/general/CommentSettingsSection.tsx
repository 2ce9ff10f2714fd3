import { Paper, Switch } from "@mantine/core";
import { useMutation } from "urql";
import { UpdateOrganizationMutation } from "../../../graphql/documents/organization-settings";
import { errorText } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

/** General › Comments: whether the workspace's Viewers may comment (admins only). */
export function CommentSettingsSection({
  organizationId,
  viewersMayComment,
}: {
  organizationId: string;
  viewersMayComment: boolean;
}) {
  const [{ fetching }, update] = useMutation(UpdateOrganizationMutation);
  return (
    <SettingsSection
      title="Comments"
      description="Editors and Admins comment on the files they see. Viewers read comments."
    >
      <Paper withBorder radius="md" p="lg">
        <Switch
          label="Viewers may comment"
          description="Viewers can pin comments, reply and resolve threads on the files they see, without editing the drawing."
          checked={viewersMayComment}
          disabled={fetching}
          onChange={async (event) => {
            const checked = event.currentTarget.checked;
            const result = await update({
              input: { id: organizationId, patch: { viewersMayComment: checked } },
            });
            if (result.error) notifyError(errorText(result.error));
            else
              notifySuccess(
                checked ? "Viewers may now comment." : "Viewers can no longer comment.",
              );
          }}
        />
      </Paper>
    </SettingsSection>
  );
}
