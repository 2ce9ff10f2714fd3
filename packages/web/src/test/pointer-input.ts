import type { PointerInput } from "@contour/canvas";

/** A press or a move at a screen point as the editor takes it: a mouse's left button, no keys. */
export function pointerAt(x: number, y: number, fields: Partial<PointerInput> = {}): PointerInput {
  return {
    x,
    y,
    pressure: 0.5,
    pointerType: "mouse",
    pointerId: 1,
    buttons: 1,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    time: 0,
    ...fields,
  };
}
