import { Button } from "@mantine/core";
import { IconRestore, IconTrashX } from "@tabler/icons-react";
import { SelectionBarFrame } from "../selection/SelectionBarFrame";
import type { TrashRow } from "./TrashTable";
import { trashSelectionActions } from "./trash-selection";
import { TRASH_TEXT } from "./trash-texts";

const ICON = { size: 16, stroke: 1.7 } as const;

/** "n selected" with Restore and Delete forever for all of them, as far as the viewer may. */
export function TrashSelectionBar({
  items,
  onRestore,
  onDeleteForever,
  onClear,
}: {
  items: readonly TrashRow[];
  onRestore: () => void;
  onDeleteForever: () => void;
  onClear: () => void;
}) {
  const allowed = trashSelectionActions(items);
  return (
    <SelectionBarFrame count={items.length} onClear={onClear}>
      {allowed.restore && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRestore {...ICON} />}
          onClick={onRestore}
        >
          {TRASH_TEXT.restore}
        </Button>
      )}
      {allowed.deleteForever && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrashX {...ICON} />}
          onClick={onDeleteForever}
        >
          {TRASH_TEXT.deleteForever}
        </Button>
      )}
    </SelectionBarFrame>
  );
}
