import { useEffect } from "react";
import { useNavigate } from "react-router";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { takeReturnUrl } from "../../lib/return-url";

const ONBOARDING_PATH = "/onboarding/profile";

/**
 * After sign-in: the URL saved by the auth guard (once), else the dashboard. Someone who still
 * has to give their name goes to onboarding first, and the URL waits for its end: a sign-up that
 * began at an invite link signs in every open tab, and the tab that finishes onboarding is the
 * one that must arrive at the invite.
 */
export function SignedInRedirect({ hasName }: { hasName: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(hasName ? takeReturnUrl() : ONBOARDING_PATH, { replace: true });
  }, [navigate, hasName]);
  return <FullScreenLoader />;
}
