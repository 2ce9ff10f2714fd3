import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { parseAuthHash } from "../../lib/auth-hash";
import { markSignedIn } from "../../lib/auth-store";
import { startCookieSession } from "../../lib/cookie-session";
import { notifyError } from "../../lib/notify";

const REGISTER_PATH = "/auth/register/token";

/**
 * Acts on the hash of any /auth URL (spec files-and-auth §2.3, §4.1): a register token goes to
 * the sign-up page, an access token signs in, a Google error is shown and cleared.
 * Returns true while a redirect is pending, so the page underneath does not flash.
 */
export function useAuthHash(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const action = parseAuthHash(location.hash);
  // Each hash is handled once, even when effects run twice (React's StrictMode).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!action || handled.current === location.key) return;
    handled.current = location.key;
    switch (action.kind) {
      case "register":
        if (location.pathname !== REGISTER_PATH) {
          navigate(`${REGISTER_PATH}#token=${encodeURIComponent(action.token)}`, { replace: true });
        }
        return;
      case "accessToken":
        // The token becomes the session cookie and leaves the URL; the sign-in page then sees
        // the session and moves on to the saved return URL (or offers to sign in when refused).
        void startCookieSession(action.token).then((outcome) => {
          if (outcome === "started") markSignedIn();
          navigate("/auth", { replace: true });
        });
        return;
      case "googleError":
        notifyError(action.message);
        navigate({ pathname: location.pathname, search: location.search }, { replace: true });
        return;
    }
  }, [action, location, navigate]);

  if (!action) return false;
  return (
    action.kind === "accessToken" ||
    (action.kind === "register" && location.pathname !== REGISTER_PATH)
  );
}
