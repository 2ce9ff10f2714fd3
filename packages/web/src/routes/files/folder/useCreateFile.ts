import { DEFAULT_WORKBENCH_NAME } from "@contour/core";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { CreateWorkbenchMutation } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import { filesPath } from "../paths";

/** "New file": creates an "Untitled" file in the folder and opens it (spec §2.9). */
export function useCreateFile(folderId: string) {
  const navigate = useNavigate();
  const [{ fetching }, createWorkbench] = useMutation(CreateWorkbenchMutation);
  const createFile = useCallback(async () => {
    const result = await createWorkbench({
      input: { workbench: { folderId, name: DEFAULT_WORKBENCH_NAME } },
    });
    const created = result.data?.createWorkbench;
    if (created) navigate(filesPath.workbench(created.id));
    else notifyError(errorText(result.error));
  }, [createWorkbench, folderId, navigate]);
  return { createFile, creating: fetching };
}
