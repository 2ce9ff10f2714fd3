import {
  type BlendMode,
  clippingBases,
  type Editor,
  findCommand,
  findLayer,
  type LayerView,
  moveLayer,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { ActionIcon, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import {
  IconArrowMerge,
  IconCopy,
  IconCornerLeftDown,
  IconGrid4x4,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { useShownArtboard } from "../artboard/use-shown-artboard";
import { DocumentSlider } from "../panels/DocumentSlider";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import { useEditorState } from "../use-editor-state";
import { type DropSide, LayerRow } from "./LayerRow";
import classes from "./LayersPanel.module.css";
import { LayerThumbnail } from "./LayerThumbnail";
import { BLEND_OPTIONS } from "./layer-texts";
import { NO_THUMBNAIL_SOURCE, type ThumbnailSource } from "./layer-thumbnail";
import { MaskMenu } from "./MaskMenu";
import { PaintTargets } from "./PaintTargets";

/**
 * A button of the panel that runs one of the editor's layer commands; `pressed` makes it a
 * toggle (the active layer's clipping and alpha lock), shown pressed while on.
 */
function CommandButton(props: {
  editor: Editor;
  commandId: string;
  pressed?: boolean;
  children: ReactNode;
}) {
  const command = findCommand(props.commandId);
  if (!command) return null;
  return (
    <Tooltip label={command.label} withArrow>
      <ActionIcon
        variant={props.pressed ? "light" : "subtle"}
        color={props.pressed ? "blue" : "gray"}
        className={panelClasses.quiet}
        aria-label={command.label}
        aria-pressed={props.pressed}
        disabled={!command.isEnabled(props.editor)}
        onClick={() => command.run(props.editor)}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The artboard's layers, top first as in every painting tool: the editor's layer commands (new,
 * duplicate, merge down, delete), reorder by drag (or Alt+arrows), rename, show or hide, lock,
 * opacity, blend mode, clipping mask and alpha lock of the active one. Every change is one transaction with the editor's
 * origin, so undo takes it back. `thumbnails` is where the rows' thumbnails come from: the
 * workbench passes its screen renderer's layer bitmaps and its image cache; unit tests that need
 * no pixels leave it out, and each row then renders its layer itself with images not loaded.
 */
export function LayersPanel({
  editor,
  thumbnails = NO_THUMBNAIL_SOURCE,
}: {
  editor: Editor;
  thumbnails?: ThumbnailSource;
}) {
  const { doc, origin } = editor;
  const { activeLayerId, activeList, readOnly } = useEditorState(
    editor,
    ({ activeLayerId, activeList, readOnly }) => ({ activeLayerId, activeList, readOnly }),
  );
  const onActivate = (layerId: string) => editor.setActiveLayer(layerId);
  const artboard = useShownArtboard(editor);
  const layers = useMemo(() => (artboard ? readLayers(artboard) : []), [artboard]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ layerId: string; side: DropSide } | null>(null);
  const bases = useMemo(() => clippingBases(layers), [layers]);
  const topFirst = [...layers].reverse();
  const active = layers.find((layer) => layer.id === activeLayerId) ?? layers.at(-1);

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
            <CommandButton editor={editor} commandId="addLayer">
              <IconPlus size={16} />
            </CommandButton>
            <CommandButton editor={editor} commandId="duplicateLayer">
              <IconCopy size={16} />
            </CommandButton>
            <CommandButton editor={editor} commandId="mergeDown">
              <IconArrowMerge size={16} style={{ transform: "rotate(180deg)" }} />
            </CommandButton>
            <CommandButton
              editor={editor}
              commandId="toggleClipping"
              pressed={active?.clipped === true}
            >
              <IconCornerLeftDown size={16} />
            </CommandButton>
            <CommandButton
              editor={editor}
              commandId="toggleAlphaLock"
              pressed={active?.alphaLocked === true}
            >
              <IconGrid4x4 size={16} />
            </CommandButton>
            <CommandButton editor={editor} commandId="deleteLayer">
              <IconTrash size={16} />
            </CommandButton>
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
          <DocumentSlider
            editor={editor}
            className={classes.opacity}
            size="sm"
            min={0}
            max={100}
            name="Layer opacity"
            format={(value) => `${value}%`}
            read={() => Math.round((findLayer(doc, active.id)?.layer.opacity ?? 1) * 100)}
            write={(value) => updateLayer(doc, origin, active.id, { opacity: value / 100 })}
          />
          <MaskMenu editor={editor} layer={active} />
        </Group>
      )}
      <ul className={classes.list} aria-label="Layer list">
        {topFirst.map((layer) => (
          <LayerRow
            key={layer.id}
            layer={layer}
            clipped={bases[layers.indexOf(layer)] !== null}
            thumbnail={
              artboard &&
              (layer.mask ? (
                <PaintTargets
                  layer={layer}
                  target={layer.id === active?.id ? activeList : null}
                  layerThumbnail={
                    <LayerThumbnail
                      doc={doc}
                      artboard={artboard}
                      layer={layer}
                      source={thumbnails}
                    />
                  }
                  maskThumbnail={
                    <LayerThumbnail
                      doc={doc}
                      artboard={artboard}
                      layer={layer}
                      source={thumbnails}
                      list="mask"
                    />
                  }
                  onChoose={(list) => editor.setActiveLayer(layer.id, list)}
                />
              ) : (
                <LayerThumbnail doc={doc} artboard={artboard} layer={layer} source={thumbnails} />
              ))
            }
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
