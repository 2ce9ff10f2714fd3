import type { FolderView } from "@contour/canvas";
import { ActionIcon, Text, UnstyledButton } from "@mantine/core";
import {
  IconChevronDown,
  IconChevronRight,
  IconEye,
  IconEyeOff,
  IconFolder,
  IconFolderOpen,
  IconGripVertical,
  IconLock,
  IconLockOpen,
} from "@tabler/icons-react";
import { type CSSProperties, type DragEvent, type KeyboardEvent, useState } from "react";
import { RenameInput } from "../../../components/RenameInput";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import classes from "./LayersPanel.module.css";
import { layerBlendSummary } from "./layer-texts";
import type { DropPlace } from "./panel-rows";

/**
 * A layer folder's row: drag handle, visibility, a chevron that opens or closes it, a folder
 * icon, its name (click to choose it, double-click or F2 to rename, Alt+arrows to move) with its
 * blend mode and opacity under it, lock. A row dragged onto its middle goes into the folder, on
 * top of what it holds; onto its top edge, above it.
 */
export function FolderRow({
  folder,
  depth,
  open,
  active,
  readOnly,
  dropPlace,
  onToggleOpen,
  onActivate,
  onRename,
  onToggleVisible,
  onToggleLocked,
  onDragStart,
  onDragOver,
  onDrop,
  onMove,
}: {
  folder: FolderView;
  depth: number;
  open: boolean;
  active: boolean;
  readOnly: boolean;
  dropPlace: DropPlace | null;
  onToggleOpen: () => void;
  onActivate: () => void;
  onRename: (name: string) => void;
  onToggleVisible: () => void;
  onToggleLocked: () => void;
  onDragStart: () => void;
  onDragOver: (place: DropPlace) => void;
  onDrop: () => void;
  onMove: (direction: "up" | "down") => void;
}) {
  const [editing, setEditing] = useState(false);
  const blending = layerBlendSummary(folder);

  function handleNameButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (readOnly) return;
    if (event.altKey && event.key === "ArrowUp") onMove("up");
    if (event.altKey && event.key === "ArrowDown") onMove("down");
    if (event.key === "F2") setEditing(true);
  }

  function handleDragOver(event: DragEvent<HTMLLIElement>) {
    if (readOnly) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const at = (event.clientY - box.top) / box.height;
    // An open folder's lower edge is its top child's upper edge: into it, as the middle.
    onDragOver(at < 0.25 ? "above" : at > 0.75 && !open ? "below" : "into");
  }

  return (
    <li
      className={classes.row}
      style={{ "--layer-depth": depth } as CSSProperties}
      data-active={active || undefined}
      data-hidden={!folder.visible || undefined}
      data-folder
      data-drop={dropPlace ?? undefined}
      aria-label={folder.name}
      aria-current={active || undefined}
      draggable={!readOnly && !editing}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", folder.id);
        onDragStart();
      }}
      onDragOver={handleDragOver}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      {!readOnly && <IconGripVertical size={14} className={classes.grip} aria-hidden />}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        className={panelClasses.quiet}
        aria-label={folder.visible ? `Hide ${folder.name}` : `Show ${folder.name}`}
        aria-pressed={!folder.visible}
        disabled={readOnly}
        onClick={onToggleVisible}
      >
        {folder.visible ? <IconEye size={16} /> : <IconEyeOff size={16} />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        className={panelClasses.quiet}
        aria-label={open ? `Close ${folder.name}` : `Open ${folder.name}`}
        aria-expanded={open}
        onClick={onToggleOpen}
      >
        {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
      </ActionIcon>
      <span className={classes.folderIcon} aria-hidden>
        {open ? <IconFolderOpen size={20} /> : <IconFolder size={20} />}
      </span>
      {editing ? (
        <RenameInput
          initial={folder.name}
          label="Group name"
          className={classes.name}
          onCommit={(name) => {
            setEditing(false);
            if (name) onRename(name);
          }}
        />
      ) : (
        <UnstyledButton
          className={classes.name}
          aria-label={`Select ${folder.name}`}
          onClick={onActivate}
          onKeyDown={handleNameButtonKey}
          onDoubleClick={() => setEditing(!readOnly)}
        >
          <span className={classes.label}>
            <Text fz="sm" fw={500} lh={1.25} truncate>
              {folder.name}
            </Text>
            {blending && (
              <Text fz={11} lh={1.2} c="dimmed" truncate>
                {blending}
              </Text>
            )}
          </span>
        </UnstyledButton>
      )}
      <ActionIcon
        variant="subtle"
        color={folder.locked ? "dark" : "gray"}
        size="sm"
        className={panelClasses.quiet}
        aria-label={folder.locked ? `Unlock ${folder.name}` : `Lock ${folder.name}`}
        aria-pressed={folder.locked}
        disabled={readOnly}
        onClick={onToggleLocked}
      >
        {folder.locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
      </ActionIcon>
    </li>
  );
}
