import { VERSION_NAME_MAX_LENGTH, versionNameProblem } from "@contour/core";
import { Button, Group, Modal, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";

/**
 * Names a version of the history, or renames a named one. The server checks the name again and
 * says what is wrong.
 */
export function NameVersionModal({
  opened,
  title,
  initialName,
  saving,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  initialName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (opened) setName(initialName);
  }, [opened, initialName]);
  const problem = versionNameProblem(name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSave(name.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <form onSubmit={handleSubmit}>
        <TextInput
          label="Version name"
          placeholder="Proportions v2"
          value={name}
          maxLength={VERSION_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={problem !== null}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
