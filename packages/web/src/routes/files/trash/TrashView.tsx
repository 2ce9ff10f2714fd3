import { DRAFTS_TITLE } from "@contour/core";
import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useQuery } from "urql";
import { DashboardOrganizationQuery } from "../../../graphql/documents/files";
import { filesPath } from "../paths";
import { type TrashRow, TrashTable } from "./TrashTable";
import { shownOfText, TRASH_TEXT } from "./trash-texts";
import { useTrashActions } from "./useTrashActions";

const DRAFTS_CHOICE = "drafts";

/** A Trash: its place (a team or "My files") with a switch to the others, and what it holds. */
export function TrashView({
  organizationId,
  scope,
  placeName,
  trash,
  onChanged,
}: {
  organizationId: string;
  scope: { teamId: string } | { organizationId: string };
  placeName: string;
  trash: {
    totalCount: number;
    canEmpty: boolean;
    nodes: readonly TrashRow[];
    pageInfo: { hasNextPage: boolean };
  };
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const [{ data }] = useQuery({
    query: DashboardOrganizationQuery,
    variables: { id: organizationId },
  });
  const places = [
    { value: DRAFTS_CHOICE, label: DRAFTS_TITLE },
    ...(data?.organization?.teams ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];
  const current = "teamId" in scope ? scope.teamId : DRAFTS_CHOICE;
  const { restore, remove, empty } = useTrashActions({ scope, rootName: placeName, onChanged });

  const handlePlace = (value: string | null) => {
    if (!value || value === current) return;
    navigate(
      value === DRAFTS_CHOICE ? filesPath.draftsTrash(organizationId) : filesPath.teamTrash(value),
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            {TRASH_TEXT.title}
          </Text>
          <Title order={1} fz="h2">
            {placeName}
          </Title>
        </Stack>
        <Group gap="sm" align="flex-end">
          <Select
            label={TRASH_TEXT.trashOf}
            data={places}
            value={current}
            onChange={handlePlace}
            allowDeselect={false}
            w={220}
          />
          {trash.canEmpty && trash.totalCount > 0 && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void empty()}
            >
              {TRASH_TEXT.emptyTrash}
            </Button>
          )}
        </Group>
      </Group>
      <Text fz="sm" c="dimmed">
        {TRASH_TEXT.intro}
      </Text>
      {trash.pageInfo.hasNextPage && (
        <Text fz="sm">{shownOfText(trash.nodes.length, trash.totalCount)}</Text>
      )}
      {trash.nodes.length === 0 ? (
        <Text ta="center" c="dimmed" py={60}>
          {TRASH_TEXT.empty}
        </Text>
      ) : (
        <TrashTable
          rows={trash.nodes}
          onRestore={(row) => void restore(row)}
          onDeleteForever={(row) => void remove(row)}
        />
      )}
    </Stack>
  );
}
