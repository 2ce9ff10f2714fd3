import { type CurvePoint, MAX_CURVE_POINTS, type PressureCurve } from "@contour/canvas";
import { Text } from "@mantine/core";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from "react";
import classes from "./PressureCurveEditor.module.css";

/** Arrow keys move a point this far; with Shift ten times less. */
const KEY_STEP = 0.05;
/** Points keep this far apart in x, so that one never passes another. */
const MIN_GAP = 0.02;

const round = (value: number) => Math.round(value * 1000) / 1000;
const unit = (value: number) => Math.min(1, Math.max(0, value));

/** The curve with point `index` moved to `to`: the ends stay at x 0 and 1, x keeps rising. */
function movePoint(curve: PressureCurve, index: number, to: CurvePoint): PressureCurve {
  const last = curve.length - 1;
  const before = curve[index - 1];
  const after = curve[index + 1];
  const x =
    index === 0
      ? 0
      : index === last
        ? 1
        : Math.min(Math.max(to.x, (before?.x ?? 0) + MIN_GAP), (after?.x ?? 1) - MIN_GAP);
  return curve.map((point, at) => (at === index ? { x: round(x), y: round(unit(to.y)) } : point));
}

/**
 * A pressure curve a designer shapes: pressure across, the factor up. Drag a point, double-click
 * the graph to add one (up to MAX_CURVE_POINTS), double-click an inner point to take it away;
 * each point is also a slider for the keyboard (arrows move it, Delete removes an inner one).
 */
export function PressureCurveEditor({
  label,
  curve,
  onChange,
}: {
  label: string;
  curve: PressureCurve;
  onChange: (curve: PressureCurve) => void;
}) {
  const graph = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  const pointAt = (event: { clientX: number; clientY: number }): CurvePoint => {
    const box = graph.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return {
      x: unit((event.clientX - box.left) / box.width),
      y: unit(1 - (event.clientY - box.top) / box.height),
    };
  };

  const addPoint = (event: MouseEvent) => {
    if (curve.length >= MAX_CURVE_POINTS) return;
    const point = pointAt(event);
    const index = curve.findIndex(({ x }) => x > point.x);
    if (index <= 0) return;
    const before = curve[index - 1];
    const after = curve[index];
    if (!before || !after || point.x - before.x < MIN_GAP || after.x - point.x < MIN_GAP) return;
    onChange([
      ...curve.slice(0, index),
      { x: round(point.x), y: round(point.y) },
      ...curve.slice(index),
    ]);
  };

  const removePoint = (index: number) => {
    if (index === 0 || index === curve.length - 1) return;
    onChange(curve.filter((_, at) => at !== index));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
    const point = curve[index];
    if (!point) return;
    const moves: Record<string, CurvePoint> = {
      ArrowUp: { x: point.x, y: point.y + step },
      ArrowDown: { x: point.x, y: point.y - step },
      ArrowRight: { x: point.x + step, y: point.y },
      ArrowLeft: { x: point.x - step, y: point.y },
    };
    const to = moves[event.key];
    if (to) onChange(movePoint(curve, index, to));
    else if (event.key === "Delete" || event.key === "Backspace") removePoint(index);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (dragging !== null) onChange(movePoint(curve, dragging, pointAt(event)));
  };

  return (
    <div className={classes.editor}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {/* A group of sliders over a drawing: a fieldset's box would not hold them (issue 17). */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        ref={graph}
        className={classes.graph}
        role="group"
        aria-label={label}
        onDoubleClick={addPoint}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(null)}
        onPointerCancel={() => setDragging(null)}
      >
        <svg className={classes.lines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
          <line className={classes.grid} x1={50} y1={0} x2={50} y2={100} />
          <line className={classes.grid} x1={0} y1={50} x2={100} y2={50} />
          <polyline
            className={classes.curve}
            points={curve.map(({ x, y }) => `${x * 100},${(1 - y) * 100}`).join(" ")}
          />
        </svg>
        {curve.map((point, index) => (
          <span
            // The points are positions on one curve: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={classes.point}
            style={{ left: `${point.x * 100}%`, top: `${(1 - point.y) * 100}%` }}
            tabIndex={0}
            role="slider"
            aria-label={`${label} point ${index + 1}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(point.y * 100)}
            aria-valuetext={`${Math.round(point.x * 100)}% pressure: ${Math.round(point.y * 100)}%`}
            onKeyDown={onKeyDown(index)}
            onPointerDown={(event) => {
              graph.current?.setPointerCapture(event.pointerId);
              setDragging(index);
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              removePoint(index);
            }}
          />
        ))}
      </div>
    </div>
  );
}
