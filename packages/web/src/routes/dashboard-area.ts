import "../styles/mantine-dashboard.css";
import { FilesRoutes } from "./files/FilesRoutes";
import { OnboardingRoutes } from "./onboarding/OnboardingRoutes";
import { OrganizationRoutes } from "./organization/OrganizationRoutes";
import { RootRedirect } from "./root/RootRedirect";
import { SettingsRoutes } from "./settings/SettingsRoutes";
import { UpgradeRoutes } from "./upgrade/UpgradeRoutes";

/**
 * The dashboard area's chunk (routes/areas.ts): files, settings, onboarding, workspace creation,
 * upgrade and the `/` redirect, which lead to one another and share most of their code.
 */
export const dashboardArea = {
  RootRedirect,
  FilesRoutes,
  SettingsRoutes,
  UpgradeRoutes,
  OrganizationRoutes,
  OnboardingRoutes,
};
