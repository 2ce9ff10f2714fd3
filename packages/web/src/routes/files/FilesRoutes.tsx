import { Navigate, Route, Routes } from "react-router";
import { DraftsPage } from "./folder/DraftsPage";
import { FolderPage } from "./folder/FolderPage";
import { TeamPage } from "./folder/TeamPage";
import { RecentPage } from "./RecentPage";
import { DraftsTrashPage, TeamTrashPage } from "./trash/TrashPages";

/** /files/*: the dashboard routes of spec files-and-auth §2.8. */
export function FilesRoutes() {
  return (
    <Routes>
      <Route path="team/:teamId" element={<TeamPage />} />
      <Route path="team/:teamId/trash" element={<TeamTrashPage />} />
      <Route path="organization/:organizationId/drafts" element={<DraftsPage />} />
      <Route path="organization/:organizationId/trash" element={<DraftsTrashPage />} />
      <Route path="folder/:folderId" element={<FolderPage />} />
      <Route path=":organizationId/recent" element={<RecentPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
