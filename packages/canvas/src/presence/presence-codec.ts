import { parseElement } from "../document/parse.js";
import { BYTES_PER_TILT, isTiltOf } from "../document/points.js";
import type { BrushStyle, StrokeTool } from "../document/schema.js";
import { normalizeRotation } from "../editor/viewport.js";
import type { Point, Rect } from "../geometry/rect.js";
import type { LiveStroke } from "../render/wet-strokes.js";
import { base64ToBytes, bytesToBase64 } from "./base64.js";
import {
  PRESENCE_LIMITS,
  type PresenceSelection,
  type PresenceState,
  type PresenceUser,
  type ViewFrame,
} from "./presence-state.js";

/**
 * A presence state as JSON, the form awareness carries (docs/api.md, "Presence"). A live
 * stroke's points are the base64 of the committed stroke's binary layout (Float32 x, y,
 * pressure, little-endian): a third of the size of a JSON array of numbers, and one copy.
 */
export type PresenceWire = {
  user: PresenceUser;
  artboardId: string | null;
  pointer: Point | null;
  /** `rotation` and `flipped` are absent from clients older than view turning: upright. */
  view: (Rect & { rotation?: number; flipped?: boolean }) | null;
  stroke: {
    id: string;
    layerId: string;
    /** "mask" for a stroke painted on the layer's mask (version 6); absent on its picture. */
    list?: "mask";
    tool: StrokeTool;
    color: string;
    size: number;
    opacity: number;
    smoothing: number;
    points: string;
    /** A styled brush's or eraser's; absent from clients older than styles (ink, plain eraser). */
    style?: BrushStyle;
    /** The base64 of a pen's tilt (`encodeTilt`), as many samples as `points`; absent without. */
    tilt?: string;
  } | null;
  selection: { layerId: string; elementIds: string[] } | null;
};

const BYTES_PER_POINT = 12;

/** Screen positions need no more than a hundredth of an artboard pixel; shorter JSON. */
const round = (value: number) => Math.round(value * 100) / 100;

export function encodePresence(state: PresenceState): PresenceWire {
  const { user, artboardId, pointer, view, stroke, selection } = state;
  return {
    user: { id: user.id, name: user.name, color: user.color },
    artboardId,
    pointer: pointer && { x: round(pointer.x), y: round(pointer.y) },
    view: view && {
      x: round(view.x),
      y: round(view.y),
      width: round(view.width),
      height: round(view.height),
      rotation: round(view.rotation),
      flipped: view.flipped,
    },
    stroke: stroke && encodeStroke(stroke),
    selection: selection && {
      layerId: selection.layerId,
      elementIds: selection.elementIds.slice(0, PRESENCE_LIMITS.selectionIds),
    },
  };
}

function encodeStroke({ layerId, stroke, list }: LiveStroke): NonNullable<PresenceWire["stroke"]> {
  const { id, tool, color, size, opacity, smoothing, style, tilt } = stroke;
  const points = stroke.points.subarray(0, PRESENCE_LIMITS.strokePoints * BYTES_PER_POINT);
  const tilts = tilt?.subarray(0, PRESENCE_LIMITS.strokePoints * BYTES_PER_TILT);
  return {
    id,
    layerId,
    ...(list ? { list } : {}),
    tool,
    color,
    size,
    opacity,
    smoothing,
    points: bytesToBase64(points),
    ...(style ? { style } : {}),
    ...(tilts ? { tilt: bytesToBase64(tilts) } : {}),
  };
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= PRESENCE_LIMITS.idLength;
const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Another client's state, or null when it is not a presence state (a client that published
 * nothing yet, or a broken or hostile one). States are untrusted input: without a valid `user`
 * the state is ignored; any other malformed part reads as absent, so a client of a newer
 * version still shows as present.
 */
export function decodePresence(value: unknown): PresenceState | null {
  if (!isRecord(value)) return null;
  const user = decodeUser(value.user);
  if (!user) return null;
  return {
    user,
    artboardId: isId(value.artboardId) ? value.artboardId : null,
    pointer: decodePoint(value.pointer),
    view: decodeView(value.view),
    stroke: decodeStroke(value.stroke, user.id),
    selection: decodeSelection(value.selection),
  };
}

function decodeUser(value: unknown): PresenceUser | null {
  if (!isRecord(value)) return null;
  const { id, name, color } = value;
  const valid =
    isId(id) &&
    typeof name === "string" &&
    name.length <= PRESENCE_LIMITS.nameLength &&
    typeof color === "string" &&
    COLOR.test(color);
  return valid ? { id, name, color } : null;
}

function decodePoint(value: unknown): Point | null {
  if (!isRecord(value) || !isFiniteNumber(value.x) || !isFiniteNumber(value.y)) return null;
  return { x: value.x, y: value.y };
}

function decodeView(value: unknown): ViewFrame | null {
  const corner = decodePoint(value);
  if (!corner || !isRecord(value)) return null;
  const { width, height, rotation, flipped } = value;
  if (!isFiniteNumber(width) || !isFiniteNumber(height) || width <= 0 || height <= 0) return null;
  return {
    ...corner,
    width,
    height,
    rotation: isFiniteNumber(rotation) ? normalizeRotation(rotation) : 0,
    flipped: flipped === true,
  };
}

function decodeStroke(value: unknown, author: string): LiveStroke | null {
  if (!isRecord(value) || !isId(value.layerId) || typeof value.points !== "string") return null;
  if (value.points.length > Math.ceil((PRESENCE_LIMITS.strokePoints * BYTES_PER_POINT) / 3) * 4) {
    return null;
  }
  const points = base64ToBytes(value.points);
  if (!points) return null;
  const { id, tool, color, size, opacity, smoothing, style } = value;
  // A tilt that is not one for these points reads as none: the stroke shows upright.
  const tiltBytes =
    typeof value.tilt === "string" && value.tilt.length <= value.points.length
      ? base64ToBytes(value.tilt)
      : null;
  const tilt = isTiltOf(tiltBytes, points) ? tiltBytes : undefined;
  const stroke = parseElement({
    kind: "stroke",
    id,
    tool,
    color,
    size,
    opacity,
    smoothing,
    author,
    points,
    ...(style === undefined ? {} : { style }),
    ...(tilt === undefined ? {} : { tilt }),
  });
  if (stroke?.kind !== "stroke") return null;
  return value.list === "mask"
    ? { layerId: value.layerId, stroke, list: "mask" }
    : { layerId: value.layerId, stroke };
}

function decodeSelection(value: unknown): PresenceSelection | null {
  if (!isRecord(value) || !isId(value.layerId) || !Array.isArray(value.elementIds)) return null;
  const ids: unknown[] = value.elementIds;
  if (ids.length === 0 || ids.length > PRESENCE_LIMITS.selectionIds || !ids.every(isId)) {
    return null;
  }
  return { layerId: value.layerId, elementIds: ids };
}
