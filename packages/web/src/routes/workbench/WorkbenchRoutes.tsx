import { Navigate, Route, Routes } from "react-router";
import { OpenedWorkbench } from "./OpenedWorkbench";

/** /workbench/* (loaded on demand). */
export function WorkbenchRoutes() {
  return (
    <Routes>
      <Route path=":workbenchId" element={<OpenedWorkbench />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
