import { useCallback, useEffect } from "react";
import { useMutation, useQuery } from "urql";
import {
  MarkNotificationsReadMutation,
  NotificationsQuery,
} from "../../graphql/documents/notifications";

/** How often the bell asks for new notifications while the page is open. */
const POLL_MS = 30_000;

/**
 * The viewer's notifications, read again every 30 seconds and whenever the window comes back
 * into focus, and marking them read.
 */
export function useNotifications() {
  const [result, reexecute] = useQuery({ query: NotificationsQuery });
  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  useEffect(() => {
    const timer = setInterval(refresh, POLL_MS);
    window.addEventListener("focus", refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, [refresh]);
  const [, markRead] = useMutation(MarkNotificationsReadMutation);
  const mark = useCallback(
    async (input: { ids?: string[]; all?: boolean }) => {
      await markRead({ input });
      refresh();
    },
    [markRead, refresh],
  );
  const page = result.data?.notifications;
  return {
    notifications: page?.nodes ?? [],
    unreadCount: page?.unreadCount ?? 0,
    refresh,
    mark,
  };
}
