import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ErrorBoundary } from "../../components/ErrorBoundary";
import { useCurrentUser } from "../../lib/current-user";
import { AcceptInvitePage } from "./AcceptInvitePage";
import { BlockedCreationPage } from "./BlockedCreationPage";
import { CreateFallback } from "./CreateFallback";
import { CreateInvitesPage } from "./CreateInvitesPage";
import { CreateNamePage } from "./CreateNamePage";
import { CreateSuccessPage } from "./CreateSuccessPage";
import { CreateWizardProvider } from "./create-wizard-state";
import { JoinExistingPage } from "./JoinExistingPage";

/** /organization/*: the creation wizard and invite acceptance (workspace-admin §2, §4). */
export function OrganizationRoutes() {
  const user = useCurrentUser();
  // When creation is blocked, every creating step shows the "join your workspace" page instead.
  const creating = (page: ReactNode) =>
    user.blockCreateOrganization ? <BlockedCreationPage /> : page;

  return (
    <ErrorBoundary>
      <CreateWizardProvider>
        <Routes>
          <Route path="create/name" element={creating(<CreateNamePage />)} />
          <Route path="create/invites" element={creating(<CreateInvitesPage />)} />
          <Route path="create/success" element={<CreateSuccessPage />} />
          <Route path="create/join_existing" element={<JoinExistingPage />} />
          <Route path="create/*" element={<CreateFallback />} />
          <Route path=":organizationId/acceptinvite" element={<AcceptInvitePage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </CreateWizardProvider>
    </ErrorBoundary>
  );
}
