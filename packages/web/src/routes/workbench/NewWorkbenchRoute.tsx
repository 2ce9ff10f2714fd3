import { DEFAULT_WORKBENCH_NAME } from "@contour/core";
import { Center, Loader } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation } from "urql";
import { CenteredPage } from "../../components/CenteredPage";
import { UserMenu } from "../../components/UserMenu";
import { CreateWorkbenchMutation } from "../../graphql/documents/files";
import { errorText } from "../../lib/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PageError } from "../files/layout/PageError";
import { filesPath } from "../files/paths";

/**
 * /workbench/folder/{folderId}/new: creates an "Untitled" file in the folder and opens it in
 * place of this address, so Back returns to where the link was, not to a second new file.
 */
export function NewWorkbenchRoute() {
  const { folderId = "" } = useParams();
  useDocumentTitle("New file");
  const navigate = useNavigate();
  const [, createWorkbench] = useMutation(CreateWorkbenchMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Effects run twice in development; one visit makes one file.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void createWorkbench({
      input: { workbench: { folderId, name: DEFAULT_WORKBENCH_NAME } },
    }).then((result) => {
      const created = result.data?.createWorkbench;
      if (created) navigate(filesPath.workbench(created.id), { replace: true });
      else setFailure(errorText(result.error));
    });
  }, [createWorkbench, folderId, navigate]);

  if (failure !== null) {
    return (
      <CenteredPage headerRight={<UserMenu />}>
        <PageError message={failure} />
      </CenteredPage>
    );
  }
  return (
    <Center h="100vh">
      <Loader aria-label="Creating the file" />
    </Center>
  );
}
