import { newId } from "../document/ids.js";
import type { Editor } from "../editor/editor.js";
import { screenToArtboard } from "../editor/viewport.js";
import {
  canAddEllipse,
  canAddRuler,
  newEllipseGuide,
  newRuler,
  withEllipse,
  withPerspective,
  withRuler,
  withSymmetry,
} from "./guide-edits.js";
import type { PerspectiveKind, RulerKind, SymmetryKind } from "./guides.js";

/** The perspective grid switched to 1-, 2- or 3-point, or off (null). */
export function choosePerspective(editor: Editor, kind: PerspectiveKind | null): boolean {
  const artboard = editor.artboard();
  if (!artboard) return false;
  return editor.setGuides(withPerspective(editor.state.guides, kind, artboard));
}

/**
 * A new ellipse guide in the middle of the view, a fifth of it across, selected with the guides
 * tool chosen so that the designer places it on the wheel next.
 */
export function addEllipseGuide(editor: Editor): boolean {
  const { guides, viewport, screen } = editor.state;
  if (!canAddEllipse(guides)) return false;
  const center = screenToArtboard(viewport, { x: screen.width / 2, y: screen.height / 2 });
  const radius = Math.min(screen.width, screen.height) / 5 / viewport.scale;
  const ellipse = newEllipseGuide(newId(), center, Math.max(1, radius));
  if (!editor.setGuides(withEllipse(guides, ellipse))) return false;
  editor.setTool("guides");
  editor.selectGuide(ellipse.id);
  return true;
}

/** The symmetry switched to a mirror, a radial one, or off (null). */
export function chooseSymmetry(editor: Editor, kind: SymmetryKind | null): boolean {
  const artboard = editor.artboard();
  if (!artboard) return false;
  return editor.setGuides(withSymmetry(editor.state.guides, kind, artboard));
}

/**
 * A new ruler (a straight edge or a French curve) across the middle of the view, three fifths of
 * it long, selected with the guides tool chosen so that the designer lays it where it is wanted.
 */
export function addRuler(editor: Editor, kind: RulerKind): boolean {
  const { guides, viewport, screen } = editor.state;
  if (!canAddRuler(guides)) return false;
  const center = screenToArtboard(viewport, { x: screen.width / 2, y: screen.height / 2 });
  const length = Math.max(1, (Math.min(screen.width, screen.height) * 0.6) / viewport.scale);
  const ruler = newRuler(newId(), kind, center, length);
  if (!editor.setGuides(withRuler(guides, ruler))) return false;
  editor.setTool("guides");
  editor.selectGuide(ruler.id);
  return true;
}
