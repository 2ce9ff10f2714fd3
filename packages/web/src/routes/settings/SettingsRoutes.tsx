import { Navigate, Route, Routes } from "react-router";
import { ComingSoonPanel } from "../../components/ComingSoon";
import { ConfirmDeleteAccountPage } from "./ConfirmDeleteAccountPage";
import { ChangelogPage } from "./changelog/ChangelogPage";
import { ConfirmDeleteWorkspacePage } from "./general/ConfirmDeleteWorkspacePage";
import { GeneralPage } from "./general/GeneralPage";
import { AccessLogsPage } from "./logs/AccessLogsPage";
import { ActivityLogsPage } from "./logs/ActivityLogsPage";
import { ProfilePage } from "./profile/ProfilePage";
import { SettingsLayout } from "./SettingsLayout";
import { SubscriptionPage } from "./subscription/SubscriptionPage";
import { TeamsPage } from "./teams/TeamsPage";

/** The workspace settings pages not built yet, by route, with their sidebar titles. */
const UPCOMING_ORGANIZATION_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: "members", title: "Members" },
  { path: "members/invite", title: "Members" },
];

/** /settings/* (workspace-admin §2, Settings routes); unknown paths go to /. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route path="organization/:organizationId/general" element={<GeneralPage />} />
        <Route
          path="organization/:organizationId/confirm_delete"
          element={<ConfirmDeleteWorkspacePage />}
        />
        {UPCOMING_ORGANIZATION_PAGES.map(({ path, title }) => (
          <Route
            key={path}
            path={`organization/:organizationId/${path}`}
            element={<ComingSoonPanel title={title} />}
          />
        ))}
        <Route path="organization/:organizationId/teams/*" element={<TeamsPage />} />
        <Route path="organization/:organizationId/access" element={<AccessLogsPage />} />
        <Route path="organization/:organizationId/activity" element={<ActivityLogsPage />} />
        <Route path="organization/:organizationId/subscription" element={<SubscriptionPage />} />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="account/confirm_delete" element={<ConfirmDeleteAccountPage />} />
        <Route path="app/changelog" element={<ChangelogPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
