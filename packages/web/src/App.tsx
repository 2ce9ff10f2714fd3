import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { FullScreenLoader } from "./components/FullScreenLoader";
import { RequireAuth } from "./components/RequireAuth";
import { SignedInLayout } from "./components/SignedInLayout";
import { AreaPage } from "./routes/AreaPage";

/**
 * The top-level routes of spec files-and-auth §2.1. Each area (routes/areas.ts) is a chunk of its
 * own, so a page downloads only its area's code; `areaOf` there maps these paths to the areas.
 */
export function App() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route path="/auth/*" element={<AreaPage area="auth" page="AuthRoutes" />} />
        {/* A share link opens signed out too: the link is the visitor's only right. */}
        <Route
          path="/s/:token"
          element={<AreaPage area="workbench" page="SharedWorkbenchRoute" />}
        />
        <Route element={<RequireAuth />}>
          <Route element={<SignedInLayout />}>
            <Route index element={<AreaPage area="dashboard" page="RootRedirect" />} />
            <Route path="/files/*" element={<AreaPage area="dashboard" page="FilesRoutes" />} />
            <Route
              path="/settings/*"
              element={<AreaPage area="dashboard" page="SettingsRoutes" />}
            />
            <Route path="/upgrade/*" element={<AreaPage area="dashboard" page="UpgradeRoutes" />} />
            <Route
              path="/workbench/*"
              element={<AreaPage area="workbench" page="WorkbenchRoutes" />}
            />
            <Route
              path="/organization/*"
              element={<AreaPage area="dashboard" page="OrganizationRoutes" />}
            />
          </Route>
        </Route>
        {/* Onboarding is where a user without a name is sent, so it must not require one. */}
        <Route element={<RequireAuth requireName={false} />}>
          <Route
            path="/onboarding/*"
            element={<AreaPage area="dashboard" page="OnboardingRoutes" />}
          />
        </Route>
        <Route element={<RequireAuth requireAdmin />}>
          <Route path="/admin/*" element={<AreaPage area="admin" page="AdminRoutes" />} />
        </Route>
        <Route path="*" element={<Navigate to="/auth" replace />} />
      </Routes>
    </Suspense>
  );
}
