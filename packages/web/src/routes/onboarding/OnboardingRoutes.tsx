import { Navigate, Route, Routes } from "react-router";
import { ProfileOnboardingPage } from "./ProfileOnboardingPage";

/** /onboarding/*: only the profile step exists; anything else goes home. */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route path="profile" element={<ProfileOnboardingPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
