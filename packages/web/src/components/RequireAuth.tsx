import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useQuery } from "urql";
import { CurrentUserQuery } from "../graphql/documents/user";
import { wasSignedOutByUser } from "../lib/auth-store";
import { CurrentUserProvider } from "../lib/current-user";
import { errorCode, errorText } from "../lib/error-message";
import { saveReturnUrl } from "../lib/return-url";
import { ErrorScreen } from "./ErrorScreen";
import { FullScreenLoader } from "./FullScreenLoader";

const ONBOARDING_PATH = "/onboarding/profile";

/**
 * The auth guard of spec files-and-auth §2.2: no session (`currentUser` is null: none, expired
 * or revoked) → remember where the visitor was going and send them to /auth; a user without a
 * name → onboarding first; admin pages need isAdmin.
 */
export function RequireAuth({
  requireName = true,
  requireAdmin = false,
}: {
  requireName?: boolean;
  requireAdmin?: boolean;
}) {
  const [{ data, error, fetching }] = useQuery({ query: CurrentUserQuery });

  // Keep showing the page while a refetch runs; only a first load blocks the screen.
  if (!data && fetching) return <FullScreenLoader />;
  if (error && errorCode(error) !== "UNAUTHENTICATED")
    return <ErrorScreen message={errorText(error)} />;

  const user = data?.currentUser;
  if (!user) {
    if (!fetching && data !== undefined) return <RedirectToSignIn />;
    if (errorCode(error) === "UNAUTHENTICATED") return <RedirectToSignIn />;
    return <FullScreenLoader />;
  }
  if (requireAdmin && !user.isAdmin) return <Navigate to="/auth" replace />;
  if (requireName && !user.hasName) return <Navigate to={ONBOARDING_PATH} replace />;

  return (
    <CurrentUserProvider user={user}>
      <Outlet />
    </CurrentUserProvider>
  );
}

/** Remembers the requested URL (path, search and hash) and goes to the sign-in page. */
function RedirectToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!wasSignedOutByUser()) saveReturnUrl(location);
    navigate("/auth", { replace: true });
  }, [location, navigate]);
  return <FullScreenLoader />;
}
