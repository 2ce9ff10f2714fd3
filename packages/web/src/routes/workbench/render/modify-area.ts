import {
  expandRect,
  type InpaintArea,
  type LayerRegion,
  maskStrokesBounds,
  pointsBounds,
  type Rect,
} from "@contour/canvas";
import { isMaskPainted, type PaintedMaskState } from "./painted-mask";

/**
 * Room left around the painted area, as a share of its longer side: paint hugs the part to
 * change, and the backend repaints it better seeing what surrounds it (a lasso is drawn loosely
 * round it already).
 */
const PAINTED_CONTEXT = 0.25;

/** What a Modify sends: the source's box on the artboard, and the area repainted in it. */
export interface ModifyTarget {
  box: Rect;
  area: InpaintArea;
}

/** A lasso's region: its outlines' box, repainted inside them; none when inverted. */
export function selectedArea(region: LayerRegion | null): ModifyTarget | null {
  if (!region || region.inverted) return null;
  const box = pointsBounds(region.outlines.flat());
  return box && { box, area: { kind: "outlines", outlines: region.outlines } };
}

/** The painted mask on the artboard shown: where it is painted, with room around. */
export function paintedArea(
  state: PaintedMaskState,
  artboardId: string | null,
): ModifyTarget | null {
  const bounds = isMaskPainted(state, artboardId) ? maskStrokesBounds(state.strokes) : null;
  if (!bounds) return null;
  return {
    box: expandRect(bounds, Math.max(bounds.width, bounds.height) * PAINTED_CONTEXT),
    area: { kind: "strokes", strokes: state.strokes },
  };
}
