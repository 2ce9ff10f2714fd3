import { useEffect } from "react";
import { useNavigate } from "react-router";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { takeReturnUrl } from "../../lib/return-url";

/** After sign-in: the URL saved by the auth guard (once), else the dashboard. */
export function SignedInRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(takeReturnUrl(), { replace: true });
  }, [navigate]);
  return <FullScreenLoader />;
}
