import type { SubscriptionPlan } from "@contour/core";
import { Button, Center, Loader } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useMutation, useQuery } from "urql";
import { CenteredPage } from "../../components/CenteredPage";
import { UserMenu } from "../../components/UserMenu";
import { RecordWorkbenchViewMutation, WorkbenchScreenQuery } from "../../graphql/documents/files";
import { errorText } from "../../lib/error-message";
import { PageError } from "../files/layout/PageError";
import { useWorkbenchDocument } from "./collab/use-workbench-document";
import { WorkbenchEditor } from "./WorkbenchEditor";

const REFUSAL_TEXT: Record<string, string> = {
  "not-found": "This file does not exist or you cannot see it.",
  unauthenticated: "Your session has ended. Sign in again to open this file.",
  "load-failed": "This file could not be loaded just now. Nothing was lost: try again in a moment.",
};

function ErrorPage({ message, retry }: { message: string; retry?: boolean }) {
  return (
    <CenteredPage headerRight={<UserMenu />}>
      <PageError message={message} />
      {retry && (
        <Center mt="md">
          <Button variant="default" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Center>
      )}
    </CenteredPage>
  );
}

/**
 * /workbench/{id}: records the view (Home's Recent strip), opens the live document through the
 * collaboration server, and shows the editor once both are there.
 */
export function OpenedWorkbench() {
  const { workbenchId = "" } = useParams();
  const [, recordView] = useMutation(RecordWorkbenchViewMutation);
  const [{ data, error, fetching }] = useQuery({
    query: WorkbenchScreenQuery,
    variables: { id: workbenchId },
  });
  const document = useWorkbenchDocument(workbenchId);

  useEffect(() => {
    void recordView({ id: workbenchId });
  }, [recordView, workbenchId]);

  const workbench = data?.workbench;
  if (error && !fetching) return <ErrorPage message={errorText(error)} />;
  if (document.phase === "refused") {
    return (
      <ErrorPage
        message={REFUSAL_TEXT[document.reason] ?? REFUSAL_TEXT["load-failed"] ?? ""}
        retry={document.reason === "load-failed"}
      />
    );
  }
  if (!workbench || document.phase !== "open") {
    return (
      <Center h="100vh">
        <Loader aria-label="Opening the file" />
      </Center>
    );
  }
  return (
    <WorkbenchEditor
      workbench={{
        ...workbench,
        organization: {
          id: workbench.organization.id,
          subscriptionPlan: workbench.organization.subscriptionPlan as SubscriptionPlan,
        },
      }}
      doc={document.doc}
      readOnly={document.readOnly}
      saveStatus={document.saveStatus}
      awareness={document.awareness}
    />
  );
}
