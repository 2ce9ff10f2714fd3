import type { Editor } from "@contour/canvas";
import type { GenerationKind } from "@contour/core";
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  NumberInput,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconBrush, IconDots, IconSparkles } from "@tabler/icons-react";
import { LayerChoice } from "./LayerChoice";
import { PaintMaskControls } from "./PaintMaskControls";
import type { PaintedMask } from "./painted-mask";
import type { RenderFormState } from "./render-form-state";
import type { RenderSourceChoice } from "./render-source";

export interface RenderStyleOption {
  id: string;
  name: string;
  influence: number;
}

export type SourceKind = RenderSourceChoice["kind"] | "none";

const SOURCE_NAMES: Record<RenderSourceChoice["kind"], string> = {
  artboard: "artboard",
  selection: "selection",
  layers: "layers",
};

/**
 * The request's settings: what to render from, the prompt, the style, how closely to follow the
 * drawing, how many images, their shape and the seed.
 */
export function RenderForm({
  form,
  onChange,
  styles,
  aspects,
  source,
  onSource,
  selectionAvailable,
  regionSelected,
  editor,
  chosenLayers,
  onChosenLayers,
  refining,
  busy,
  disabled,
  renderUnavailable,
  onRender,
  onTool,
  mask,
  maskPainted,
  onModifyPainted,
}: {
  form: RenderFormState;
  onChange: (next: RenderFormState) => void;
  styles: readonly RenderStyleOption[];
  aspects: readonly string[];
  source: SourceKind;
  onSource: (source: SourceKind) => void;
  selectionAvailable: boolean;
  /** A pixel selection (not inverted) is there: Modify can repaint inside it. */
  regionSelected: boolean;
  editor: Editor;
  chosenLayers: string[];
  onChosenLayers: (layerIds: string[]) => void;
  /** Refining an output: the source is that image, not the canvas. */
  refining: boolean;
  busy: boolean;
  /** Nothing can be asked now (AI switched off, the quota spent). */
  disabled: boolean;
  /** No backend: Render cannot run, the server's own tools can. */
  renderUnavailable: boolean;
  onRender: () => void;
  /** The chosen source upscaled, cut out or traced, instead of rendered. */
  onTool: (kind: GenerationKind, upscale?: number) => void;
  /** The region a designer paints for a Modify. */
  mask: PaintedMask;
  /** Something is painted on the artboard shown. */
  maskPainted: boolean;
  onModifyPainted: () => void;
}) {
  const set = (changes: Partial<RenderFormState>) => onChange({ ...form, ...changes });
  return (
    <Stack gap="sm">
      {!refining && (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label="Render from"
          value={source}
          onChange={(value) => onSource(value as SourceKind)}
          data={[
            { label: "Artboard", value: "artboard" },
            { label: "Selection", value: "selection", disabled: !selectionAvailable },
            { label: "Layers", value: "layers" },
            { label: "Prompt only", value: "none" },
          ]}
        />
      )}
      {!refining && source === "layers" && (
        <LayerChoice editor={editor} value={chosenLayers} onChange={onChosenLayers} />
      )}
      {!refining && <PaintMaskControls mask={mask} painted={maskPainted} />}
      <Textarea
        label="Prompt"
        placeholder="A red sports coupé, studio light"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        value={form.prompt}
        onChange={(event) => set({ prompt: event.currentTarget.value })}
      />
      <Select
        label="Style"
        size="xs"
        allowDeselect={false}
        data={styles.map((style) => ({ value: style.id, label: style.name }))}
        value={form.styleId}
        onChange={(value) => {
          const style = styles.find(({ id }) => id === value);
          if (style) set({ styleId: style.id, influence: style.influence });
        }}
      />
      {source !== "none" && (
        <div>
          <Group justify="space-between">
            <Text size="xs" fw={500} id="render-influence-label">
              Drawing influence
            </Text>
            <Text size="xs" c="dimmed">
              {form.influence}%
            </Text>
          </Group>
          <Slider
            aria-labelledby="render-influence-label"
            min={0}
            max={100}
            step={5}
            label={null}
            value={form.influence}
            onChange={(influence) => set({ influence })}
          />
        </div>
      )}
      <Group grow gap="xs" align="flex-end">
        <Select
          label="Images"
          size="xs"
          allowDeselect={false}
          data={["1", "2", "3", "4"]}
          value={String(form.outputs)}
          onChange={(value) => set({ outputs: Number(value ?? 1) })}
        />
        <Select
          label="Aspect"
          size="xs"
          allowDeselect={false}
          data={[...aspects]}
          value={form.aspect}
          onChange={(value) => value && set({ aspect: value as RenderFormState["aspect"] })}
        />
      </Group>
      <NumberInput
        label="Seed"
        description="Empty: a new one each time"
        size="xs"
        min={0}
        max={2_147_483_647}
        allowDecimal={false}
        allowNegative={false}
        value={form.seed}
        onChange={(value) => set({ seed: String(value) })}
      />
      <Group gap={6} wrap="nowrap">
        <Button
          style={{ flex: 1 }}
          leftSection={<IconSparkles size={16} />}
          loading={busy}
          disabled={disabled || renderUnavailable}
          onClick={onRender}
        >
          {refining ? "Refine" : "Render"}
        </Button>
        {!refining && source !== "none" && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label="More from this source"
                disabled={busy || disabled}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {regionSelected && (
                <>
                  <Menu.Item disabled={renderUnavailable} onClick={() => onTool("MODIFY")}>
                    Modify the selection
                  </Menu.Item>
                  <Menu.Divider />
                </>
              )}
              <Menu.Label>From the {SOURCE_NAMES[source]}</Menu.Label>
              <Menu.Item onClick={() => onTool("UPSCALE", 2)}>Upscale 2x</Menu.Item>
              <Menu.Item onClick={() => onTool("UPSCALE", 4)}>Upscale 4x</Menu.Item>
              <Menu.Item onClick={() => onTool("LINE_ART")}>Line art</Menu.Item>
              <Menu.Item onClick={() => onTool("REMOVE_BACKGROUND")}>Remove background</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {!refining && maskPainted && (
        <Button
          variant="light"
          color="pink"
          leftSection={<IconBrush size={16} />}
          loading={busy}
          disabled={disabled || renderUnavailable}
          onClick={onModifyPainted}
        >
          Modify the painted area
        </Button>
      )}
    </Stack>
  );
}
