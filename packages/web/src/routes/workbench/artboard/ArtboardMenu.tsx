import { type Editor, MAX_ARTBOARDS, readArtboards, updateArtboard } from "@contour/canvas";
import { Button, Menu, Text } from "@mantine/core";
import { IconCheck, IconChevronDown, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { confirmAction } from "../../../components/confirm-action";
import { RenameInput } from "../../../components/RenameInput";
import { MAX_LAYER_NAME_LENGTH } from "../layered-import/layered-file";
import { useDocumentVersion } from "../use-document-version";
import { useEditorState } from "../use-editor-state";
import classes from "./ArtboardMenu.module.css";
import { useShownArtboard } from "./use-shown-artboard";

/**
 * The workbench's artboards (docs/decisions.md, "several artboards"): the shown one's name in
 * the top bar, a menu of them all to show another, and for editors new, rename and delete.
 */
export function ArtboardMenu({ editor }: { editor: Editor }) {
  const shown = useShownArtboard(editor);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const version = useDocumentVersion(editor.doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  const artboards = useMemo(() => readArtboards(editor.doc), [editor, version]);
  const [renaming, setRenaming] = useState(false);
  if (!shown) return null;

  if (renaming) {
    return (
      <RenameInput
        label="Artboard name"
        className={classes.rename}
        initial={shown.name}
        onCommit={(name) => {
          setRenaming(false);
          if (name) {
            const trimmed = name.slice(0, MAX_LAYER_NAME_LENGTH);
            updateArtboard(editor.doc, editor.origin, shown.id, { name: trimmed });
          }
        }}
      />
    );
  }

  const remove = async () => {
    const confirmed = await confirmAction({
      title: "Delete artboard",
      message: `"${shown.name}" and its layers will be deleted. Undo brings them back.`,
      confirm: "Delete artboard",
      destructive: true,
    });
    if (confirmed) editor.deleteArtboard();
  };

  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          className={classes.target}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Artboard: ${shown.name}`}
        >
          <span className={classes.name}>{shown.name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Artboards</Menu.Label>
        {artboards.map((artboard) => (
          <Menu.Item
            key={artboard.id}
            leftSection={
              <IconCheck size={14} className={artboard.id === shown.id ? "" : classes.hidden} />
            }
            rightSection={
              <Text size="xs" c="dimmed">
                {artboard.width} × {artboard.height}
              </Text>
            }
            aria-current={artboard.id === shown.id ? "true" : undefined}
            onClick={() => editor.showArtboard(artboard.id)}
          >
            <span className={classes.name}>{artboard.name}</span>
          </Menu.Item>
        ))}
        {!readOnly && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconPlus size={14} />}
              disabled={artboards.length >= MAX_ARTBOARDS}
              onClick={() => editor.addArtboard()}
            >
              New artboard
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(true)}>
              Rename artboard
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={artboards.length <= 1}
              onClick={remove}
            >
              Delete artboard
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
