import { Navigate, Route, Routes } from "react-router";
import { AiSettingsPage } from "./ai/AiSettingsPage";
import { ConfirmDeleteAccountPage } from "./ConfirmDeleteAccountPage";
import { ChangelogPage } from "./changelog/ChangelogPage";
import { ConfirmDeleteWorkspacePage } from "./general/ConfirmDeleteWorkspacePage";
import { GeneralPage } from "./general/GeneralPage";
import { AccessLogsPage } from "./logs/AccessLogsPage";
import { ActivityLogsPage } from "./logs/ActivityLogsPage";
import { MembersPage } from "./members/MembersPage";
import { ProfilePage } from "./profile/ProfilePage";
import { SettingsLayout } from "./SettingsLayout";
import { ShareLinksPage } from "./share-links/ShareLinksPage";
import { SsoPage } from "./sso/SsoPage";
import { SubscriptionPage } from "./subscription/SubscriptionPage";
import { TeamsPage } from "./teams/TeamsPage";

const WORKSPACE = "organization/:organizationId";

/** /settings/* (workspace-admin §2, Settings routes); unknown paths go to /. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route path={`${WORKSPACE}/general`} element={<GeneralPage />} />
        <Route path={`${WORKSPACE}/confirm_delete`} element={<ConfirmDeleteWorkspacePage />} />
        <Route path={`${WORKSPACE}/members`} element={<MembersPage />} />
        <Route path={`${WORKSPACE}/members/invite`} element={<MembersPage inviting />} />
        <Route path={`${WORKSPACE}/teams/*`} element={<TeamsPage />} />
        <Route path={`${WORKSPACE}/subscription`} element={<SubscriptionPage />} />
        <Route path={`${WORKSPACE}/access`} element={<AccessLogsPage />} />
        <Route path={`${WORKSPACE}/activity`} element={<ActivityLogsPage />} />
        <Route path={`${WORKSPACE}/sso`} element={<SsoPage />} />
        <Route path={`${WORKSPACE}/ai`} element={<AiSettingsPage />} />
        <Route path={`${WORKSPACE}/share-links`} element={<ShareLinksPage />} />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="account/confirm_delete" element={<ConfirmDeleteAccountPage />} />
        <Route path="app/changelog" element={<ChangelogPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
