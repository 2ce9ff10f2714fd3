import { Button, Center, Loader } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useReducer } from "react";
import { useParams } from "react-router";
import { useMutation, useQuery } from "urql";
import { CenteredPage } from "../../components/CenteredPage";
import { CommandPalette } from "../../components/search/CommandPalette";
import { UserMenu } from "../../components/UserMenu";
import { RecordWorkbenchViewMutation, WorkbenchScreenQuery } from "../../graphql/documents/files";
import { markSessionEnded } from "../../lib/auth-store";
import { useCurrentUser } from "../../lib/current-user";
import { errorText } from "../../lib/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PageError } from "../files/layout/PageError";
import { useUnsavedChangesGuard } from "./collab/use-unsaved-changes-guard";
import { useWorkbenchDocument } from "./collab/use-workbench-document";
import { WorkbenchEditor } from "./WorkbenchEditor";

/** Why the file is not shown: the server refused it, or took it away while it was open. */
const REFUSAL_TEXT: Record<string, string> = {
  "not-found": "This file does not exist or you cannot see it.",
  "access-revoked": "You no longer have access to this file.",
  unauthenticated: "Your session has ended. Sign in again to open this file.",
  "load-failed": "This file could not be loaded just now. Nothing was lost: try again in a moment.",
  "too-many-sockets":
    "You have too many files open at once. Close some of them in your other tabs, then try again.",
};

/** What the refusal page offers besides the message. */
function RefusalAction({ reason }: { reason: string }) {
  if (reason === "load-failed" || reason === "too-many-sockets") {
    return <Button onClick={() => window.location.reload()}>Try again</Button>;
  }
  if (reason === "unauthenticated") {
    // Not a sign-out: this device's copy of unsaved changes stays, and the sign-in page comes
    // back here.
    return <Button onClick={() => markSessionEnded()}>Sign in again</Button>;
  }
  return null;
}

function ErrorPage({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <CenteredPage headerRight={<UserMenu />}>
      <PageError message={message} action={action} />
    </CenteredPage>
  );
}

/**
 * /workbench/{id}: records the view (Home's Recent strip), opens the live document through the
 * collaboration server, and shows the editor once both are there. The server's notices keep it
 * current: rights, a rename or a move by someone else, and the end of access.
 */
export function OpenedWorkbench() {
  const { workbenchId = "" } = useParams();
  const user = useCurrentUser();
  const [, recordView] = useMutation(RecordWorkbenchViewMutation);
  const [{ data, error, fetching }, reexecuteQuery] = useQuery({
    query: WorkbenchScreenQuery,
    variables: { id: workbenchId },
  });
  const handleWorkbenchChanged = useCallback(
    () => reexecuteQuery({ requestPolicy: "network-only" }),
    [reexecuteQuery],
  );
  /** Counts the server's notices that the AI requests changed: the Render panel reads them again. */
  const [generationsVersion, handleGenerationsChanged] = useReducer(
    (count: number) => count + 1,
    0,
  );
  /** Counts the server's notices that the comments changed: the comments read them again. */
  const [commentsVersion, handleCommentsChanged] = useReducer((count: number) => count + 1, 0);
  /** Counts the server's notices that the version history changed: the History panel re-reads it. */
  const [versionsVersion, handleVersionsChanged] = useReducer((count: number) => count + 1, 0);
  const document = useWorkbenchDocument(workbenchId, {
    userId: user.id,
    onWorkbenchChanged: handleWorkbenchChanged,
    onGenerationsChanged: handleGenerationsChanged,
    onCommentsChanged: handleCommentsChanged,
    onVersionsChanged: handleVersionsChanged,
  });
  useUnsavedChangesGuard(document.phase === "open" ? document.saveStatus : "saved");
  useDocumentTitle(data?.workbench?.name, data?.workbench?.organization.name);

  useEffect(() => {
    void recordView({ id: workbenchId });
  }, [recordView, workbenchId]);

  const workbench = data?.workbench;
  if (document.phase === "refused") {
    // A reason this page does not know (a newer server) reads as a failed load: try again.
    const reason = document.reason in REFUSAL_TEXT ? document.reason : "load-failed";
    return (
      <ErrorPage message={REFUSAL_TEXT[reason] ?? ""} action={<RefusalAction reason={reason} />} />
    );
  }
  // After the refusal: a file moved out of reach is also a query that no longer finds it.
  if (error && !fetching) return <ErrorPage message={errorText(error)} />;
  if (!workbench || document.phase !== "open") {
    return (
      <Center h="100vh">
        <Loader aria-label="Opening the file" />
      </Center>
    );
  }
  return (
    <>
      <WorkbenchEditor
        workbench={{
          ...workbench,
          organization: {
            id: workbench.organization.id,
            name: workbench.organization.name,
            highDefinitionExport: workbench.organization.featureFlags.highDefinitionExport,
            whiteLabelIconUrl: workbench.organization.whiteLabelIconUrl,
          },
        }}
        doc={document.doc}
        readOnly={document.readOnly}
        saveStatus={document.saveStatus}
        awareness={document.awareness}
        generationsVersion={generationsVersion}
        commentsVersion={commentsVersion}
        versionsVersion={versionsVersion}
      />
      <CommandPalette organizationId={workbench.organization.id} />
    </>
  );
}
