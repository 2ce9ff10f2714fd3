import type { ArtboardSize } from "@contour/canvas";
import { DEFAULT_WORKBENCH_NAME } from "@contour/core";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { CreateWorkbenchMutation } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import { filesPath } from "../paths";

/**
 * "New file": creates an "Untitled" file in the folder, its artboard of the size chosen (the
 * default one without), and opens it (spec §2.9). `onCreated`
 * reloads the folder's files first: an answer for them may still be on its way from before the
 * file existed, and Back must not show that one.
 */
export function useCreateFile(folderId: string, onCreated: () => void) {
  const navigate = useNavigate();
  const [{ fetching }, createWorkbench] = useMutation(CreateWorkbenchMutation);
  const createFile = useCallback(
    async (artboard?: ArtboardSize) => {
      const result = await createWorkbench({
        input: { workbench: { folderId, name: DEFAULT_WORKBENCH_NAME, artboard } },
      });
      const created = result.data?.createWorkbench;
      if (!created) {
        notifyError(errorText(result.error));
        return;
      }
      onCreated();
      navigate(filesPath.workbench(created.id));
    },
    [createWorkbench, folderId, navigate, onCreated],
  );
  return { createFile, creating: fetching };
}
