import { Navigate, Route, Routes } from "react-router";
import { AuthLayout } from "./AuthLayout";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { LegalPage } from "./LegalPage";
import { RegisterPage } from "./RegisterPage";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { SignInPage } from "./SignInPage";

/** /auth/* (spec files-and-auth §2.3); anything unknown goes back to /auth. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route index element={<SignInPage />} />
        <Route path="register/token" element={<RegisterPage />} />
        <Route path="forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="password-reset" element={<ResetPasswordPage />} />
        <Route path="password-reset/:token" element={<ResetPasswordPage />} />
        <Route path="terms" element={<LegalPage title="Terms of Service" />} />
        <Route path="privacy" element={<LegalPage title="Privacy Policy" />} />
        <Route path="*" element={<Navigate to="/auth" replace />} />
      </Route>
    </Routes>
  );
}
