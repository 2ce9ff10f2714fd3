import { type Editor, panBy, zoomAt } from "@contour/canvas";
import { type RefObject, useEffect } from "react";

/** How much one wheel notch (deltaY 100) zooms: about 20 %, as design tools do. */
const ZOOM_PER_PIXEL = 0.0018;

/**
 * The wheel pans (a trackpad's two-finger scroll included); with Ctrl or Cmd, or a trackpad
 * pinch (which browsers report as a Ctrl+wheel), it zooms around the pointer. The listener is
 * not passive, so the page itself neither scrolls nor zooms.
 */
export function useWheelNavigation(target: RefObject<HTMLElement | null>, editor: Editor) {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { viewport } = editor.state;
      if (event.ctrlKey || event.metaKey) {
        const box = element.getBoundingClientRect();
        const point = { x: event.clientX - box.left, y: event.clientY - box.top };
        editor.setViewport(zoomAt(viewport, point, Math.exp(-event.deltaY * ZOOM_PER_PIXEL)));
      } else {
        editor.setViewport(panBy(viewport, -event.deltaX, -event.deltaY));
      }
    };
    element.addEventListener("wheel", handleWheel, { passive: false });
    return () => element.removeEventListener("wheel", handleWheel);
  }, [target, editor]);
}
