import { BRUSH_PRESET_NAME_MAX_LENGTH } from "@contour/core";
import { Button, Group, Modal, Switch, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";

/**
 * Names a preset: a new one saved from the brush (with whether the workspace shares it), or
 * one renamed. The server checks the name again and says what is wrong.
 */
export function SavePresetModal({
  opened,
  title,
  initialName,
  askShared,
  saving,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  initialName: string;
  /** Whether to offer sharing (a new preset); a rename leaves sharing as it is. */
  askShared: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (preset: { name: string; shared: boolean }) => void;
}) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName(initialName);
    setShared(false);
  }, [opened, initialName]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onSave({ name: name.trim(), shared });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <form onSubmit={handleSubmit}>
        <TextInput
          label="Preset name"
          value={name}
          maxLength={BRUSH_PRESET_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        {askShared && (
          <Switch
            mt="md"
            label="Share with the workspace"
            description="Everyone in the workspace can draw with it."
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!name.trim()}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
