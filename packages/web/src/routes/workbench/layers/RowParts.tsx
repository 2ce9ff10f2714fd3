import { ActionIcon, Text, UnstyledButton } from "@mantine/core";
import { IconEye, IconEyeOff, IconLock, IconLockOpen } from "@tabler/icons-react";
import type { DragEvent, KeyboardEvent, ReactNode } from "react";
import { RenameInput } from "../../../components/RenameInput";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import classes from "./LayersPanel.module.css";

/** What a layer's and a folder's rows share: both show, hide, lock, rename, move and drag. */

/** The eye: shows or hides the row's layer or folder. */
export function VisibilityToggle({
  name,
  visible,
  readOnly,
  onToggle,
}: {
  name: string;
  visible: boolean;
  readOnly: boolean;
  onToggle: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      className={panelClasses.quiet}
      aria-label={visible ? `Hide ${name}` : `Show ${name}`}
      aria-pressed={!visible}
      disabled={readOnly}
      onClick={onToggle}
    >
      {visible ? <IconEye size={16} /> : <IconEyeOff size={16} />}
    </ActionIcon>
  );
}

/** The padlock: locks or unlocks the row's layer or folder. */
export function LockToggle({
  name,
  locked,
  readOnly,
  onToggle,
}: {
  name: string;
  locked: boolean;
  readOnly: boolean;
  onToggle: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color={locked ? "dark" : "gray"}
      size="sm"
      className={panelClasses.quiet}
      aria-label={locked ? `Unlock ${name}` : `Lock ${name}`}
      aria-pressed={locked}
      disabled={readOnly}
      onClick={onToggle}
    >
      {locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
    </ActionIcon>
  );
}

/**
 * The row's name, with its blend mode and opacity under it when they are not Normal and 100%:
 * click to choose it, double-click or F2 to rename it in place (`renameLabel` names the field),
 * Alt+arrows to move it. `marks` follow the name (the alpha lock's checkerboard).
 */
export function RowName({
  name,
  blending,
  emphasised = false,
  marks,
  renameLabel,
  editing,
  readOnly,
  onEditing,
  onActivate,
  onRename,
  onMove,
}: {
  name: string;
  blending: string | null;
  emphasised?: boolean;
  marks?: ReactNode;
  renameLabel: string;
  editing: boolean;
  readOnly: boolean;
  onEditing: (editing: boolean) => void;
  onActivate: () => void;
  onRename: (name: string) => void;
  onMove: (direction: "up" | "down") => void;
}) {
  function handleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (readOnly) return;
    if (event.altKey && event.key === "ArrowUp") onMove("up");
    if (event.altKey && event.key === "ArrowDown") onMove("down");
    if (event.key === "F2") onEditing(true);
  }
  if (editing) {
    return (
      <RenameInput
        initial={name}
        label={renameLabel}
        className={classes.name}
        onCommit={(renamed) => {
          onEditing(false);
          if (renamed) onRename(renamed);
        }}
      />
    );
  }
  return (
    <UnstyledButton
      className={classes.name}
      aria-label={`Select ${name}`}
      onClick={onActivate}
      onKeyDown={handleKey}
      onDoubleClick={() => onEditing(!readOnly)}
    >
      <span className={classes.label}>
        <Text fz="sm" fw={emphasised ? 500 : undefined} lh={1.25} truncate>
          {name}
        </Text>
        {blending && (
          <Text fz={11} lh={1.2} c="dimmed" truncate>
            {blending}
          </Text>
        )}
      </span>
      {marks}
    </UnstyledButton>
  );
}

/** A row's drag source and drop target props: it carries its id, and takes a drop on it. */
export function rowDragProps(
  id: string,
  draggable: boolean,
  onDragStart: () => void,
  onDrop: () => void,
) {
  return {
    draggable,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", id);
      onDragStart();
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      onDrop();
    },
  };
}
