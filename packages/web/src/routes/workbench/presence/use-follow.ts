import {
  type Editor,
  type EditorState,
  followViewport,
  type PresenceUser,
  type ViewFrame,
  type Viewport,
} from "@contour/canvas";
import { useCallback, useEffect, useState } from "react";
import type { Collaborator, PresenceRoom } from "./presence-room";
import { leadingClientOf } from "./present-users";
import { useRoomSelector } from "./use-room-selector";

export type Follow = {
  /** The person whose view ours follows, or null. */
  following: PresenceUser | null;
  follow(userId: string): void;
  stop(): void;
};

const sameUser = (a: PresenceUser | null, b: PresenceUser | null) =>
  a === b ||
  (a !== null && b !== null && a.id === b.id && a.name === b.name && a.color === b.color);

const sameView = (a: ViewFrame | null, b: ViewFrame | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.rotation === b.rotation &&
    a.flipped === b.flipped);

/**
 * Following another person's view: our viewport fits what their screen shows, turned and
 * mirrored as theirs, whenever it changes. Our own pan, zoom or turn (any viewport we did not
 * set from theirs), Escape, or their leaving the workbench stops it.
 */
export function useFollow(editor: Editor, room: PresenceRoom | null): Follow {
  const [userId, setUserId] = useState<string | null>(null);
  const stop = useCallback(() => setUserId(null), []);
  const selectFollowed = useCallback(
    (list: readonly Collaborator[]) =>
      userId ? (leadingClientOf(list, userId)?.state.user ?? null) : null,
    [userId],
  );
  const following = useRoomSelector(room, selectFollowed, sameUser);

  useEffect(() => {
    if (!userId || !room) return;
    let applied: Viewport | null = null;
    let shownView: ViewFrame | null = null;
    let shownOn = editor.state.screen;
    const apply = () => {
      const leading = leadingClientOf(room.collaborators(), userId);
      if (!leading) {
        setUserId(null);
        return;
      }
      const { view } = leading.state;
      const { screen } = editor.state;
      if (!view || (sameView(view, shownView) && screen === shownOn)) return;
      shownView = view;
      shownOn = screen;
      applied = followViewport(view, screen);
      editor.setViewport(applied);
    };
    const handleState = (state: EditorState) => {
      if (applied && state.viewport !== applied) setUserId(null);
      else if (state.screen !== shownOn) apply();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setUserId(null);
    };
    apply();
    const stopRoom = room.subscribe(apply);
    const stopEditor = editor.subscribe(handleState);
    // Capture: the avatar just clicked has focus, and its tooltip stops Escape from bubbling.
    window.addEventListener("keydown", handleKey, true);
    return () => {
      stopRoom();
      stopEditor();
      window.removeEventListener("keydown", handleKey, true);
    };
  }, [editor, room, userId]);

  return { following, follow: setUserId, stop };
}
