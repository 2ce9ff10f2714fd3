import type { KeyInput, PointerInput, PointerType } from "@contour/canvas";

const POINTER_TYPES: readonly string[] = ["mouse", "pen", "touch"];

type PointerFields = Pick<
  PointerEvent,
  | "clientX"
  | "clientY"
  | "pressure"
  | "pointerType"
  | "pointerId"
  | "buttons"
  | "shiftKey"
  | "altKey"
  | "ctrlKey"
  | "metaKey"
  | "timeStamp"
>;

/** A DOM pointer event as the editor takes it, relative to the drawing surface's box. */
export function toPointerInput(event: PointerFields, box: { left: number; top: number }) {
  const input: PointerInput = {
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    pressure: event.pressure,
    // Some browsers leave the type empty for a mouse.
    pointerType: (POINTER_TYPES.includes(event.pointerType)
      ? event.pointerType
      : "mouse") as PointerType,
    pointerId: event.pointerId,
    buttons: event.buttons,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    time: event.timeStamp,
  };
  return input;
}

/**
 * Every pen sample of a move: browsers deliver one pointermove per frame and keep the samples
 * in between as coalesced events (240 Hz pens give four per frame).
 */
export function coalescedSamples(event: PointerEvent): PointerEvent[] {
  const samples = event.getCoalescedEvents?.() ?? [];
  return samples.length > 0 ? samples : [event];
}

export function toKeyInput(event: KeyboardEvent): KeyInput {
  return {
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    repeat: event.repeat,
  };
}

/** Keys typed into a field belong to the field, not to the canvas's shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
