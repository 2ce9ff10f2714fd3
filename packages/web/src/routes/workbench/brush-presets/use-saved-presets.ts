import { type Editor, parsePresetSettings, type SavedBrushPreset } from "@contour/canvas";
import { useEffect, useMemo } from "react";
import { useQuery } from "urql";
import { BrushPresetsQuery } from "../../../graphql/documents/brush-presets";
import type { ResultOf } from "../../../graphql/graphql";

export type SavedPresetEntry = ResultOf<typeof BrushPresetsQuery>["brushPresets"][number];

/**
 * The workspace's saved presets for this designer, kept in the editor so that choosing and
 * resetting one works as for the presets Contour comes with. Settings the canvas cannot read
 * (saved by a newer Contour) are left out rather than drawn wrong.
 */
export function useSavedPresets(editor: Editor, organizationId: string) {
  const [{ data, error }, refetch] = useQuery({
    query: BrushPresetsQuery,
    variables: { organizationId },
  });
  const entries = useMemo(
    () =>
      (data?.brushPresets ?? []).flatMap((entry) => {
        const settings = parsePresetSettings(entry.settings);
        return settings ? [{ entry, preset: { id: entry.id, name: entry.name, settings } }] : [];
      }),
    [data],
  );
  useEffect(() => {
    editor.setSavedPresets(entries.map(({ preset }): SavedBrushPreset => preset));
  }, [editor, entries]);
  return {
    entries: entries.map(({ entry }) => entry),
    error,
    /** Reads the list again after a preset was saved or deleted. */
    reload: () => refetch({ requestPolicy: "network-only" }),
  };
}
