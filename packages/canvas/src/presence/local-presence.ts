import type { Editor } from "../editor/editor.js";
import { liveStrokeOf } from "../editor/editor-state.js";
import { type Size, screenToArtboard } from "../editor/viewport.js";
import type { Point, Viewport } from "../geometry/rect.js";
import type { PresenceState, PresenceUser, ViewFrame } from "./presence-state.js";

/**
 * This client's presence as the editor's state has it now. `pointer` is where the pointer is
 * on the canvas in screen (CSS) pixels, or null when it is off the canvas: kept in screen
 * pixels and mapped here, so a pan under a still pointer moves it on the artboard too.
 */
export function localPresence(
  editor: Editor,
  user: PresenceUser,
  pointer: Point | null,
): PresenceState {
  const { viewport, screen, activeLayerId, selection } = editor.state;
  return {
    user,
    artboardId: editor.artboard()?.id ?? null,
    pointer: pointer && screenToArtboard(viewport, pointer),
    view: viewFrame(viewport, screen),
    stroke: liveStrokeOf(editor.state),
    selection:
      selection.length > 0 && activeLayerId
        ? { layerId: activeLayerId, elementIds: selection }
        : null,
  };
}

/** What a screen of this size shows at this viewport, as a follower takes it. */
export function viewFrame(viewport: Viewport, screen: Size): ViewFrame {
  const center = screenToArtboard(viewport, { x: screen.width / 2, y: screen.height / 2 });
  const width = screen.width / viewport.scale;
  const height = screen.height / viewport.scale;
  return {
    x: center.x - width / 2,
    y: center.y - height / 2,
    width,
    height,
    rotation: viewport.rotation,
    flipped: viewport.flipped,
  };
}
