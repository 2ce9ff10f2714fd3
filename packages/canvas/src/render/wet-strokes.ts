import type { ElementList, Stroke } from "../document/schema.js";
import type { LayerView } from "../document/workbench-document.js";
import type { WetStroke } from "./composite-frame.js";
import { createLiveDabs } from "./draw-dabs.js";
import { strokeGeometry } from "./stroke-geometry.js";

/**
 * A stroke being drawn on a layer, not yet an element of it; `list` "mask" when it is painted on
 * the layer's mask (version 6), absent on its picture.
 */
export type LiveStroke = { layerId: string; stroke: Stroke; list?: "mask" };

type LayerWetStroke = WetStroke & { layerId: string; list?: "mask" };

const listOf = (live: { list?: "mask" }): ElementList => live.list ?? "elements";

/**
 * The strokes being drawn, for the renderer: ours (one and its symmetric copies, set from the
 * pointer handler: the P4 fast path computes only their outlines) and others' from their presence. Another's stroke whose
 * id is already an element of its layer is left out: the committed element can arrive before
 * the presence that clears the wet stroke, and a stroke must not show twice.
 */
export function createWetStrokes() {
  let local: LayerWetStroke[] = [];
  let remote: LayerWetStroke[] = [];
  /** The ids of layers that have others' wet strokes, made when needed, dropped on a change. */
  const committedIds = new WeakMap<LayerView["elements"], Set<unknown>>();

  const isCommitted = (layer: Pick<LayerView, "elements">, id: string) => {
    let ids = committedIds.get(layer.elements);
    if (!ids) {
      // Values come from other clients: anything may be there, null included.
      ids = new Set(
        layer.elements.toArray().map((value) => (value as { id?: unknown } | null)?.id),
      );
      committedIds.set(layer.elements, ids);
    }
    return ids.has(id);
  };

  return {
    /** Ours, with its symmetric copies on the same layer; a stroke keeps its dabs as it grows. */
    setLocal(live: LiveStroke | null, copies: readonly Stroke[]): void {
      if (!live) {
        local = [];
        return;
      }
      const dabsOf = (id: string) => local.find((shown) => shown.stroke.id === id)?.dabs;
      local = [live.stroke, ...copies].map((stroke) => ({
        layerId: live.layerId,
        ...(live.list ? { list: live.list } : {}),
        stroke,
        geometry: strokeGeometry(stroke, false),
        dabs: dabsOf(stroke.id) ?? createLiveDabs(),
      }));
    },

    /** Answers whether that changed anything: others' cursors move far more than they draw. */
    setRemote(strokes: readonly LiveStroke[]): boolean {
      const same =
        strokes.length === remote.length &&
        strokes.every(
          (live, index) =>
            live.stroke === remote[index]?.stroke &&
            live.layerId === remote[index]?.layerId &&
            live.list === remote[index]?.list,
        );
      if (same) return false;
      // A collaborator's stroke that did not change keeps its outline: only growing ones cost.
      const before = new Map(remote.map((shown) => [shown.stroke, shown]));
      const dabsOf = new Map(remote.map((shown) => [shown.stroke.id, shown.dabs]));
      remote = strokes.map(
        (live) =>
          before.get(live.stroke) ?? {
            ...live,
            geometry: strokeGeometry(live.stroke, false),
            dabs: dabsOf.get(live.stroke.id) ?? createLiveDabs(),
          },
      );
      return true;
    },

    /** Call when a layer's elements changed: its committed ids are read again when needed. */
    noteChanged(elements: LayerView["elements"]): void {
      committedIds.delete(elements);
    },

    /**
     * Others' strokes on one of the layer's lists not yet committed, then ours and its copies;
     * undefined for none. `elements` is that list's array.
     */
    on(
      layer: Pick<LayerView, "id" | "elements">,
      list: ElementList = "elements",
    ): WetStroke[] | undefined {
      let strokes: WetStroke[] | undefined;
      for (const candidate of remote) {
        if (candidate.layerId !== layer.id || listOf(candidate) !== list) continue;
        if (isCommitted(layer, candidate.stroke.id)) continue;
        strokes ??= [];
        strokes.push(candidate);
      }
      for (const own of local) {
        if (own.layerId !== layer.id || listOf(own) !== list) continue;
        strokes ??= [];
        strokes.push(own);
      }
      return strokes;
    },
  };
}
