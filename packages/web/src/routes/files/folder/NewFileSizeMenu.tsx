import { ARTBOARD_SIZE_INVALID, type ArtboardSize, parseArtboardSize } from "@contour/canvas";
import { Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import {
  ArtboardSizeFields,
  type SizeDraft,
} from "../../../components/artboard-size/ArtboardSizeFields";
import { ARTBOARD_PRESETS, sizeLabel } from "../../../components/artboard-size/artboard-presets";

/**
 * "New file"'s other half: a new file at one of the board sizes designers start from, or at a
 * size typed in. The button itself makes the default 16:9 HD board.
 */
export function NewFileSizeMenu({
  disabled,
  onCreateFile,
}: {
  disabled: boolean;
  onCreateFile: (artboard: ArtboardSize) => void;
}) {
  const [customOpen, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<SizeDraft>({ width: 1920, height: 1080 });
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const size = parseArtboardSize(draft);
    if (!size) return setError(ARTBOARD_SIZE_INVALID);
    close();
    onCreateFile(size);
  };

  return (
    <>
      <Menu position="bottom-end" width={300}>
        <Menu.Target>
          <Button px={8} aria-label="New file of another size" disabled={disabled}>
            <IconChevronDown size={16} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>New file at</Menu.Label>
          {ARTBOARD_PRESETS.map((preset) => (
            <Menu.Item
              key={preset.id}
              rightSection={
                <Text fz="xs" c="dimmed">
                  {sizeLabel(preset)}
                </Text>
              }
              onClick={() => onCreateFile({ width: preset.width, height: preset.height })}
            >
              {preset.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            onClick={() => {
              setError(null);
              open();
            }}
          >
            Custom size…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={customOpen} onClose={close} title="New file of a custom size" centered>
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <ArtboardSizeFields value={draft} onChange={setDraft} />
            {error && (
              <Text fz="sm" c="red" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Create</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
