import { type Editor, findCommand } from "@contour/canvas";
import { ActionIcon, Button, Group, Paper, Tooltip } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useEditorState } from "../use-editor-state";
import { tipOf } from "./Toolbar";

/** The bottom bar: zoom out, the zoom level, zoom in, fit, 100%. */
export function ZoomBar({ editor }: { editor: Editor }) {
  const scale = useEditorState(editor, (state) => state.viewport.scale);
  const run = (id: string) => findCommand(id)?.run(editor);
  const tip = (id: string) => {
    const command = findCommand(id);
    return command ? tipOf(command) : id;
  };
  return (
    <Paper shadow="sm" radius="md" px={6} py={4} withBorder>
      <Group gap={4} wrap="nowrap" aria-label="Zoom">
        <Tooltip label={tip("zoomOut")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Zoom out"
            onClick={() => run("zoomOut")}
          >
            <IconMinus size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={tip("zoomTo100")} withArrow>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            w={64}
            aria-label={`Zoom ${Math.round(scale * 100)}%, set to 100%`}
            onClick={() => run("zoomTo100")}
          >
            {Math.round(scale * 100)}%
          </Button>
        </Tooltip>
        <Tooltip label={tip("zoomIn")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Zoom in"
            onClick={() => run("zoomIn")}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={tip("zoomToFit")} withArrow>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => run("zoomToFit")}>
            Fit
          </Button>
        </Tooltip>
      </Group>
    </Paper>
  );
}
