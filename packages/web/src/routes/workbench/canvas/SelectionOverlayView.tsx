import {
  artboardToScreen,
  CORNER_HANDLES,
  type Editor,
  HANDLE_RADIUS,
  type Point,
  selectionOverlay,
} from "@contour/canvas";
import { useEditorState } from "../use-editor-state";
import classes from "./CanvasView.module.css";

const asPoints = (points: readonly Point[]) => points.map(({ x, y }) => `${x},${y}`).join(" ");

/**
 * What the canvas shows over the drawing, in screen pixels: the rectangle or lasso being drawn,
 * a selected region's outlines (marching ants), and the selection's frame (moved, scaled or rotated as the drag goes) with its handles.
 */
export function SelectionOverlayView({ editor }: { editor: Editor }) {
  // Everything the overlay draws, and not the live stroke, which changes with every pen sample.
  const state = useEditorState(
    editor,
    ({ viewport, marquee, pendingTransform, selection, region, readOnly }) => ({
      viewport,
      marquee,
      pendingTransform,
      selection,
      region,
      readOnly,
    }),
  );
  const toScreen = (point: Point) => artboardToScreen(state.viewport, point);
  const overlay = selectionOverlay(editor);
  const marquee = state.marquee;
  // Marching ants, dark dashes over white so they show on any drawing.
  const regionPath =
    state.region && !state.pendingTransform
      ? state.region.outlines
          .map((outline) => `M${asPoints(outline.map(toScreen)).replaceAll(" ", "L")}Z`)
          .join("")
      : null;
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
        <g data-testid="selection">
          <polygon className={classes.frame} points={asPoints(overlay.frame.map(toScreen))} />
          {!state.readOnly && !state.pendingTransform && (
            <>
              {CORNER_HANDLES.map((handle) => {
                const at = toScreen(overlay.handles[handle]);
                const size = HANDLE_RADIUS;
                return (
                  <rect
                    key={handle}
                    className={classes.handle}
                    x={at.x - size / 2}
                    y={at.y - size / 2}
                    width={size}
                    height={size}
                  />
                );
              })}
              <circle
                className={classes.handle}
                cx={toScreen(overlay.handles.rotate).x}
                cy={toScreen(overlay.handles.rotate).y}
                r={HANDLE_RADIUS / 2}
              />
            </>
          )}
        </g>
      )}
    </svg>
  );
}
