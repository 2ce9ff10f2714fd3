import { Text, Tooltip, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import { RenameInput } from "../../../components/RenameInput";
import { RenameWorkbenchMutation } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import classes from "./WorkbenchHeader.module.css";

/** The file's name; those who may edit it click it to rename it in place. */
export function WorkbenchName({
  id,
  name,
  editable,
}: {
  id: string;
  name: string;
  editable: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [, renameWorkbench] = useMutation(RenameWorkbenchMutation);

  async function handleCommit(next: string | null) {
    setRenaming(false);
    if (!next) return;
    const result = await renameWorkbench({ id, name: next });
    if (result.error) notifyError(errorText(result.error));
  }

  if (renaming) {
    return (
      <RenameInput
        initial={name}
        label="File name"
        className={classes.nameInput}
        onCommit={handleCommit}
      />
    );
  }
  // The file's name is the page's heading, whether or not it can be renamed from here.
  if (!editable) {
    return (
      <Text component="h1" fw={600} fz="sm" m={0} truncate className={classes.name}>
        {name}
      </Text>
    );
  }
  return (
    <Tooltip label="Rename" withArrow openDelay={400}>
      <UnstyledButton
        className={classes.nameButton}
        aria-label={`Rename ${name}`}
        onClick={() => setRenaming(true)}
      >
        <Text component="h1" fw={600} fz="sm" m={0} truncate>
          {name}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
}
