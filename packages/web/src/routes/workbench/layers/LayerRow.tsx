import type { LayerView } from "@contour/canvas";
import { IconCornerLeftDown, IconGrid4x4, IconGripVertical } from "@tabler/icons-react";
import { type CSSProperties, type DragEvent, type ReactNode, useState } from "react";
import classes from "./LayersPanel.module.css";
import { layerBlendSummary } from "./layer-texts";
import { LockToggle, RowName, rowDragProps, VisibilityToggle } from "./RowParts";

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
      onDragOver={handleDragOver}
      {...rowDragProps(layer.id, !readOnly && !editing, onDragStart, onDrop)}
    >
      {!readOnly && <IconGripVertical size={14} className={classes.grip} aria-hidden />}
      <VisibilityToggle
        name={layer.name}
        visible={layer.visible}
        readOnly={readOnly}
        onToggle={onToggleVisible}
      />
      {clipped && (
        <IconCornerLeftDown
          size={14}
          className={classes.clipMark}
          aria-label="Clipped to the layer below"
          role="img"
        />
      )}
      {thumbnail}
      <RowName
        name={layer.name}
        blending={blending}
        marks={
          layer.alphaLocked && (
            <IconGrid4x4
              size={12}
              className={classes.alphaMark}
              aria-label="Transparent pixels locked"
              role="img"
            />
          )
        }
        renameLabel="Layer name"
        editing={editing}
        readOnly={readOnly}
        onEditing={setEditing}
        onActivate={onActivate}
        onRename={onRename}
        onMove={onMove}
      />
      <LockToggle
        name={layer.name}
        locked={layer.locked}
        readOnly={readOnly}
        onToggle={onToggleLocked}
      />
    </li>
  );
}
