import type { LeaveQuestion } from "../../../components/navigation-guard/ask-to-leave";
import {
  type NavigationGuardQuestions,
  useNavigationGuard,
} from "../../../components/navigation-guard/use-navigation-guard";
import type { SaveStatus } from "./save-status";

const SIGN_OUT_QUESTION: LeaveQuestion = {
  title: "Sign out before your changes are saved?",
  message:
    "Your latest changes to this file have not reached Contour yet. Signing out removes them from this device, so they would be lost.",
  stay: "Stay",
  leave: "Sign out anyway",
  destructive: true,
};

/** The workbench's questions before leaving it with changes the server has not stored. */
export const UNSAVED_CHANGES_QUESTIONS: Record<
  Exclude<SaveStatus, "saved">,
  NavigationGuardQuestions
> = {
  saving: {
    leave: {
      title: "Still saving",
      message:
        "Your latest changes have not reached Contour yet. Stay a moment until the header says Saved, or leave: they are kept on this device and sent the next time you open this file.",
      stay: "Stay",
      leave: "Leave anyway",
    },
    signOut: SIGN_OUT_QUESTION,
  },
  offline: {
    leave: {
      title: "You are offline",
      message:
        "Your latest changes are kept on this device but not saved to Contour yet. If you leave, they are sent the next time you open this file while online.",
      stay: "Stay",
      leave: "Leave anyway",
    },
    signOut: SIGN_OUT_QUESTION,
  },
};

/**
 * While the header says "Saving…" or "Offline", going to another page of the app or signing out
 * asks first (reloading and closing the tab: `useLeaveWarning`).
 */
export function useUnsavedChangesGuard(status: SaveStatus): void {
  useNavigationGuard(status === "saved" ? null : UNSAVED_CHANGES_QUESTIONS[status]);
}
