import { GENERATION_KIND_LABELS, type GenerationKind, type GenerationState } from "@contour/core";
import {
  ActionIcon,
  Badge,
  Group,
  Image,
  Menu,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconCopy, IconDots, IconPlayerStop, IconRefresh, IconTrash } from "@tabler/icons-react";
import { formatDateTime } from "../../../lib/format-date";
import { queueText, STATE_LABELS } from "./generation-texts";
import classes from "./RenderPanel.module.css";

export interface GenerationOutputView {
  id: string;
  position: number;
  blobId: string;
  width: number;
  height: number;
  url: string;
}

export interface GenerationView {
  id: string;
  kind: GenerationKind;
  prompt: string;
  settings: unknown;
  state: GenerationState;
  queuePosition: number | null;
  progress: number;
  preview: string | null;
  error: string | null;
  requestedByName: string | null;
  canCancel: boolean;
  canDelete: boolean;
  createdAt: string;
  outputs: readonly GenerationOutputView[];
}

/** What can be done with one image of the history. */
export type OutputAction =
  | "place"
  | "openAsWorkbench"
  | "reference"
  | "refine"
  | "upscale2"
  | "upscale4"
  | "removeBackground"
  | "lineArt"
  | "delete";

const STATE_COLORS: Record<GenerationState, string> = {
  QUEUED: "gray",
  RUNNING: "blue",
  SUCCEEDED: "green",
  FAILED: "red",
  CANCELLED: "gray",
};

/** One request of the history: what was asked, its state, and its images with their actions. */
export function GenerationCard({
  generation,
  canRender,
  canCreateFiles,
  onOutput,
  onAgain,
  onCopySettings,
  onCancel,
  onDelete,
}: {
  generation: GenerationView;
  canRender: boolean;
  /** The viewer may create files in this file's folder. */
  canCreateFiles: boolean;
  onOutput: (output: GenerationOutputView, action: OutputAction) => void;
  onAgain: () => void;
  onCopySettings: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { state } = generation;
  const active = state === "QUEUED" || state === "RUNNING";
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      aria-label={`${GENERATION_KIND_LABELS[generation.kind]} request`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" fw={600}>
              {GENERATION_KIND_LABELS[generation.kind]}
            </Text>
            <Badge size="xs" variant="light" color={STATE_COLORS[state]}>
              {STATE_LABELS[state]}
            </Badge>
          </Group>
          <Group gap={2} wrap="nowrap">
            {generation.canCancel && (
              <Tooltip label="Cancel" withArrow>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label="Cancel"
                  onClick={onCancel}
                >
                  <IconPlayerStop size={14} />
                </ActionIcon>
              </Tooltip>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label="Request actions">
                  <IconDots size={14} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canRender && (
                  <Menu.Item leftSection={<IconRefresh size={14} />} onClick={onAgain}>
                    Render again
                  </Menu.Item>
                )}
                <Menu.Item leftSection={<IconCopy size={14} />} onClick={onCopySettings}>
                  Copy settings
                </Menu.Item>
                {generation.canDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {generation.prompt && (
          <Text size="xs" lineClamp={3}>
            {generation.prompt}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {generation.requestedByName ?? "A former member"} · {formatDateTime(generation.createdAt)}
        </Text>
        {state === "QUEUED" && (
          <Text size="xs" c="dimmed">
            {queueText(generation.queuePosition)}
          </Text>
        )}
        {state === "RUNNING" && (
          <Progress
            size="sm"
            value={Math.round(generation.progress * 100)}
            aria-label="Render progress"
            animated
          />
        )}
        {active && generation.preview && (
          <Image src={generation.preview} alt="Preview" radius="sm" className={classes.preview} />
        )}
        {state === "FAILED" && generation.error && (
          <Text size="xs" c="red" role="alert">
            {generation.error}
          </Text>
        )}
        {generation.outputs.length > 0 && (
          <SimpleGrid cols={2} spacing={6}>
            {generation.outputs.map((output) => (
              <OutputThumb
                key={output.id}
                output={output}
                canRender={canRender}
                canCreateFiles={canCreateFiles}
                canDelete={generation.canDelete}
                onAction={(action) => onOutput(output, action)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function OutputThumb({
  output,
  canRender,
  canCreateFiles,
  canDelete,
  onAction,
}: {
  output: GenerationOutputView;
  canRender: boolean;
  canCreateFiles: boolean;
  canDelete: boolean;
  onAction: (action: OutputAction) => void;
}) {
  const label = `Image ${output.position + 1}`;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={label} className={classes.output}>
          <img src={output.url} alt={label} width={output.width} height={output.height} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {output.width} × {output.height}
        </Menu.Label>
        {canRender && <Menu.Item onClick={() => onAction("place")}>Place as layer</Menu.Item>}
        {canCreateFiles && (
          <Menu.Item onClick={() => onAction("openAsWorkbench")}>Open as new workbench</Menu.Item>
        )}
        <Menu.Item onClick={() => onAction("reference")}>Use as reference</Menu.Item>
        {canRender && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onAction("refine")}>Refine…</Menu.Item>
            <Menu.Item onClick={() => onAction("upscale2")}>Upscale 2x</Menu.Item>
            <Menu.Item onClick={() => onAction("upscale4")}>Upscale 4x</Menu.Item>
            <Menu.Item onClick={() => onAction("removeBackground")}>Remove background</Menu.Item>
            <Menu.Item onClick={() => onAction("lineArt")}>Line art</Menu.Item>
          </>
        )}
        {canDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction("delete")}>
              Delete image
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
