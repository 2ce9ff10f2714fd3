import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

/** What the confirm modal says when leaving would leave something behind. */
export interface LeaveQuestion {
  title: string;
  message: string;
  stay: string;
  leave: string;
  /** Leaving loses work: the leave button is red. */
  destructive?: boolean;
}

/**
 * Asks with a confirm modal; `onAnswer` gets true for leaving, false for staying (Stay, Escape,
 * a click outside, or `close`). Returns a function that closes the modal unanswered.
 */
export function askToLeave(
  question: LeaveQuestion,
  onAnswer: (leave: boolean) => void,
): () => void {
  let answered = false;
  const answer = (leave: boolean) => {
    if (answered) return;
    answered = true;
    onAnswer(leave);
  };
  const id = modals.openConfirmModal({
    title: question.title,
    children: <Text fz="sm">{question.message}</Text>,
    labels: { confirm: question.leave, cancel: question.stay },
    confirmProps: question.destructive ? { color: "red" } : {},
    centered: true,
    onConfirm: () => answer(true),
    onCancel: () => answer(false),
    onClose: () => answer(false),
  });
  return () => modals.close(id);
}
