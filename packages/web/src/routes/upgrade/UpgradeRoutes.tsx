import { Navigate, Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "../../components/ErrorBoundary";
import { ReviewEditorsPage } from "./ReviewEditorsPage";
import { SelectOrganizationPage } from "./SelectOrganizationPage";
import { UpgradeSuccessPage } from "./UpgradeSuccessPage";

/** Other upgrade paths go to select-organization, keeping the plan asked for. */
function ToSelectOrganization() {
  const { search } = useLocation();
  return <Navigate to={`/upgrade/select-organization${search}`} replace />;
}

/** /upgrade/*: the plan upgrade flow (workspace-admin §2, Upgrade routes; §4, Plan upgrade). */
export function UpgradeRoutes() {
  return (
    <ErrorBoundary>
      <Routes>
        <Route path="select-organization" element={<SelectOrganizationPage />} />
        <Route path=":organizationId/review-editors" element={<ReviewEditorsPage />} />
        <Route path=":organizationId/success" element={<UpgradeSuccessPage />} />
        <Route path="*" element={<ToSelectOrganization />} />
      </Routes>
    </ErrorBoundary>
  );
}
