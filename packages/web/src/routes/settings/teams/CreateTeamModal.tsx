import { MESSAGES } from "@contour/core";
import { Button, Group, Input, Modal, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation } from "urql";
import { CreateTeamMutation } from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import { teamsPaths } from "./teams-paths";
import { TEAMS_TEXT, VISIBILITY_HINT, VISIBILITY_LABEL } from "./teams-text";

/** teams/create (§2): the create-team dialog; name required (§5). */
export function CreateTeamModal() {
  const organizationId = useParams().organizationId ?? "";
  const navigate = useNavigate();
  const paths = teamsPaths(organizationId);
  const [name, setName] = useState("");
  const [visibility, setVisibility] = useState<"public" | "private">("public");
  const [error, setError] = useState<string | null>(null);
  const [creating, createTeam] = useMutation(CreateTeamMutation);
  const close = () => navigate(paths.list);

  async function handleSubmit() {
    const trimmed = name.trim();
    if (!trimmed) return setError(MESSAGES.nameRequired);
    const result = await createTeam({
      input: {
        team: { organizationId, name: trimmed, publicInOrganization: visibility === "public" },
      },
    });
    if (result.error || !result.data) {
      if (!notifyLimitError(result.error, organizationId, navigate)) {
        notifyError(prefixedErrorMessage(TEAMS_TEXT.errorCreating, result.error));
      }
      return;
    }
    notifySuccess(TEAMS_TEXT.created);
    close();
  }

  return (
    <Modal opened onClose={close} title="Create team" centered radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="lg">
          <TextInput
            label="Team name"
            placeholder="Exterior design"
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Input.Wrapper label="Visibility" description={VISIBILITY_HINT[visibility]}>
            <SegmentedControl
              aria-label="Visibility"
              mt={6}
              value={visibility}
              onChange={(value) => setVisibility(value === "private" ? "private" : "public")}
              data={[
                { value: "public", label: VISIBILITY_LABEL.public },
                { value: "private", label: VISIBILITY_LABEL.private },
              ]}
            />
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.fetching}>
              Create team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
