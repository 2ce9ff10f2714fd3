import { Navigate, Route, Routes } from "react-router";
import { NewWorkbenchRoute } from "./NewWorkbenchRoute";
import { OpenedWorkbench } from "./OpenedWorkbench";

/** /workbench/* (loaded on demand): a file, or a new one in a folder. */
export function WorkbenchRoutes() {
  return (
    <Routes>
      <Route path="folder/:folderId/new" element={<NewWorkbenchRoute />} />
      <Route path=":workbenchId" element={<OpenedWorkbench />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
