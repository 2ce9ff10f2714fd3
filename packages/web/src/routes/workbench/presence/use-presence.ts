import type { Editor, PresenceUser } from "@contour/canvas";
import { presenceColor } from "@contour/core";
import { useEffect, useMemo, useState } from "react";
import type { PresenceAwareness } from "./presence-awareness";
import { createPresencePublisher, type PresencePublisher } from "./presence-publisher";
import { createPresenceRoom, type PresenceRoom } from "./presence-room";

/** Presence on an open workbench: who we are, the others, and what we tell them. */
export type Presence = { self: PresenceUser; room: PresenceRoom; publisher: PresencePublisher };

/**
 * Joins the workbench's presence through the provider's awareness: publishes this client's
 * state from the editor's and follows the others'. Null without awareness.
 */
export function usePresence(
  awareness: PresenceAwareness | null,
  editor: Editor,
  user: { id: string; name: string },
): Presence | null {
  const self = useMemo(
    () => ({ id: user.id, name: user.name, color: presenceColor(user.id) }),
    [user.id, user.name],
  );
  const [presence, setPresence] = useState<Presence | null>(null);

  useEffect(() => {
    if (!awareness) return;
    const room = createPresenceRoom(awareness);
    const publisher = createPresencePublisher(awareness, editor, self);
    setPresence({ self, room, publisher });
    return () => {
      publisher.dispose();
      room.dispose();
      setPresence(null);
    };
  }, [awareness, editor, self]);

  return presence;
}
