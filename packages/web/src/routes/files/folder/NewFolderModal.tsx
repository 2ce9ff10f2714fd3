import { Button, Group, Modal, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { CreateFolderMutation } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { FILES_TEXT } from "../texts";

/** Names a new subfolder; an empty name does nothing (spec §5). */
export function NewFolderModal({
  parentId,
  opened,
  onClose,
  onCreated,
}: {
  parentId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState("");
  const [{ fetching }, createFolder] = useMutation(CreateFolderMutation);

  const handleClose = () => {
    setName("");
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const result = await createFolder({ input: { folder: { name: trimmed, parentId } } });
    if (!result.data) {
      notifyError(errorText(result.error));
      return;
    }
    notifySuccess(FILES_TEXT.folderCreated);
    handleClose();
    onCreated();
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={FILES_TEXT.newFolder} centered>
      <form onSubmit={handleSubmit}>
        <TextInput
          label="Folder name"
          placeholder={FILES_TEXT.newFolderPlaceholder}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={handleClose}>
            Cancel
          </Button>
          <Button type="submit" loading={fetching}>
            Create
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
