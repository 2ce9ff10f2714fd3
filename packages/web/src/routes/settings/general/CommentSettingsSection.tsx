import { Paper, Switch } from "@mantine/core";
import { useEffect, useState } from "react";
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
  // Shown at once as switched; back to the saved value when the server refuses.
  const [checked, setChecked] = useState(viewersMayComment);
  useEffect(() => setChecked(viewersMayComment), [viewersMayComment]);
  return (
    <SettingsSection
      title="Comments"
      description="Editors and Admins comment on the files they see. Viewers read comments."
    >
      <Paper withBorder radius="md" p="lg">
        <Switch
          label="Viewers may comment"
          description="Viewers can pin comments, reply and resolve threads on the files they see, without editing the drawing."
          checked={checked}
          disabled={fetching}
          onChange={async (event) => {
            const next = event.currentTarget.checked;
            setChecked(next);
            const result = await update({
              input: { id: organizationId, patch: { viewersMayComment: next } },
            });
            if (result.error) {
              setChecked(viewersMayComment);
              notifyError(errorText(result.error));
            } else
              notifySuccess(next ? "Viewers may now comment." : "Viewers can no longer comment.");
          }}
        />
      </Paper>
    </SettingsSection>
  );
}
