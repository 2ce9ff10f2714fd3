import type { ArtboardSize } from "@contour/canvas";
import { Button, Menu, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { ArtboardSizeForm } from "../../../components/artboard-size/ArtboardSizeForm";
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
          <Menu.Item onClick={open}>Custom size…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={customOpen} onClose={close} title="New file of a custom size" centered>
        <ArtboardSizeForm
          initial={{ width: 1920, height: 1080 }}
          submitLabel="Create"
          onCancel={close}
          onSubmit={(size) => {
            close();
            onCreateFile(size);
          }}
        />
      </Modal>
    </>
  );
}
