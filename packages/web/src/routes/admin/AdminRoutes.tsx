import { Navigate, Route, Routes } from "react-router";
import { AdminLayout } from "./AdminLayout";
import { ChangelogEditorPage } from "./changelogs/ChangelogEditorPage";
import { ChangelogsPage } from "./changelogs/ChangelogsPage";
import { DeploymentSettingsPage } from "./settings/DeploymentSettingsPage";
import { UserPage } from "./users/UserPage";
import { UsersPage } from "./users/UsersPage";
import { WorkspacePage } from "./workspaces/WorkspacePage";
import { WorkspacesPage } from "./workspaces/WorkspacesPage";

/** /admin/* (loaded on demand; staff only: RequireAuth asks isAdmin, the server every call). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/changelogs" replace />} />
        <Route path="changelogs" element={<ChangelogsPage />} />
        <Route path="changelogs/new" element={<ChangelogEditorPage />} />
        <Route path="changelogs/:changelogId" element={<ChangelogEditorPage />} />
        <Route path="workspaces" element={<WorkspacesPage />} />
        <Route path="workspaces/:organizationId" element={<WorkspacePage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:userId" element={<UserPage />} />
        <Route path="settings" element={<DeploymentSettingsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
