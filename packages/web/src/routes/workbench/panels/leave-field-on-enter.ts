import type { KeyboardEvent } from "react";

/**
 * The colour fields' Enter and Escape: Enter keeps what is typed, Escape calls `revert`; both
 * leave the field, so that the tool shortcuts, which a focused text field keeps to itself, work
 * again at once. Other keys pass.
 */
export function leaveFieldOnEnter(event: KeyboardEvent<HTMLInputElement>, revert: () => void) {
  if (event.key !== "Enter" && event.key !== "Escape") return;
  event.preventDefault();
  if (event.key === "Escape") revert();
  event.currentTarget.blur();
}
