import {
  artboardToScreen,
  type Editor,
  HANDLE_RADIUS,
  type Point,
  rectCorners,
  type SelectionHandle,
  selectionOverlay,
} from "@contour/canvas";
import { useEditorState } from "../use-editor-state";
import classes from "./CanvasView.module.css";

const asPoints = (points: readonly Point[]) => points.map(({ x, y }) => `${x},${y}`).join(" ");

/** Corners are squares; the rotation handle and the warp mesh's points are round. */
const isRound = (handle: SelectionHandle) => handle === "rotate" || handle.startsWith("warp-");

/**
 * What the canvas shows over the drawing, in screen pixels: the rectangle or lasso being drawn,
 * a selected region's outlines (marching ants), and the selection's frame (moved, scaled, rotated,
 * distorted or warped as the drag goes) with the handles of the transform mode, and in Warp its
 * mesh.
 */
export function SelectionOverlayView({ editor }: { editor: Editor }) {
  // Everything the overlay draws, and not the live stroke, which changes with every pen sample.
  const state = useEditorState(
    editor,
    ({ viewport, marquee, pendingTransform, selection, region, readOnly, transformMode }) => ({
      viewport,
      marquee,
      pendingTransform,
      selection,
      region,
      readOnly,
      transformMode,
    }),
  );
  const toScreen = (point: Point) => artboardToScreen(state.viewport, point);
  const overlay = selectionOverlay(editor);
  const marquee = state.marquee;
  // Marching ants, dark dashes over white so they show on any drawing. An inverted region is the
  // rest of the board: its ants run round the board's edge too, as Photoshop's Inverse.
  const board = state.region?.inverted ? editor.artboard() : null;
  const regionPath =
    state.region && !state.pendingTransform
      ? [
          ...state.region.outlines,
          ...(board ? [rectCorners({ x: 0, y: 0, width: board.width, height: board.height })] : []),
        ]
          .map((outline) => `M${asPoints(outline.map(toScreen)).replaceAll(" ", "L")}Z`)
          .join("")
      : null;
  // While a corner or the rotation drags, its handles would sit where the drag began; a warp's
  // move with the mesh, so they stay.
  const showsHandles =
    !state.readOnly && (!state.pendingTransform || state.pendingTransform.kind === "warp");
  return (
    <svg className={classes.overlay} aria-hidden>
      {marquee?.kind === "rectangle" && (
        <polygon
          className={classes.marquee}
          points={asPoints(
            [
              { x: marquee.rect.x, y: marquee.rect.y },
              { x: marquee.rect.x + marquee.rect.width, y: marquee.rect.y },
              { x: marquee.rect.x + marquee.rect.width, y: marquee.rect.y + marquee.rect.height },
              { x: marquee.rect.x, y: marquee.rect.y + marquee.rect.height },
            ].map(toScreen),
          )}
        />
      )}
      {marquee?.kind === "lasso" && (
        <polyline className={classes.marquee} points={asPoints(marquee.points.map(toScreen))} />
      )}
      {regionPath && (
        <g data-testid="selected-region">
          <path className={classes.regionUnder} d={regionPath} />
          <path className={classes.region} d={regionPath} />
        </g>
      )}
      {overlay && (
        <g data-testid="selection" data-mode={state.transformMode}>
          {!state.readOnly &&
            overlay.mesh.map((line, index) => (
              <polyline
                // The mesh's lines keep their order: the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={index}
                className={classes.mesh}
                points={asPoints(line.map(toScreen))}
              />
            ))}
          <polygon className={classes.frame} points={asPoints(overlay.frame.map(toScreen))} />
          {showsHandles &&
            (Object.entries(overlay.handles) as [SelectionHandle, Point][]).map(([handle, at]) => {
              const { x, y } = toScreen(at);
              const size = HANDLE_RADIUS;
              return isRound(handle) ? (
                <circle
                  key={handle}
                  className={classes.handle}
                  data-handle={handle}
                  cx={x}
                  cy={y}
                  r={size / 2}
                />
              ) : (
                <rect
                  key={handle}
                  className={classes.handle}
                  data-handle={handle}
                  x={x - size / 2}
                  y={y - size / 2}
                  width={size}
                  height={size}
                />
              );
            })}
        </g>
      )}
    </svg>
  );
}
