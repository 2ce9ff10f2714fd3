import { Badge, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { useMutation } from "urql";
import { CenteredPage } from "../../../components/CenteredPage";
import { LogoMark } from "../../../components/Logo";
import { OpenShareLinkMutation } from "../../../graphql/documents/share-links";
import { errorText } from "../../../lib/error-message";
import { useDocumentTitle } from "../../../lib/use-document-title";
import headerClasses from "../header/WorkbenchHeader.module.css";
import editorClasses from "../WorkbenchEditor.module.css";
import { SharedCanvas } from "./SharedCanvas";
import { useSharedDocument } from "./use-shared-document";

export const SHARED_TEXT = {
  ended: "This link no longer works: it was revoked, it expired, or sharing was turned off.",
  passwordTitle: "This link is protected by a password",
  passwordLabel: "Password",
  open: "Open",
  viewOnly: "View only",
} as const;

interface Shared {
  workbenchId: string;
  name: string;
  viewToken: string;
}

type Opening =
  | { phase: "opening" }
  | { phase: "password"; error: string | null }
  | { phase: "open"; shared: Shared }
  | { phase: "failed"; message: string };

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <CenteredPage>
      <Stack align="center" gap="md" py={80} role="alert">
        {children}
      </Stack>
    </CenteredPage>
  );
}

function SharedViewer({ shared }: { shared: Shared }) {
  const document = useSharedDocument(shared.workbenchId, shared.viewToken);
  useDocumentTitle(shared.name, undefined);
  if (document.phase === "ended") {
    return (
      <Notice>
        <Text>{SHARED_TEXT.ended}</Text>
      </Notice>
    );
  }
  if (document.phase !== "open") {
    return (
      <Center h="100vh">
        <Loader aria-label="Opening the file" />
      </Center>
    );
  }
  return (
    <div className={editorClasses.page}>
      <header className={headerClasses.header}>
        <Group gap="xs" wrap="nowrap" className={headerClasses.start}>
          <LogoMark size={24} />
          <Text fw={500} truncate className={headerClasses.name}>
            {shared.name}
          </Text>
          <Badge variant="light" color="gray">
            {SHARED_TEXT.viewOnly}
          </Badge>
        </Group>
      </header>
      <div className={editorClasses.body}>
        <main className={editorClasses.stage}>
          <SharedCanvas doc={document.doc} viewToken={shared.viewToken} />
        </main>
      </div>
    </div>
  );
}

/**
 * /s/{token}: a share link's page, signed in or not. Opens the link (asking for its password
 * when it has one, before anything of the file is shown), then the file view-only and live,
 * until the link ends, which the page then says.
 */
export function SharedWorkbenchRoute() {
  const { token = "" } = useParams();
  const [, open] = useMutation(OpenShareLinkMutation);
  const [opening, setOpening] = useState<Opening>({ phase: "opening" });
  const [password, setPassword] = useState("");

  const attempt = useCallback(
    async (withPassword: string | null) => {
      const result = await open({ input: { token, password: withPassword } });
      const answer = result.data?.openShareLink;
      if (answer?.workbench) setOpening({ phase: "open", shared: answer.workbench });
      else if (answer?.passwordRequired) setOpening({ phase: "password", error: null });
      else {
        const code = result.error?.graphQLErrors[0]?.extensions.code;
        if (withPassword !== null && code !== "NOT_FOUND") {
          setOpening({ phase: "password", error: errorText(result.error) });
        } else {
          setOpening({
            phase: "failed",
            message: code === "NOT_FOUND" ? SHARED_TEXT.ended : errorText(result.error),
          });
        }
      }
    },
    [open, token],
  );

  useEffect(() => {
    void attempt(null);
  }, [attempt]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(password);
  };

  if (opening.phase === "open") return <SharedViewer shared={opening.shared} />;
  if (opening.phase === "failed") {
    return (
      <Notice>
        <Text>{opening.message}</Text>
      </Notice>
    );
  }
  if (opening.phase === "password") {
    return (
      <CenteredPage>
        <form onSubmit={handleSubmit}>
          <Stack gap="md" py={80}>
            <Title order={3}>{SHARED_TEXT.passwordTitle}</Title>
            <TextInput
              type="password"
              label={SHARED_TEXT.passwordLabel}
              value={password}
              error={opening.error}
              autoFocus
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" disabled={password === ""}>
              {SHARED_TEXT.open}
            </Button>
          </Stack>
        </form>
      </CenteredPage>
    );
  }
  return (
    <Center h="100vh">
      <Loader aria-label="Opening the link" />
    </Center>
  );
}
