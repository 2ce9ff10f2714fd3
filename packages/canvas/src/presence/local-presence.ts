import type { Editor } from "../editor/editor.js";
import { screenToArtboard } from "../editor/viewport.js";
import type { Point } from "../geometry/rect.js";
import { visibleRect } from "../render/viewport.js";
import type { PresenceState, PresenceUser } from "./presence-state.js";

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
  const { viewport, screen, liveStroke, activeLayerId, selection } = editor.state;
  return {
    user,
    artboardId: editor.artboard()?.id ?? null,
    pointer: pointer && screenToArtboard(viewport, pointer),
    view: visibleRect(viewport, screen.width, screen.height),
    stroke: liveStroke && activeLayerId ? { layerId: activeLayerId, stroke: liveStroke } : null,
    selection:
      selection.length > 0 && activeLayerId
        ? { layerId: activeLayerId, elementIds: selection }
        : null,
  };
}
