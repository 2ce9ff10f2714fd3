import { Combobox, Group, Modal, Text, TextInput, useCombobox } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { IconArrowRight, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useClient, useQuery } from "urql";
import { DashboardOrganizationQuery, DraftsFolderQuery } from "../../graphql/documents/files";
import { useCurrentUser } from "../../lib/current-user";
import { useSignOut } from "../../lib/use-sign-out";
import { filesPath } from "../../routes/files/paths";
import classes from "./CommandPalette.module.css";
import { matchCommands, type PaletteCommand, paletteCommands } from "./palette-commands";
import { SearchResultLabel } from "./SearchResultLabel";
import { useSearchResults } from "./search-results";

/**
 * Ctrl/Cmd+K anywhere on the dashboard or a workbench: find a file or folder of the workspace,
 * or run a command the user may run there.
 */
export function CommandPalette({ organizationId }: { organizationId: string | undefined }) {
  const [opened, { close, toggle }] = useDisclosure(false);
  // Also from inside a text field: the header's search box hands over to the palette.
  useHotkeys([["mod+K", toggle]], []);
  return (
    <Modal
      opened={opened}
      onClose={close}
      withCloseButton={false}
      size="lg"
      padding={0}
      yOffset="12vh"
      classNames={{ content: classes.content }}
    >
      {opened && <PaletteBody organizationId={organizationId} onDone={close} />}
    </Modal>
  );
}

/** Mounted while a page loads its workspace too, so that a page reading it again keeps it open. */
function PaletteBody({
  organizationId,
  onDone,
}: {
  organizationId: string | undefined;
  onDone: () => void;
}) {
  const [text, setText] = useState("");
  const combobox = useCombobox({ opened: true });
  const navigate = useNavigate();
  const client = useClient();
  const signOut = useSignOut();
  const user = useCurrentUser();
  const [{ data }] = useQuery({
    query: DashboardOrganizationQuery,
    variables: { id: organizationId ?? "" },
    pause: !organizationId,
  });
  const organization = data?.organization;
  const { results, settled } = useSearchResults(organizationId, text);
  const commands = organization
    ? matchCommands(
        paletteCommands({
          organizationId: organization.id,
          membership: { role: organization.currentUserRole, isAdmin: user.isAdmin },
          teams: organization.teams,
        }),
        text,
      )
    : [];

  // The best match is selected, so that Enter opens it.
  const firstValue = results[0]?.id ?? commands[0]?.id;
  useEffect(() => {
    if (firstValue) combobox.selectFirstOption();
  }, [firstValue, combobox]);

  async function run(command: PaletteCommand) {
    const { effect } = command;
    if (effect.kind === "go") navigate(effect.to);
    if (effect.kind === "sign-out") void signOut();
    if (effect.kind === "new-file" && organizationId) {
      const drafts = await client.query(DraftsFolderQuery, { organizationId }).toPromise();
      const folderId = drafts.data?.draftsFolder.id;
      if (folderId) navigate(filesPath.newWorkbench(folderId));
    }
  }

  function handleSubmit(value: string) {
    onDone();
    const result = results.find((item) => item.id === value);
    if (result) {
      navigate(result.to);
      return;
    }
    const command = commands.find((item) => item.id === value);
    if (command) void run(command);
  }

  const nothing = settled && text.trim() !== "" && results.length === 0 && commands.length === 0;
  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit}>
      <Combobox.EventsTarget>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder="Search files and folders, or type a command"
          aria-label="Search files and folders, or type a command"
          leftSection={<IconSearch size={18} aria-hidden />}
          variant="unstyled"
          size="lg"
          classNames={{ input: classes.input }}
          data-autofocus
        />
      </Combobox.EventsTarget>
      <div className={classes.list}>
        <Combobox.Options aria-label="Results and commands">
          {results.length > 0 && (
            <Combobox.Group label="Files and folders">
              {results.map((result) => (
                <Combobox.Option key={result.id} value={result.id} className={classes.option}>
                  <SearchResultLabel result={result} />
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {commands.length > 0 && (
            <Combobox.Group label="Commands">
              {commands.map((command) => (
                <Combobox.Option key={command.id} value={command.id} className={classes.option}>
                  <Group gap="sm" wrap="nowrap">
                    <IconArrowRight size={16} aria-hidden className={classes.commandIcon} />
                    <Text fz="sm">{command.label}</Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {nothing && <Combobox.Empty>Nothing found</Combobox.Empty>}
        </Combobox.Options>
      </div>
      <Text fz="xs" c="dimmed" className={classes.footer}>
        ↑ ↓ to move · Enter to open · Esc to close
      </Text>
    </Combobox>
  );
}
