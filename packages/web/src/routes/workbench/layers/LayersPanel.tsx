import {
  type BlendMode,
  type Editor,
  findCommand,
  findLayer,
  findNode,
  moveEntry,
  readFolders,
  readLayers,
  readLayerTree,
  updateFolder,
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
import { FolderRow } from "./FolderRow";
import { GroupMenu } from "./GroupMenu";
import { LayerRow } from "./LayerRow";
import classes from "./LayersPanel.module.css";
import { LayerThumbnail } from "./LayerThumbnail";
import { BLEND_OPTIONS } from "./layer-texts";
import { NO_THUMBNAIL_SOURCE, type ThumbnailSource } from "./layer-thumbnail";
import { MaskMenu } from "./MaskMenu";
import { PaintTargets } from "./PaintTargets";
import { type DropPlace, dropTarget, panelRows } from "./panel-rows";
import { useClosedFolders } from "./use-closed-folders";

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
 * The artboard's layers and folders, top first as in every painting tool: the editor's layer
 * commands (new, duplicate, merge down, group, ungroup, move out of group, delete), reorder by
 * drag (or Alt+arrows; onto a folder's middle to put it in), rename, show or hide, lock, open or
 * close a folder, opacity and blend mode of the active row (a folder's own when it is chosen),
 * clipping mask and alpha lock of the active layer. Every change is one transaction with the
 * editor's origin, so undo takes it back. `thumbnails` is where the rows' thumbnails come from: the
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
  const { activeLayerId, activeList, activeFolderId, readOnly } = useEditorState(
    editor,
    ({ activeLayerId, activeList, activeFolderId, readOnly }) => ({
      activeLayerId,
      activeList,
      activeFolderId,
      readOnly,
    }),
  );
  const onActivate = (layerId: string) => editor.setActiveLayer(layerId);
  const artboard = useShownArtboard(editor);
  const layers = useMemo(() => (artboard ? readLayers(artboard) : []), [artboard]);
  const tree = useMemo(() => (artboard ? readLayerTree(artboard, layers) : []), [artboard, layers]);
  const [closed, toggleOpen] = useClosedFolders();
  const rows = useMemo(() => panelRows(tree, closed), [tree, closed]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ id: string; place: DropPlace } | null>(null);
  const active = layers.find((layer) => layer.id === activeLayerId) ?? layers.at(-1);
  const activeFolder = artboard
    ? readFolders(artboard).find((folder) => folder.id === activeFolderId)
    : undefined;
  // The blend mode and opacity controls are the chosen folder's, else the active layer's.
  const activeRow = activeFolder ?? active;
  const updateActive = (patch: { blendMode?: BlendMode; opacity?: number }) => {
    if (activeFolder) updateFolder(doc, origin, activeFolder.id, patch);
    else if (active) updateLayer(doc, origin, active.id, patch);
  };
  const readActiveOpacity = () => {
    if (activeFolder && artboard) {
      return readFolders(artboard).find((folder) => folder.id === activeFolder.id)?.opacity ?? 1;
    }
    return active ? (findLayer(doc, active.id)?.layer.opacity ?? 1) : 1;
  };

  function handleDrop(targetId: string) {
    const place = drop?.place;
    setDrop(null);
    setDragged(null);
    if (!dragged || !place) return;
    const target = dropTarget(tree, dragged, targetId, place);
    if (target) moveEntry(doc, origin, dragged, target.parentId, target.position);
  }

  /** Alt+arrows: one step up or down among its siblings. */
  function handleMove(id: string, direction: "up" | "down") {
    const found = findNode(tree, id);
    if (!found) return;
    const index = found.siblings.indexOf(found.node);
    const position = direction === "up" ? index + 1 : index - 1;
    if (position >= 0) moveEntry(doc, origin, id, found.parent?.id ?? null, position);
  }

  const dragProps = (id: string) => ({
    onDragStart: () => setDragged(id),
    onDrop: () => handleDrop(id),
    onMove: (direction: "up" | "down") => handleMove(id, direction),
  });

  return (
    <Stack gap="xs" className={classes.panel} aria-label="Layers" component="section">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} fz="sm">
          Layers
        </Text>
        {!readOnly && (
          // No gap: seven buttons fit the panel's width only side by side.
          <Group gap={0} wrap="nowrap">
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
              pressed={!activeFolder && active?.clipped === true}
            >
              <IconCornerLeftDown size={16} />
            </CommandButton>
            <CommandButton
              editor={editor}
              commandId="toggleAlphaLock"
              pressed={!activeFolder && active?.alphaLocked === true}
            >
              <IconGrid4x4 size={16} />
            </CommandButton>
            <GroupMenu editor={editor} />
            <CommandButton editor={editor} commandId="deleteLayer">
              <IconTrash size={16} />
            </CommandButton>
          </Group>
        )}
      </Group>
      {activeRow && !readOnly && (
        <Group gap="xs" wrap="nowrap" align="center">
          <Select
            size="xs"
            aria-label="Blend mode"
            data={BLEND_OPTIONS}
            value={activeRow.blendMode}
            allowDeselect={false}
            w={110}
            onChange={(value) => value && updateActive({ blendMode: value as BlendMode })}
          />
          <DocumentSlider
            editor={editor}
            className={classes.opacity}
            size="sm"
            min={0}
            max={100}
            name="Layer opacity"
            format={(value) => `${value}%`}
            read={() => Math.round(readActiveOpacity() * 100)}
            write={(value) => updateActive({ opacity: value / 100 })}
          />
          {!activeFolder && <MaskMenu editor={editor} layer={active} />}
        </Group>
      )}
      <ul className={classes.list} aria-label="Layer list">
        {rows.map((row) =>
          row.kind === "folder" ? (
            <FolderRow
              key={row.folder.id}
              folder={row.folder}
              depth={row.depth}
              open={row.open}
              active={row.folder.id === activeFolder?.id}
              readOnly={readOnly}
              dropPlace={drop?.id === row.folder.id ? drop.place : null}
              onToggleOpen={() => toggleOpen(row.folder.id)}
              onActivate={() => editor.setActiveFolder(row.folder.id)}
              onRename={(name) => updateFolder(doc, origin, row.folder.id, { name })}
              onToggleVisible={() =>
                updateFolder(doc, origin, row.folder.id, { visible: !row.folder.visible })
              }
              onToggleLocked={() =>
                updateFolder(doc, origin, row.folder.id, { locked: !row.folder.locked })
              }
              onDragOver={(place) => setDrop({ id: row.folder.id, place })}
              {...dragProps(row.folder.id)}
            />
          ) : (
            <LayerRow
              key={row.layer.id}
              layer={row.layer}
              depth={row.depth}
              clipped={row.clipped}
              thumbnail={
                artboard &&
                (row.layer.mask ? (
                  <PaintTargets
                    layer={row.layer}
                    target={!activeFolder && row.layer.id === active?.id ? activeList : null}
                    layerThumbnail={
                      <LayerThumbnail
                        doc={doc}
                        artboard={artboard}
                        layer={row.layer}
                        source={thumbnails}
                      />
                    }
                    maskThumbnail={
                      <LayerThumbnail
                        doc={doc}
                        artboard={artboard}
                        layer={row.layer}
                        source={thumbnails}
                        list="mask"
                      />
                    }
                    onChoose={(list) => editor.setActiveLayer(row.layer.id, list)}
                  />
                ) : (
                  <LayerThumbnail
                    doc={doc}
                    artboard={artboard}
                    layer={row.layer}
                    source={thumbnails}
                  />
                ))
              }
              active={!activeFolder && row.layer.id === active?.id}
              readOnly={readOnly}
              dropSide={drop?.id === row.layer.id && drop.place !== "into" ? drop.place : null}
              onActivate={() => onActivate(row.layer.id)}
              onRename={(name) => updateLayer(doc, origin, row.layer.id, { name })}
              onToggleVisible={() =>
                updateLayer(doc, origin, row.layer.id, { visible: !row.layer.visible })
              }
              onToggleLocked={() =>
                updateLayer(doc, origin, row.layer.id, { locked: !row.layer.locked })
              }
              onDragOver={(side) => setDrop({ id: row.layer.id, place: side })}
              {...dragProps(row.layer.id)}
            />
          ),
        )}
      </ul>
    </Stack>
  );
}
