import { Route, Routes } from "react-router";
import { ComingSoonPage } from "../../components/ComingSoonPage";
import { RecentPage } from "./RecentPage";

/** /files/*: the workspace home for now; the rest of the dashboard is still to come. */
export function FilesRoutes() {
  return (
    <Routes>
      <Route path=":organizationId/recent" element={<RecentPage />} />
      <Route path="*" element={<ComingSoonPage title="Files" />} />
    </Routes>
  );
}
