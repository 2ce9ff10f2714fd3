import type { Gesture, View } from "./view.js";

/** What the bench drives: one app showing the strokes, whose view it sets once per frame. */
export type BenchApp = {
  /** Called inside requestAnimationFrame: the app shows this view, during this gesture. */
  show(view: View, gesture: Gesture): void;
  /** The gesture ended at this view (a zoom sharpens its bitmaps here). */
  end(view: View): void;
  /** How many frames the app has drawn so far (to check it drew every frame it was given). */
  framesDrawn(): number;
};
