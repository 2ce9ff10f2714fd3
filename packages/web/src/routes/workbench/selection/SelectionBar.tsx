import { type Editor, findCommand, MAX_FEATHER } from "@contour/canvas";
import { Button, Group, NumberInput, Paper, Tooltip } from "@mantine/core";
import { IconSelectAll } from "@tabler/icons-react";
import { tipOf } from "../panels/Toolbar";
import { useEditorState } from "../use-editor-state";

/**
 * The selection tools' options, over the canvas while the rectangle or lasso is chosen (as
 * Photoshop's options bar): the feather of pixel selections, Invert and Deselect.
 */
export function SelectionBar({ editor }: { editor: Editor }) {
  const feather = useEditorState(editor, (state) => state.feather);
  const selected = useEditorState(
    editor,
    (state) => state.region !== null || state.selection.length > 0,
  );
  const button = (id: string, label: string) => {
    const command = findCommand(id);
    if (!command) return null;
    return (
      <Tooltip label={tipOf(command)} withArrow>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          disabled={!command.isEnabled(editor)}
          onClick={() => command.run(editor)}
        >
          {label}
        </Button>
      </Tooltip>
    );
  };
  return (
    <Paper shadow="sm" radius="md" px={8} py={4} withBorder>
      <Group gap={8} wrap="nowrap" role="group" aria-label="Selection">
        <IconSelectAll size={16} aria-hidden color="var(--mantine-color-gray-6)" />
        <NumberInput
          size="xs"
          w={112}
          label="Feather"
          styles={{ root: { display: "flex", alignItems: "center", gap: 6 } }}
          suffix=" px"
          min={0}
          max={MAX_FEATHER}
          clampBehavior="strict"
          allowNegative={false}
          value={feather}
          onChange={(value) => editor.setFeather(typeof value === "number" ? value : 0)}
        />
        {button("invertSelection", "Invert")}
        {selected && button("deselect", "Deselect")}
      </Group>
    </Paper>
  );
}
