import { clampZoom, type Size } from "../editor/viewport.js";
import { type Rect, rectCenter, type Viewport } from "../geometry/rect.js";

/**
 * The viewport that shows on our screen what a followed collaborator's screen shows (`view`, in
 * artboard coordinates): all of it, as large as fits, centred. Screens of different shapes see
 * the same centre; ours shows a little more along the side where it is relatively longer.
 */
export function followViewport(view: Rect, screen: Size): Viewport {
  const scale = clampZoom(Math.min(screen.width / view.width, screen.height / view.height));
  const center = rectCenter(view);
  return {
    scale,
    x: screen.width / 2 - center.x * scale,
    y: screen.height / 2 - center.y * scale,
  };
}
