import { notifications } from "@mantine/notifications";

/** The spec's two toast kinds: success and alert. */
export function notifySuccess(message: string, autoClose = 4000): void {
  notifications.show({ message, color: "teal", autoClose });
}

export function notifyError(message: string): void {
  // Alerts stay longer: they usually carry a server message worth reading.
  notifications.show({ message, color: "red", autoClose: 8000 });
}
