import { askToLeave } from "./navigation-guard/ask-to-leave";

/** A question before an action that is hard to take back. */
export interface ActionQuestion {
  title: string;
  message: string;
  /** The confirm button's label: the action itself ("Archive team"). */
  confirm: string;
  /** The action loses something: the confirm button is red. */
  destructive?: boolean;
}

/** Asks in a confirm modal; true when the person confirms, false for Cancel, Escape or a click outside. */
export function confirmAction(question: ActionQuestion): Promise<boolean> {
  return new Promise((resolve) => {
    askToLeave(
      {
        title: question.title,
        message: question.message,
        stay: "Cancel",
        leave: question.confirm,
        destructive: question.destructive,
      },
      resolve,
    );
  });
}
