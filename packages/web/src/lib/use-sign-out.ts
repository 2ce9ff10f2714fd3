import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { confirmSignOut } from "../components/navigation-guard/confirm-sign-out";
import { LogoutMutation } from "../graphql/documents/auth";
import { signOutLocally } from "./auth-store";

/**
 * Signs out: asks first when the screen holds unsaved work, tells the server (best effort), drops
 * the token, the cache and this device's copies of workbenches, goes to /auth.
 */
export function useSignOut(): () => Promise<void> {
  const [, logout] = useMutation(LogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirmSignOut())) return;
    // A failed server call must not keep the user signed in on this device.
    await logout({});
    signOutLocally();
    navigate("/auth", { replace: true });
  }, [logout, navigate]);
}
