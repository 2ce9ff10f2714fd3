import type { ArtboardSize } from "@contour/canvas";
import { Button, Group, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFolderPlus, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { FILES_TEXT } from "../texts";
import type { CreatePermission } from "./create-permission";
import { NewFileSizeMenu } from "./NewFileSizeMenu";
import { NewFolderModal } from "./NewFolderModal";

/** The folder header's "New file" and "New folder", disabled with the spec §6 tooltips. */
export function FolderActions({
  folderId,
  permission,
  creatingFile,
  onCreateFile,
  onFolderCreated,
  extra,
}: {
  folderId: string;
  permission: CreatePermission;
  creatingFile: boolean;
  /** With the artboard's size when one was chosen from the menu. */
  onCreateFile: (artboard?: ArtboardSize) => void;
  onFolderCreated: () => void;
  extra?: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Group gap="sm">
      {extra}
      <Tooltip label={permission.folderTooltip} disabled={!permission.folderTooltip}>
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          {...disabledProps(permission.canCreate)}
          onClick={permission.canCreate ? open : undefined}
        >
          {FILES_TEXT.newFolder}
        </Button>
      </Tooltip>
      <Tooltip label={permission.fileTooltip} disabled={!permission.fileTooltip}>
        <Button.Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            {...disabledProps(permission.canCreate)}
            loading={creatingFile}
            onClick={permission.canCreate ? () => onCreateFile() : undefined}
          >
            {FILES_TEXT.newFile}
          </Button>
          {permission.canCreate && (
            <NewFileSizeMenu disabled={creatingFile} onCreateFile={onCreateFile} />
          )}
        </Button.Group>
      </Tooltip>
      <NewFolderModal
        parentId={folderId}
        opened={opened}
        onClose={close}
        onCreated={onFolderCreated}
      />
    </Group>
  );
}

/** data-disabled rather than disabled: a disabled button gets no hover, so no tooltip. */
function disabledProps(enabled: boolean) {
  return enabled ? {} : { "data-disabled": true, "aria-disabled": true };
}
