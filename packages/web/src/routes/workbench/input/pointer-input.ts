import type { KeyInput, PenTilt, PointerInput, PointerType } from "@contour/canvas";

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
> &
  TiltFields;

/** A pen's tilt as PointerEvent reports it; a browser may lack either pair. */
type TiltFields = Partial<Pick<PointerEvent, "altitudeAngle" | "azimuthAngle" | "tiltX" | "tiltY">>;

const DEGREES = Math.PI / 180;
const QUARTER_TURN = Math.PI / 2;

/**
 * A pen's tilt from its pointer event: the altitude and azimuth where the browser gives them,
 * else made from tiltX and tiltY as the Pointer Events spec converts them; none without either.
 */
export function penTiltOf(event: TiltFields): PenTilt | undefined {
  const { altitudeAngle, azimuthAngle, tiltX, tiltY } = event;
  if (Number.isFinite(altitudeAngle) && Number.isFinite(azimuthAngle)) {
    return { altitude: altitudeAngle as number, azimuth: azimuthAngle as number };
  }
  if (!Number.isFinite(tiltX) || !Number.isFinite(tiltY)) return undefined;
  return tiltFromXY(tiltX as number, tiltY as number);
}

/** Pointer Events 3's tiltX and tiltY (degrees, -90 to 90) to altitude and azimuth. */
function tiltFromXY(tiltX: number, tiltY: number): PenTilt {
  if (Math.abs(tiltX) >= 90 || Math.abs(tiltY) >= 90) {
    // Lying flat: which way it lies is where the tilt that reached 90° points.
    const azimuth =
      Math.abs(tiltX) >= 90
        ? tiltX > 0
          ? 0
          : Math.PI
        : tiltY > 0
          ? QUARTER_TURN
          : 3 * QUARTER_TURN;
    return { altitude: 0, azimuth };
  }
  const tanX = Math.tan(tiltX * DEGREES);
  const tanY = Math.tan(tiltY * DEGREES);
  const azimuth = tiltX === 0 && tiltY === 0 ? 0 : Math.atan2(tanY, tanX);
  return {
    altitude: Math.atan(1 / Math.hypot(tanX, tanY)),
    azimuth: azimuth < 0 ? azimuth + 2 * Math.PI : azimuth,
  };
}

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
  // A mouse and a finger have no tilt: the brush takes them as a pen held upright.
  const tilt = input.pointerType === "pen" ? penTiltOf(event) : undefined;
  if (tilt) input.tilt = tilt;
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

/** The keys a focused radio or checkbox answers itself: Space picks, arrows move, Tab leaves. */
const CHOICE_KEYS: ReadonlySet<string> = new Set([
  " ",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Tab",
]);

/**
 * Keys typed into a field belong to the field, not to the canvas's shortcuts. A radio or a
 * checkbox (a segmented control just clicked, such as the transform mode) takes no text: only
 * the keys it answers stay with it, so Mod+Z or Delete still reach the canvas (`key` absent:
 * any key).
 */
export function isTypingTarget(target: EventTarget | null, key?: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target instanceof HTMLInputElement &&
    (target.type === "radio" || target.type === "checkbox")
  ) {
    return key === undefined || CHOICE_KEYS.has(key);
  }
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
