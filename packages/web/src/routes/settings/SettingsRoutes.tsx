import { Navigate, Route, Routes } from "react-router";
import { ComingSoonPanel } from "../../components/ComingSoon";
import { ConfirmDeleteAccountPage } from "./ConfirmDeleteAccountPage";
import { MembersPage } from "./members/MembersPage";
import { ProfilePage } from "./profile/ProfilePage";
import { SettingsLayout } from "./SettingsLayout";

/** The workspace settings pages not built yet, by route, with their sidebar titles. */
const UPCOMING_ORGANIZATION_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: "general", title: "General" },
  { path: "confirm_delete", title: "Delete workspace" },
  { path: "teams", title: "Teams" },
  { path: "teams/create", title: "Teams" },
  { path: "teams/:teamId/settings", title: "Teams" },
  { path: "teams/:teamId/invite", title: "Teams" },
  { path: "teams/:teamId/join", title: "Teams" },
  { path: "subscription", title: "Plans & Billing" },
  { path: "access", title: "Access logs" },
  { path: "activity", title: "Activity logs" },
];

/** /settings/* (workspace-admin §2, Settings routes); unknown paths go to /. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        {UPCOMING_ORGANIZATION_PAGES.map(({ path, title }) => (
          <Route
            key={path}
            path={`organization/:organizationId/${path}`}
            element={<ComingSoonPanel title={title} />}
          />
        ))}
        <Route path="organization/:organizationId/members" element={<MembersPage />} />
        <Route
          path="organization/:organizationId/members/invite"
          element={<MembersPage inviting />}
        />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="account/confirm_delete" element={<ConfirmDeleteAccountPage />} />
        <Route path="app/changelog" element={<ComingSoonPanel title="Latest Changes" />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
