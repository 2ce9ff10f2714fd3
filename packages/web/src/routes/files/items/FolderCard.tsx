import { Card, Group, Text } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { useMemo } from "react";
import { RenameInput } from "../../../components/RenameInput";
import type { SelectionItem } from "../selection/selection-item";
import { useSelectableItem } from "../selection/useSelectableItem";
import classes from "./ItemCard.module.css";

/** A subfolder in the "Folders" section; double click (or Enter) opens it. */
export function FolderCard({
  folder,
  onOpen,
}: {
  folder: { id: string; name: string; isEditable: boolean };
  onOpen: (folderId: string, newTab: boolean) => void;
}) {
  const item = useMemo<SelectionItem>(
    () => ({ id: folder.id, type: "folder", name: folder.name, isEditable: folder.isEditable }),
    [folder.id, folder.name, folder.isEditable],
  );
  const { props, renaming, commitRename } = useSelectableItem(item, onOpen);

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      tabIndex={0}
      role="button"
      aria-label={folder.name}
      data-testid="folder-card"
      {...props}
    >
      <Group gap="sm" wrap="nowrap">
        <IconFolder size={20} stroke={1.6} aria-hidden />
        {renaming ? (
          <RenameInput initial={folder.name} onCommit={commitRename} />
        ) : (
          <Text fw={500} fz="sm" truncate>
            {folder.name}
          </Text>
        )}
      </Group>
    </Card>
  );
}
