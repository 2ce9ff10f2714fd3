import { notifications } from "@mantine/notifications";

/** The spec's two toast kinds: success and alert. */
export function notifySuccess(message: string, autoClose = 4000): void {
  notifications.show({ message, color: "teal", autoClose });
}

/**
 * An alert; with an `id`, one at a time: the same refusal repeated (every invite of a list past
 * the day's limit) shows once instead of stacking copies.
 */
export function notifyError(message: string, id?: string): void {
  // Alerts stay longer: they usually carry a server message worth reading.
  notifications.show({ id, message, color: "red", autoClose: 8000 });
}
