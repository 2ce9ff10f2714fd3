import { type Editor, readLayers } from "@contour/canvas";
import { MultiSelect } from "@mantine/core";
import { useMemo } from "react";
import { useDocumentVersion } from "../use-document-version";

/** The layers a render starts from; none chosen means the active layer. */
export function LayerChoice({
  editor,
  value,
  onChange,
}: {
  editor: Editor;
  value: string[];
  onChange: (layerIds: string[]) => void;
}) {
  const version = useDocumentVersion(editor.doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  const layers = useMemo(() => {
    const artboard = editor.artboard();
    return artboard ? readLayers(artboard).reverse() : [];
  }, [editor, version]);
  return (
    <MultiSelect
      size="xs"
      label="Layers"
      placeholder={value.length === 0 ? "The active layer" : undefined}
      data={layers.map((layer) => ({ value: layer.id, label: layer.name }))}
      value={value.filter((id) => layers.some((layer) => layer.id === id))}
      onChange={onChange}
      clearable
    />
  );
}
