import { MESSAGES } from "@contour/core";
import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import { type TeamDetail, UpdateTeamMutation } from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { TEAMS_TEXT } from "./teams-text";

/** Renames the team: required, Save only when changed (§5). */
export function TeamNameForm({ team }: { team: TeamDetail }) {
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const [updating, updateTeam] = useMutation(UpdateTeamMutation);
  const changed = name.trim() !== team.name;

  async function handleSave() {
    const trimmed = name.trim();
    if (!trimmed) return setError(MESSAGES.nameRequired);
    const result = await updateTeam({ input: { id: team.id, patch: { name: trimmed } } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorRenaming, result.error));
      return;
    }
    setName(trimmed);
    notifySuccess(TEAMS_TEXT.renamed);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Team name"
          value={name}
          error={error}
          style={{ flex: 1 }}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={!changed} loading={updating.fetching}>
          Save
        </Button>
      </Group>
    </form>
  );
}
