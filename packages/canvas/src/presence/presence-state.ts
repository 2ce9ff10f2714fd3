import type { ViewTurn } from "../editor/viewport.js";
import type { Point, Rect } from "../geometry/rect.js";
import type { LiveStroke } from "../render/wet-strokes.js";

/**
 * Who a collaborator is. `id` is the signed-in user's id: the collaboration server drops an
 * awareness update whose `user.id` is not its connection's user, so this part is a contract.
 */
export type PresenceUser = { id: string; name: string; color: string };

/** What a collaborator has selected: elements of one layer, as the selection tool allows. */
export type PresenceSelection = { layerId: string; elementIds: readonly string[] };

/**
 * What one client tells the others about itself through the awareness protocol (docs/api.md,
 * "Presence"). Positions are in artboard coordinates of `artboardId`, so each screen places them
 * through its own viewport.
 */
export type PresenceState = {
  user: PresenceUser;
  /** The artboard this client shows; null before the document has one. */
  artboardId: string | null;
  /** The pointer over the canvas; null when it is elsewhere. */
  pointer: Point | null;
  /** The part of the artboard plane this client's canvas shows (what a follower fits). */
  view: ViewFrame | null;
  /** The stroke being drawn: its id is the one the committed element will have. */
  stroke: LiveStroke | null;
  selection: PresenceSelection | null;
};

/**
 * What a client's canvas shows: the rectangle an upright screen of its size would show at its
 * zoom, centred where its screen's centre is, in artboard coordinates; then turned and mirrored
 * as its view is (upright for clients that do not say).
 */
export type ViewFrame = Rect & ViewTurn;

/**
 * Bounds on what one state may carry. Awareness sends a client's whole state with each change,
 * so a state must stay small: a stroke longer than this shows live only up to here (the
 * committed stroke has all of it), and a larger selection is outlined by its first elements.
 */
export const PRESENCE_LIMITS = {
  strokePoints: 20_000,
  selectionIds: 1_000,
  nameLength: 200,
  idLength: 128,
} as const;

const samePoint = (a: Point | null, b: Point | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

const sameView = (a: ViewFrame | null, b: ViewFrame | null) =>
  samePoint(a, b) &&
  a?.width === b?.width &&
  a?.height === b?.height &&
  a?.rotation === b?.rotation &&
  a?.flipped === b?.flipped;

/**
 * Whether two states of this client say the same: strokes and selections compared by identity
 * (the editor makes new ones when they change), so an unchanged state costs no encoding.
 */
export function isSamePresence(a: PresenceState, b: PresenceState): boolean {
  return (
    a.user === b.user &&
    a.artboardId === b.artboardId &&
    samePoint(a.pointer, b.pointer) &&
    sameView(a.view, b.view) &&
    a.stroke?.stroke === b.stroke?.stroke &&
    a.stroke?.layerId === b.stroke?.layerId &&
    a.stroke?.list === b.stroke?.list &&
    a.selection?.elementIds === b.selection?.elementIds &&
    a.selection?.layerId === b.selection?.layerId
  );
}
