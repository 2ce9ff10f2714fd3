import { centeredOn, clampZoom, type Size } from "../editor/viewport.js";
import { rectCenter, type Viewport } from "../geometry/rect.js";
import type { ViewFrame } from "./presence-state.js";

/**
 * The viewport that shows on our screen what a followed collaborator's screen shows (`view`, in
 * artboard coordinates): all of it, as large as fits, centred, turned and mirrored as theirs.
 * Screens of different shapes see the same centre; ours shows a little more along the side
 * where it is relatively longer.
 */
export function followViewport(view: ViewFrame, screen: Size): Viewport {
  const scale = clampZoom(Math.min(screen.width / view.width, screen.height / view.height));
  return centeredOn(rectCenter(view), screen, scale, view);
}
