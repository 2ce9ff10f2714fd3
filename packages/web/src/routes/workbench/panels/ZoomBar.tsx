import { type Editor, findCommand } from "@contour/canvas";
import { ActionIcon, Button, Divider, Group, Paper, Tooltip } from "@mantine/core";
import { IconFlipVertical, IconMinus, IconPlus, IconRotateClockwise } from "@tabler/icons-react";
import { useEditorState } from "../use-editor-state";
import { tipOf } from "./Toolbar";
import classes from "./WorkbenchPanels.module.css";

/**
 * The bottom bar: zoom out, the zoom level, zoom in, fit, 100%; then the view's turn (a click
 * sets it upright) and whether it is mirrored.
 */
export function ZoomBar({ editor }: { editor: Editor }) {
  const scale = useEditorState(editor, (state) => state.viewport.scale);
  const rotation = useEditorState(editor, (state) => state.viewport.rotation);
  const flipped = useEditorState(editor, (state) => state.viewport.flipped);
  const degrees = `${Math.round(rotation)}°`;
  const run = (id: string) => findCommand(id)?.run(editor);
  const tip = (id: string) => {
    const command = findCommand(id);
    return command ? tipOf(command) : id;
  };
  return (
    <Paper shadow="sm" radius="md" px={6} py={4} withBorder className={classes.zoomBar}>
      <Group gap={4} wrap="nowrap" role="group" aria-label="Zoom">
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
        <Divider orientation="vertical" />
        <Tooltip label={tip("resetRotation")} withArrow>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            miw={64}
            leftSection={<IconRotateClockwise size={14} />}
            aria-label={`Rotation ${degrees}, reset`}
            onClick={() => run("resetRotation")}
          >
            {degrees}
          </Button>
        </Tooltip>
        <Tooltip label={tip("flipView")} withArrow>
          {/* Tabler's "flip vertical" mirrors across a vertical axis: left to right. */}
          <ActionIcon
            variant={flipped ? "filled" : "subtle"}
            color={flipped ? "blue" : "gray"}
            aria-label="Flip view horizontally"
            aria-pressed={flipped}
            onClick={() => run("flipView")}
          >
            <IconFlipVertical size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
