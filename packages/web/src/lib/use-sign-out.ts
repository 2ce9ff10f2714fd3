import { MESSAGES } from "@contour/core";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { confirmSignOut } from "../components/navigation-guard/confirm-sign-out";
import { LogoutMutation } from "../graphql/documents/auth";
import { signOutLocally } from "./auth-store";
import { notifyError } from "./notify";

/**
 * Signs out: asks first when the screen holds unsaved work, has the server revoke the session
 * and clear its cookie, drops the cache and this device's copies of workbenches, goes to /auth.
 */
export function useSignOut(): () => Promise<void> {
  const [, logout] = useMutation(LogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirmSignOut())) return;
    const result = await logout({});
    // Only the server can clear an HttpOnly cookie: unreached, it would still sign in here, and
    // saying "signed out" would be untrue. Refused (the session had ended already) is fine.
    if (result.error?.networkError) {
      notifyError(MESSAGES.serverUnreachable);
      return;
    }
    signOutLocally();
    navigate("/auth", { replace: true });
  }, [logout, navigate]);
}
