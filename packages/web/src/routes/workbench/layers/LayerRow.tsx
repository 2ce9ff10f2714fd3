import type { LayerView } from "@contour/canvas";
import { ActionIcon, Text, UnstyledButton } from "@mantine/core";
import {
  IconCornerLeftDown,
  IconEye,
  IconEyeOff,
  IconGrid4x4,
  IconGripVertical,
  IconLock,
  IconLockOpen,
} from "@tabler/icons-react";
import {
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useState,
} from "react";
import { RenameInput } from "../../../components/RenameInput";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import classes from "./LayersPanel.module.css";
import { layerBlendSummary } from "./layer-texts";

export type DropSide = "above" | "below";

/**
 * One layer of the panel: drag handle, visibility, thumbnail, name (click to select, double-click
 * or F2 to rename, Alt+arrows to move) with its blend mode and opacity under it when they are not
 * Normal and 100%, lock. A layer clipped to the one below is indented behind a bent arrow
 * pointing down to its base, and an alpha-locked one has a small checkerboard by its name, as in
 * Photoshop and Procreate. The row is a drop target: the upper half drops above it, the lower
 * half below.
 */
export function LayerRow({
  layer,
  depth = 0,
  clipped = false,
  thumbnail,
  active,
  readOnly,
  dropSide,
  onActivate,
  onRename,
  onToggleVisible,
  onToggleLocked,
  onDragStart,
  onDragOver,
  onDrop,
  onMove,
}: {
  layer: LayerView;
  /** How many layer folders it is in: the row steps in as many times. */
  depth?: number;
  /** Clipped to a base below it (a clipped bottom layer has none, and is not shown clipped). */
  clipped?: boolean;
  /** A picture of the layer's content (LayerThumbnail); none in tests that need no pixels. */
  thumbnail?: ReactNode;
  active: boolean;
  readOnly: boolean;
  dropSide: DropSide | null;
  onActivate: () => void;
  onRename: (name: string) => void;
  onToggleVisible: () => void;
  onToggleLocked: () => void;
  onDragStart: () => void;
  onDragOver: (side: DropSide) => void;
  onDrop: () => void;
  onMove: (direction: "up" | "down") => void;
}) {
  const [editing, setEditing] = useState(false);
  const blending = layerBlendSummary(layer);

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
    onDragOver(event.clientY < box.top + box.height / 2 ? "above" : "below");
  }

  return (
    <li
      className={classes.row}
      style={depth > 0 ? ({ "--layer-depth": depth } as CSSProperties) : undefined}
      data-active={active || undefined}
      data-hidden={!layer.visible || undefined}
      data-clipped={clipped || undefined}
      data-drop={dropSide ?? undefined}
      aria-label={layer.name}
      aria-current={active || undefined}
      draggable={!readOnly && !editing}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", layer.id);
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
        aria-label={layer.visible ? `Hide ${layer.name}` : `Show ${layer.name}`}
        aria-pressed={!layer.visible}
        disabled={readOnly}
        onClick={onToggleVisible}
      >
        {layer.visible ? <IconEye size={16} /> : <IconEyeOff size={16} />}
      </ActionIcon>
      {clipped && (
        <IconCornerLeftDown
          size={14}
          className={classes.clipMark}
          aria-label="Clipped to the layer below"
          role="img"
        />
      )}
      {thumbnail}
      {editing ? (
        <RenameInput
          initial={layer.name}
          label="Layer name"
          className={classes.name}
          onCommit={(name) => {
            setEditing(false);
            if (name) onRename(name);
          }}
        />
      ) : (
        <UnstyledButton
          className={classes.name}
          aria-label={`Select ${layer.name}`}
          onClick={onActivate}
          onKeyDown={handleNameButtonKey}
          onDoubleClick={() => setEditing(!readOnly)}
        >
          <span className={classes.label}>
            <Text fz="sm" lh={1.25} truncate>
              {layer.name}
            </Text>
            {blending && (
              <Text fz={11} lh={1.2} c="dimmed" truncate>
                {blending}
              </Text>
            )}
          </span>
          {layer.alphaLocked && (
            <IconGrid4x4
              size={12}
              className={classes.alphaMark}
              aria-label="Transparent pixels locked"
              role="img"
            />
          )}
        </UnstyledButton>
      )}
      <ActionIcon
        variant="subtle"
        color={layer.locked ? "dark" : "gray"}
        size="sm"
        className={panelClasses.quiet}
        aria-label={layer.locked ? `Unlock ${layer.name}` : `Lock ${layer.name}`}
        aria-pressed={layer.locked}
        disabled={readOnly}
        onClick={onToggleLocked}
      >
        {layer.locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
      </ActionIcon>
    </li>
  );
}
