import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { askToLeave, type LeaveQuestion } from "./ask-to-leave";
import { guardSignOut } from "./confirm-sign-out";

/** The questions of a screen holding unsaved work: one for leaving it, one for signing out. */
export interface NavigationGuardQuestions {
  leave: LeaveQuestion;
  signOut: LeaveQuestion;
}

/**
 * While `questions` is set, moving to another page of the app (a link, the browser's back
 * button) and signing out ask first with a modal. A reload or closing the tab is the browser's
 * own dialog (a `beforeunload` listener), not this.
 */
export function useNavigationGuard(questions: NavigationGuardQuestions | null): void {
  const active = questions !== null;
  // Once the user chose to sign out anyway, the pages that follow must not ask again.
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  const handleBlocked = useEffectEvent((isCurrent: () => boolean) => {
    if (blocker.state !== "blocked") return () => {};
    // Saved while the click was on its way: nothing left to ask about.
    if (!questions) {
      blocker.proceed();
      return () => {};
    }
    return askToLeave(questions.leave, (leave) => {
      if (!isCurrent()) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let current = true;
    const close = handleBlocked(() => current);
    return () => {
      current = false;
      close();
    };
  }, [blocker.state]);

  const askBeforeSigningOut = useEffectEvent(
    () =>
      new Promise<boolean>((resolve) => {
        if (!questions) return resolve(true);
        askToLeave(questions.signOut, (leave) => {
          leaving.current = leave;
          resolve(leave);
        });
      }),
  );
  useEffect(() => {
    if (active) return guardSignOut(askBeforeSigningOut);
  }, [active]);
}
