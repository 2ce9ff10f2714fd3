import { Center, Loader } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useMutation } from "urql";
import { CenteredPage } from "../../components/CenteredPage";
import { ComingSoonPage } from "../../components/ComingSoonPage";
import { UserMenu } from "../../components/UserMenu";
import { RecordWorkbenchViewMutation } from "../../graphql/documents/files";
import { errorText } from "../../lib/error-message";
import { PageError } from "../files/layout/PageError";
import { filesPath } from "../files/paths";

/**
 * /workbench/{id}: opening a file records the view (Home's Recent strip), then shows where the
 * drawing surface will be, with the way back to the file's folder.
 */
export function OpenedWorkbench() {
  const { workbenchId = "" } = useParams();
  const [{ data, error, fetching }, recordView] = useMutation(RecordWorkbenchViewMutation);

  useEffect(() => {
    void recordView({ id: workbenchId });
  }, [recordView, workbenchId]);

  const workbench = data?.recordWorkbenchView;
  if (workbench) {
    return (
      <ComingSoonPage
        title={workbench.name}
        backTo={filesPath.folder(workbench.folderId)}
        backLabel="Back to the folder"
      />
    );
  }
  if (error && !fetching) {
    return (
      <CenteredPage headerRight={<UserMenu />}>
        <PageError message={errorText(error)} />
      </CenteredPage>
    );
  }
  return (
    <Center h="100vh">
      <Loader aria-label="Opening the file" />
    </Center>
  );
}
