import {
  artboardToScreen,
  type Editor,
  type Grip,
  gripKey,
  guideGrips,
  horizonLine,
  minorRadius,
  perspectiveRays,
  rulerEdge,
  type Segment,
  symmetryAxes,
  viewportMatrix,
} from "@contour/canvas";
import { useMemo } from "react";
import canvasClasses from "../canvas/CanvasView.module.css";
import { useEditorState } from "../use-editor-state";
import classes from "./Guides.module.css";

/** Grips as the guides tool shows them, in screen pixels. */
const GRIP_SIZE = 10;

/** Each grip's test id; the middles and points are round, the ends square. */
const GRIPS: Record<Grip["kind"], { testId: string; round: boolean }> = {
  vanishing: { testId: "vanishing-point", round: true },
  symmetry: { testId: "symmetry-center", round: true },
  center: { testId: "ellipse-center", round: true },
  ruler: { testId: "ruler-center", round: true },
  major: { testId: "ellipse-major", round: false },
  minor: { testId: "ellipse-minor", round: false },
  rulerEnd: { testId: "ruler-end", round: false },
};

const segmentPath = (segments: readonly Segment[]) =>
  segments.map(([a, b]) => `M${a.x} ${a.y}L${b.x} ${b.y}`).join("");

/**
 * The artboard's guides over the drawing: the perspective grid's rays and horizon, the
 * symmetry's axes, the rulers' edges and the ellipse guides, drawn in artboard units under the view's matrix with hairline strokes; with
 * the guides tool, the grips it drags (vanishing points, the symmetry's centre, ellipse centres, the selected
 * ellipse's axis ends), which keep their size on screen.
 */
export function GuidesOverlay({ editor }: { editor: Editor }) {
  const { guides, viewport, shown, tool, selected } = useEditorState(editor, (state) => ({
    guides: state.pendingGuides ?? state.guides,
    viewport: state.viewport,
    shown: state.guidesShown,
    tool: state.activeTool,
    selected: state.selectedGuide,
  }));
  const artboard = editor.artboard();
  const width = artboard?.width ?? 0;
  const height = artboard?.height ?? 0;
  const paths = useMemo(() => {
    const { perspective, symmetry } = guides;
    const size = { width, height };
    const horizon = perspective && horizonLine(perspective, size);
    return {
      rays: perspective && segmentPath(perspectiveRays(perspective, size)),
      horizon: horizon && segmentPath([horizon]),
      symmetry: symmetry && segmentPath(symmetryAxes(symmetry, size)),
    };
  }, [guides, width, height]);
  const none =
    !guides.perspective &&
    !guides.symmetry &&
    guides.ellipses.length === 0 &&
    guides.rulers.length === 0;
  if (!shown || !artboard || none) return null;
  const { a, b, c, d, e, f } = viewportMatrix(viewport);
  const editing = tool === "guides";
  return (
    <svg className={canvasClasses.overlay} aria-hidden data-testid="guides">
      <g transform={`matrix(${a} ${b} ${c} ${d} ${e} ${f})`}>
        {paths.rays && (
          <path className={classes.ray} d={paths.rays} vectorEffect="non-scaling-stroke" />
        )}
        {paths.horizon && (
          <path className={classes.horizon} d={paths.horizon} vectorEffect="non-scaling-stroke" />
        )}
        {paths.symmetry && (
          <path
            data-testid="symmetry-axes"
            className={classes.symmetry}
            d={paths.symmetry}
            vectorEffect="non-scaling-stroke"
          />
        )}
        {guides.rulers.map((ruler) => (
          <polyline
            key={ruler.id}
            data-testid={ruler.kind === "french" ? "french-curve" : "ruler"}
            className={ruler.id === selected && editing ? classes.selectedRuler : classes.ruler}
            points={rulerEdge(ruler)
              .map(({ x, y }) => `${x},${y}`)
              .join(" ")}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {guides.ellipses.map((ellipse) => (
          <ellipse
            key={ellipse.id}
            data-testid="ellipse-guide"
            className={
              ellipse.id === selected && editing ? classes.selectedEllipse : classes.ellipse
            }
            cx={0}
            cy={0}
            rx={ellipse.radius}
            ry={minorRadius(ellipse)}
            transform={`translate(${ellipse.center.x} ${ellipse.center.y}) rotate(${(ellipse.angle * 180) / Math.PI})`}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
      {editing &&
        guideGrips(guides, selected).map(({ grip, at }) => {
          const point = artboardToScreen(viewport, at);
          const { testId, round } = GRIPS[grip.kind];
          return round ? (
            <circle
              key={gripKey(grip)}
              data-testid={testId}
              className={canvasClasses.handle}
              cx={point.x}
              cy={point.y}
              r={GRIP_SIZE / 2}
            />
          ) : (
            <rect
              key={gripKey(grip)}
              data-testid={testId}
              className={canvasClasses.handle}
              x={point.x - GRIP_SIZE / 2}
              y={point.y - GRIP_SIZE / 2}
              width={GRIP_SIZE}
              height={GRIP_SIZE}
            />
          );
        })}
    </svg>
  );
}
