import { APP_HEADERS } from "./cookie-session";

/**
 * Reports an error the user met to the server's log (POST /api/v1/client-errors), as spec §8.1
 * asks for failed deletes and moves, and keeps it in the console for whoever has it open.
 * Reporting never throws: a failed report must not hide the error the user is shown.
 */
export function reportError(context: string, error: unknown): void {
  console.error(context, error);
  const headers = { ...APP_HEADERS, "content-type": "application/json" };
  const body = JSON.stringify({
    context: context.slice(0, 200),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined,
    url: window.location.href.slice(0, 2000),
  });
  // keepalive: the report still goes out when the error sends the user to another page.
  fetch("/api/v1/client-errors", { method: "POST", headers, body, keepalive: true }).catch(
    () => {},
  );
}
