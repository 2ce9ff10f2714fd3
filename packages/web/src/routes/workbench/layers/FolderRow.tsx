import type { FolderView } from "@contour/canvas";
import { ActionIcon } from "@mantine/core";
import {
  IconChevronDown,
  IconChevronRight,
  IconFolder,
  IconFolderOpen,
  IconGripVertical,
} from "@tabler/icons-react";
import { type CSSProperties, type DragEvent, useState } from "react";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import classes from "./LayersPanel.module.css";
import { layerBlendSummary } from "./layer-texts";
import type { DropPlace } from "./panel-rows";
import { LockToggle, RowName, rowDragProps, VisibilityToggle } from "./RowParts";

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
      onDragOver={handleDragOver}
      {...rowDragProps(folder.id, !readOnly && !editing, onDragStart, onDrop)}
    >
      {!readOnly && <IconGripVertical size={14} className={classes.grip} aria-hidden />}
      <VisibilityToggle
        name={folder.name}
        visible={folder.visible}
        readOnly={readOnly}
        onToggle={onToggleVisible}
      />
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
      <RowName
        name={folder.name}
        blending={blending}
        emphasised
        renameLabel="Group name"
        editing={editing}
        readOnly={readOnly}
        onEditing={setEditing}
        onActivate={onActivate}
        onRename={onRename}
        onMove={onMove}
      />
      <LockToggle
        name={folder.name}
        locked={folder.locked}
        readOnly={readOnly}
        onToggle={onToggleLocked}
      />
    </li>
  );
}
