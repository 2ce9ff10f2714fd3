import {
  COMFYUI_SAMPLERS,
  COMFYUI_SCHEDULERS,
  MODEL_FILE_NAME_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  RENDER_CFG_MAX,
  RENDER_CFG_MIN,
  RENDER_STEPS_MAX,
  RENDER_STEPS_MIN,
  RENDER_STYLE_NAME_MAX_LENGTH,
  type RenderStyleField,
  type RenderStyleSettings,
  renderStyleProblems,
} from "@contour/core";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";

/** The form's values: a number field holds text while it is being typed or left empty. */
type StyleFormValues = Omit<RenderStyleSettings, "steps" | "cfg" | "influence"> & {
  steps: number | string;
  cfg: number | string;
  influence: number | string;
};

/** The values as a style: an empty number field is no number, which the rules refuse. */
function styleOf(values: StyleFormValues): RenderStyleSettings {
  const number = (value: number | string) =>
    typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return {
    ...values,
    steps: number(values.steps),
    cfg: number(values.cfg),
    influence: number(values.influence),
  };
}

const SAMPLERS = [...COMFYUI_SAMPLERS];
const SCHEDULERS = [...COMFYUI_SCHEDULERS];

/**
 * Every setting of a style, checked as the server checks it (core renderStyleProblems) before it
 * is sent; `onSave` answers whether the server took it, and the modal closes when it did.
 */
export function RenderStyleModal({
  title,
  submitLabel,
  initial,
  otherNames,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: RenderStyleSettings;
  /** The workspace's other styles' names: a name is the workspace's once. */
  otherNames: readonly string[];
  onSave: (style: RenderStyleSettings) => Promise<boolean>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<StyleFormValues>(initial);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = checked ? renderStyleProblems(styleOf(values), otherNames) : {};
  const set = (changes: Partial<StyleFormValues>) => setValues({ ...values, ...changes });
  const errorOf = (field: RenderStyleField) => problems[field];

  async function handleSubmit() {
    setChecked(true);
    const style = styleOf(values);
    if (Object.keys(renderStyleProblems(style, otherNames)).length > 0) return;
    setSaving(true);
    const saved = await onSave({ ...style, name: style.name.trim() });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          {/* One size for every field: the theme's larger TextInput would stand out here. */}
          <TextInput
            label="Name"
            data-autofocus
            size="sm"
            maxLength={RENDER_STYLE_NAME_MAX_LENGTH}
            value={values.name}
            error={errorOf("name")}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Textarea
            label="Prompt suffix"
            description="Added after the designer's prompt."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={PROMPT_MAX_LENGTH}
            value={values.promptSuffix}
            error={errorOf("promptSuffix")}
            onChange={(event) => set({ promptSuffix: event.currentTarget.value })}
          />
          <Textarea
            label="Negative prompt"
            description="What the render should avoid."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={PROMPT_MAX_LENGTH}
            value={values.negativePrompt}
            error={errorOf("negativePrompt")}
            onChange={(event) => set({ negativePrompt: event.currentTarget.value })}
          />
          <TextInput
            label="Checkpoint"
            description="A model file in the backend's models/checkpoints folder."
            size="sm"
            maxLength={MODEL_FILE_NAME_MAX_LENGTH}
            value={values.checkpoint}
            error={errorOf("checkpoint")}
            onChange={(event) => set({ checkpoint: event.currentTarget.value })}
          />
          <TextInput
            label="ControlNet"
            description="The model that reads the drawing's lines, in models/controlnet."
            size="sm"
            maxLength={MODEL_FILE_NAME_MAX_LENGTH}
            value={values.controlNet}
            error={errorOf("controlNet")}
            onChange={(event) => set({ controlNet: event.currentTarget.value })}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Sampler"
              searchable
              allowDeselect={false}
              data={SAMPLERS}
              value={values.sampler}
              error={errorOf("sampler")}
              onChange={(value) => set({ sampler: value ?? "" })}
            />
            <Select
              label="Scheduler"
              allowDeselect={false}
              data={SCHEDULERS}
              value={values.scheduler}
              error={errorOf("scheduler")}
              onChange={(value) => set({ scheduler: value ?? "" })}
            />
          </SimpleGrid>
          <SimpleGrid cols={3}>
            <NumberInput
              label="Steps"
              min={RENDER_STEPS_MIN}
              max={RENDER_STEPS_MAX}
              allowDecimal={false}
              value={values.steps}
              error={errorOf("steps")}
              onChange={(value) => set({ steps: value })}
            />
            <NumberInput
              label="CFG"
              min={RENDER_CFG_MIN}
              max={RENDER_CFG_MAX}
              step={0.5}
              decimalScale={1}
              value={values.cfg}
              error={errorOf("cfg")}
              onChange={(value) => set({ cfg: value })}
            />
            <NumberInput
              label="Drawing influence"
              min={0}
              max={100}
              suffix="%"
              allowDecimal={false}
              value={values.influence}
              error={errorOf("influence")}
              onChange={(value) => set({ influence: value })}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
