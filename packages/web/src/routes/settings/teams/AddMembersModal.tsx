import type { Membership } from "@contour/core";
import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation, useQuery } from "urql";
import { EmailListInput } from "../../../components/EmailListInput";
import { InviteToTeamMutation, TeamDetailQuery } from "../../../graphql/documents/teams";
import { mergeEmails } from "../../../lib/email-list";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import { abilitiesOf } from "../../../lib/team-abilities";
import { teamErrorMessage } from "./team-error";
import { teamsPaths } from "./teams-paths";
import { TEAMS_TEXT } from "./teams-text";

/**
 * teams/{teamId}/invite (§2): adds members by email. Workspace members get a team invite to
 * join; other emails are invited to the workspace too, which takes editor seats. A team that
 * takes no members from this viewer (core's team rule: not an admin, the global team, archived)
 * opens its settings instead.
 */
export function AddMembersModal({ membership }: { membership: Membership | null }) {
  const { organizationId = "", teamId = "" } = useParams();
  const navigate = useNavigate();
  const paths = teamsPaths(organizationId);
  const [{ data, error }] = useQuery({ query: TeamDetailQuery, variables: { id: teamId } });
  const [emails, setEmails] = useState<string[]>([]);
  const [typing, setTyping] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [inviting, inviteToTeam] = useMutation(InviteToTeamMutation);
  const team = data?.team;
  const close = () => navigate(paths.settings(teamId));
  // The team and the viewer's role load side by side; undefined until both are there.
  const mayInvite =
    team &&
    membership &&
    abilitiesOf(membership, { ...team, joined: team.currentUserRelation === "JOINED" }).invite;

  useEffect(() => {
    if (mayInvite === false) navigate(paths.settings(teamId), { replace: true });
  }, [mayInvite, navigate, paths, teamId]);

  useEffect(() => {
    if (error && !team) {
      notifyError(TEAMS_TEXT.inviteToMissingTeam);
      navigate(paths.list, { replace: true });
    }
  }, [error, team, navigate, paths.list]);

  async function handleSubmit() {
    const all = mergeEmails(emails, typing);
    if (all.length === 0) return setFormError(TEAMS_TEXT.noEmails);
    const result = await inviteToTeam({ input: { teamId, emails: all } });
    if (result.error) {
      if (!notifyLimitError(result.error, organizationId, navigate)) {
        notifyError(teamErrorMessage(TEAMS_TEXT.errorInviting, result.error));
      }
      return;
    }
    notifySuccess(TEAMS_TEXT.invitesSent);
    close();
  }

  return (
    <Modal
      opened
      onClose={close}
      title={team ? `Add members to ${team.name}` : "Add members"}
      centered
      radius="md"
    >
      {(!team || !membership) && !error && <Loader size="sm" aria-label="Loading team" />}
      {team && mayInvite && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="lg">
            <Text fz="sm" c="dimmed">
              Members of the workspace are invited to join the team. Anyone else is invited to the
              workspace as an Editor first.
            </Text>
            <EmailListInput
              label="Emails"
              value={emails}
              onChange={(next) => {
                setEmails(next);
                setFormError(null);
              }}
              typing={typing}
              onTypingChange={(text) => {
                setTyping(text);
                setFormError(null);
              }}
            />
            {formError && (
              <Alert color="red" variant="light" p="xs">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={inviting.fetching}>
                Send invites
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
