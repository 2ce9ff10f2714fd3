import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { FullScreenLoader } from "./components/FullScreenLoader";
import { RequireAuth } from "./components/RequireAuth";
import { SignedInLayout } from "./components/SignedInLayout";
import { AuthRoutes } from "./routes/auth/AuthRoutes";
import { FilesRoutes } from "./routes/files/FilesRoutes";
import { OnboardingRoutes } from "./routes/onboarding/OnboardingRoutes";
import { OrganizationRoutes } from "./routes/organization/OrganizationRoutes";
import { RootRedirect } from "./routes/root/RootRedirect";
import { SettingsRoutes } from "./routes/settings/SettingsRoutes";
import { UpgradeRoutes } from "./routes/upgrade/UpgradeRoutes";

// The two heavy shells load on demand (spec files-and-auth §2.1).
const WorkbenchRoutes = lazy(() =>
  import("./routes/workbench/WorkbenchRoutes").then((m) => ({ default: m.WorkbenchRoutes })),
);
const AdminRoutes = lazy(() =>
  import("./routes/admin/AdminRoutes").then((m) => ({ default: m.AdminRoutes })),
);

/** The top-level routes of spec files-and-auth §2.1. */
export function App() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route path="/auth/*" element={<AuthRoutes />} />
        <Route element={<RequireAuth />}>
          <Route element={<SignedInLayout />}>
            <Route index element={<RootRedirect />} />
            <Route path="/files/*" element={<FilesRoutes />} />
            <Route path="/settings/*" element={<SettingsRoutes />} />
            <Route path="/upgrade/*" element={<UpgradeRoutes />} />
            <Route path="/workbench/*" element={<WorkbenchRoutes />} />
            <Route path="/organization/*" element={<OrganizationRoutes />} />
          </Route>
        </Route>
        {/* Onboarding is where a user without a name is sent, so it must not require one. */}
        <Route element={<RequireAuth requireName={false} />}>
          <Route path="/onboarding/*" element={<OnboardingRoutes />} />
        </Route>
        <Route element={<RequireAuth requireAdmin />}>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Route>
        <Route path="*" element={<Navigate to="/auth" replace />} />
      </Routes>
    </Suspense>
  );
}
