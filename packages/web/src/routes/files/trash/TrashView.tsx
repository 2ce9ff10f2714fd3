import { DRAFTS_TITLE } from "@contour/core";
import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useQuery } from "urql";
import { DashboardOrganizationQuery } from "../../../graphql/documents/files";
import { filesPath } from "../paths";
import { isInPage, isSelectAllKey, isTyping } from "../selection/key-target";
import { useSelection } from "../selection/useSelection";
import { TrashList } from "./TrashList";
import { TrashSelectionBar } from "./TrashSelectionBar";
import { type TrashRow, type TrashRowHandlers, TrashTable } from "./TrashTable";
import type { TrashScope } from "./trash-scope";
import type { TrashSelectionItem } from "./trash-selection";
import { TRASH_TEXT } from "./trash-texts";
import { useTrashActions } from "./useTrashActions";

const DRAFTS_CHOICE = "drafts";

/**
 * A Trash: its place (a team or "My files") with a switch to the others, and what it holds, its
 * first page given and the next ones loaded as the list scrolls. Rows are selected as the
 * dashboard's items are (click, Ctrl/Cmd and Shift click, Ctrl/Cmd+A, Escape) or by their
 * checkboxes, and a bar acts on all of them at once.
 */
export function TrashView({
  organizationId,
  scope,
  placeName,
  trash,
  onChanged,
}: {
  organizationId: string;
  scope: TrashScope;
  placeName: string;
  trash: {
    totalCount: number;
    canEmpty: boolean;
    nodes: readonly TrashRow[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
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
  const containerRef = useRef<HTMLDivElement>(null);
  const { selected, register, clear, handleItemClick, selectAll } =
    useSelection<TrashSelectionItem>(containerRef);
  const items = useMemo(() => [...selected.values()], [selected]);
  /** Bumped after each change: the list goes back to its first page, read again. */
  const [version, setVersion] = useState(0);
  const handleChanged = useCallback(() => {
    clear();
    setVersion((current) => current + 1);
    onChanged();
  }, [clear, onChanged]);
  const { restore, remove, empty } = useTrashActions({
    scope,
    rootName: placeName,
    onChanged: handleChanged,
  });
  const handlers = useMemo<TrashRowHandlers>(
    () => ({
      isSelected: (key) => selected.has(key),
      register,
      onSelect: handleItemClick,
      onRestore: (row) => void restore([row]),
      onDeleteForever: (row) => void remove([row]),
    }),
    [selected, register, handleItemClick, restore, remove],
  );

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isSelectAllKey(event)) return;
      if (isTyping(event.target) || !isInPage(event.target, containerRef.current)) return;
      event.preventDefault();
      selectAll();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [selectAll]);

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
      {trash.nodes.length === 0 ? (
        <Text ta="center" c="dimmed" py={60}>
          {TRASH_TEXT.empty}
        </Text>
      ) : (
        <div ref={containerRef}>
          <TrashTable
            selectedCount={items.length}
            totalCount={trash.totalCount}
            onSelectAll={selectAll}
            onClear={clear}
          >
            <TrashList key={version} scope={scope} firstPage={trash} handlers={handlers} />
          </TrashTable>
        </div>
      )}
      {items.length > 0 && (
        <TrashSelectionBar
          items={items}
          onRestore={() => void restore(items)}
          onDeleteForever={() => void remove(items)}
          onClear={clear}
        />
      )}
    </Stack>
  );
}
