import { renderHook } from "@testing-library/react";
import { expect, test } from "vitest";
import type { SaveStatus } from "./save-status";
import { useLeaveWarning } from "./use-leave-warning";

function leave(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test("leaving asks first while changes are not stored, and not once they are", () => {
  const { rerender, unmount } = renderHook((status: SaveStatus) => useLeaveWarning(status), {
    initialProps: "saving" as SaveStatus,
  });
  expect(leave()).toBe(true);
  rerender("offline");
  expect(leave()).toBe(true);
  rerender("saved");
  expect(leave()).toBe(false);
  rerender("saving");
  unmount();
  expect(leave()).toBe(false);
});
