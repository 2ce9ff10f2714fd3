import type { ArtboardView, ElementList, LayerView } from "@contour/canvas";
import { useEffect, useRef } from "react";
import type * as Y from "yjs";
import classes from "./LayerThumbnail.module.css";
import {
  createIdleThrottle,
  paintLayerThumbnail,
  THUMBNAIL_BOX,
  THUMBNAIL_INTERVAL_MS,
  type ThumbnailSource,
} from "./layer-thumbnail";
import { paintMaskThumbnail } from "./mask-thumbnail";

/**
 * Tries again at a thumbnail that could not be painted whole (its images still loading, or the
 * renderer's bitmap a frame behind), before it waits for the layer's next change.
 */
const RETRIES = 10;

/**
 * A small picture of a layer's content for its row, or of its mask (`list` "mask"). It is painted
 * when that list's elements change (a committed stroke, an erasure, a move), throttled and in
 * idle time: a stroke being drawn is not in the document yet, so the pen's samples never repaint
 * it.
 */
export function LayerThumbnail({
  doc,
  artboard,
  layer,
  source,
  list = "elements",
}: {
  doc: Y.Doc;
  artboard: ArtboardView;
  layer: LayerView;
  source: ThumbnailSource;
  list?: ElementList;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** What the next paint reads: the panel hands a new view of the layer on every change. */
  const latest = useRef({ doc, artboard, layer, source });
  latest.current = { doc, artboard, layer, source };
  const elements = list === "mask" ? layer.mask : layer.elements;
  const paint = list === "mask" ? paintMaskThumbnail : paintLayerThumbnail;
  const { width, height } = artboard;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new size repaints; the rest is read from `latest`.
  useEffect(() => {
    const canvas = canvasRef.current;
    // Layer bitmaps are OffscreenCanvases (every browser Contour supports); jsdom has none.
    if (!canvas || !elements || typeof OffscreenCanvas === "undefined") return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(THUMBNAIL_BOX.width * dpr);
    canvas.height = Math.round(THUMBNAIL_BOX.height * dpr);
    let retries = 0;
    const throttle = createIdleThrottle(() => {
      const current = latest.current;
      const complete = paint(canvas, current.doc, current.artboard, current.layer, current.source);
      if (!complete && retries < RETRIES) {
        retries += 1;
        throttle.request();
      }
    }, THUMBNAIL_INTERVAL_MS);
    const handleChange = () => {
      retries = 0;
      throttle.request();
    };
    throttle.request();
    elements.observe(handleChange);
    return () => {
      elements.unobserve(handleChange);
      throttle.cancel();
    };
  }, [elements, width, height]);

  return (
    <canvas
      ref={canvasRef}
      className={classes.thumbnail}
      style={{ width: THUMBNAIL_BOX.width, height: THUMBNAIL_BOX.height }}
      aria-hidden
    />
  );
}
