import {
  addLayer,
  BLEND_MODES,
  type BlendMode,
  deleteLayer,
  duplicateLayer,
  type LayerView,
  mergeDown,
  moveLayer,
  readArtboards,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { ActionIcon, Group, Select, Slider, Stack, Text, Tooltip } from "@mantine/core";
import { IconArrowMerge, IconCopy, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import type * as Y from "yjs";
import { useDocumentVersion } from "../use-document-version";
import { type DropSide, LayerRow } from "./LayerRow";
import classes from "./LayersPanel.module.css";
import { BLEND_MODE_LABEL, nextLayerName } from "./layer-texts";

const BLEND_OPTIONS = BLEND_MODES.map((mode) => ({ value: mode, label: BLEND_MODE_LABEL[mode] }));

function PanelAction(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The artboard's layers, top first as in every painting tool: add, duplicate, merge down, delete,
 * reorder by drag (or Alt+arrows), rename, show or hide, lock, opacity and blend mode of the
 * active one. Every change is one transaction with the user's origin, so undo takes it back.
 */
export function LayersPanel({
  doc,
  origin,
  activeLayerId,
  onActivate,
  readOnly,
}: {
  doc: Y.Doc;
  origin: unknown;
  activeLayerId: string | null;
  onActivate: (layerId: string) => void;
  readOnly: boolean;
}) {
  const version = useDocumentVersion(doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  const { artboardId, layers } = useMemo(() => {
    const artboard = readArtboards(doc)[0];
    return { artboardId: artboard?.id ?? "", layers: artboard ? readLayers(artboard) : [] };
  }, [doc, version]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ layerId: string; side: DropSide } | null>(null);
  const topFirst = [...layers].reverse();
  const active = layers.find((layer) => layer.id === activeLayerId) ?? layers.at(-1);
  const activeIndex = active ? layers.indexOf(active) : -1;

  function handleAdd() {
    const id = addLayer(
      doc,
      origin,
      artboardId,
      nextLayerName(layers.map((layer) => layer.name)),
      active?.id,
    );
    onActivate(id);
  }

  function handleDelete() {
    if (!active) return;
    const below = layers[activeIndex - 1] ?? layers[activeIndex + 1];
    if (deleteLayer(doc, origin, active.id) && below) onActivate(below.id);
  }

  function handleDrop(target: LayerView) {
    const side = drop?.side;
    setDrop(null);
    setDragged(null);
    if (!dragged || !side || dragged === target.id) return;
    const others = layers.filter((layer) => layer.id !== dragged);
    const targetIndex = others.findIndex((layer) => layer.id === target.id);
    moveLayer(doc, origin, dragged, side === "above" ? targetIndex + 1 : targetIndex);
  }

  function handleMove(layer: LayerView, direction: "up" | "down") {
    const index = layers.indexOf(layer);
    moveLayer(doc, origin, layer.id, direction === "up" ? index + 1 : index - 1);
  }

  return (
    <Stack gap="xs" className={classes.panel} aria-label="Layers" component="section">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} fz="sm">
          Layers
        </Text>
        {!readOnly && (
          <Group gap={2} wrap="nowrap">
            <PanelAction label="Add layer" disabled={false} onClick={handleAdd}>
              <IconPlus size={16} />
            </PanelAction>
            <PanelAction
              label="Duplicate layer"
              disabled={!active}
              onClick={() => {
                const id = active && duplicateLayer(doc, origin, active.id);
                if (id) onActivate(id);
              }}
            >
              <IconCopy size={16} />
            </PanelAction>
            <PanelAction
              label="Merge down"
              disabled={activeIndex <= 0}
              onClick={() => {
                const id = active && mergeDown(doc, origin, active.id);
                if (id) onActivate(id);
              }}
            >
              <IconArrowMerge size={16} style={{ transform: "rotate(180deg)" }} />
            </PanelAction>
            <PanelAction label="Delete layer" disabled={layers.length <= 1} onClick={handleDelete}>
              <IconTrash size={16} />
            </PanelAction>
          </Group>
        )}
      </Group>
      {active && !readOnly && (
        <Group gap="xs" wrap="nowrap" align="center">
          <Select
            size="xs"
            aria-label="Blend mode"
            data={BLEND_OPTIONS}
            value={active.blendMode}
            allowDeselect={false}
            w={110}
            onChange={(value) =>
              value && updateLayer(doc, origin, active.id, { blendMode: value as BlendMode })
            }
          />
          <Slider
            className={classes.opacity}
            size="sm"
            min={0}
            max={100}
            label={(value) => `${value}%`}
            aria-label="Layer opacity"
            value={Math.round(active.opacity * 100)}
            onChange={(value) => updateLayer(doc, origin, active.id, { opacity: value / 100 })}
          />
        </Group>
      )}
      <ul className={classes.list} aria-label="Layer list">
        {topFirst.map((layer) => (
          <LayerRow
            key={layer.id}
            layer={layer}
            active={layer.id === active?.id}
            readOnly={readOnly}
            dropSide={drop?.layerId === layer.id ? drop.side : null}
            onActivate={() => onActivate(layer.id)}
            onRename={(name) => updateLayer(doc, origin, layer.id, { name })}
            onToggleVisible={() => updateLayer(doc, origin, layer.id, { visible: !layer.visible })}
            onToggleLocked={() => updateLayer(doc, origin, layer.id, { locked: !layer.locked })}
            onDragStart={() => setDragged(layer.id)}
            onDragOver={(side) => setDrop({ layerId: layer.id, side })}
            onDrop={() => handleDrop(layer)}
            onMove={(direction) => handleMove(layer, direction)}
          />
        ))}
      </ul>
    </Stack>
  );
}
