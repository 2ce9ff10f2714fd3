import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { LogoutMutation } from "../graphql/documents/auth";
import { signOutLocally } from "./auth-store";

/** Signs out: tells the server (best effort), drops the token and the cache, goes to /auth. */
export function useSignOut(): () => Promise<void> {
  const [, logout] = useMutation(LogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    // A failed server call must not keep the user signed in on this device.
    await logout({});
    signOutLocally();
    navigate("/auth", { replace: true });
  }, [logout, navigate]);
}
