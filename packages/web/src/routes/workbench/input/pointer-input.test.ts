import { describe, expect, it } from "vitest";
import { isTypingTarget, penTiltOf, toPointerInput } from "./pointer-input";

const DEGREE = Math.PI / 180;

/** A pointer event's fields, as a pen at 100, 50 on the page sends them. */
const event = (fields: Partial<PointerEvent>) =>
  ({
    clientX: 100,
    clientY: 50,
    pressure: 0.6,
    pointerType: "pen",
    pointerId: 1,
    buttons: 1,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    timeStamp: 10,
    ...fields,
  }) as PointerEvent;

const inDegrees = (tilt: ReturnType<typeof penTiltOf>) =>
  tilt && [Math.round(tilt.altitude / DEGREE), Math.round(tilt.azimuth / DEGREE)];

describe("a pen's tilt from its pointer events", () => {
  it("takes the altitude and azimuth where the browser gives them", () => {
    const tilt = penTiltOf({ altitudeAngle: 0.7, azimuthAngle: 2.5, tiltX: 10, tiltY: 10 });
    expect(tilt).toEqual({ altitude: 0.7, azimuth: 2.5 });
  });

  it("makes them from tiltX and tiltY otherwise, as the Pointer Events spec does", () => {
    expect(inDegrees(penTiltOf({ tiltX: 0, tiltY: 0 }))).toEqual([90, 0]);
    expect(inDegrees(penTiltOf({ tiltX: 60, tiltY: 0 }))).toEqual([30, 0]);
    expect(inDegrees(penTiltOf({ tiltX: -45, tiltY: 0 }))).toEqual([45, 180]);
    expect(inDegrees(penTiltOf({ tiltX: 0, tiltY: 30 }))).toEqual([60, 90]);
    expect(inDegrees(penTiltOf({ tiltX: 0, tiltY: -30 }))).toEqual([60, 270]);
    // Leaning both ways at 45°: its top towards 4:30, 35° from the paper.
    expect(inDegrees(penTiltOf({ tiltX: 45, tiltY: 45 }))).toEqual([35, 45]);
    expect(inDegrees(penTiltOf({ tiltX: 90, tiltY: 0 }))).toEqual([0, 0]);
    expect(penTiltOf({})).toBeUndefined();
  });

  it("goes with a pen's input only: a mouse and a finger have none", () => {
    const tilted = { altitudeAngle: 0.5, azimuthAngle: 1 };
    expect(toPointerInput(event(tilted), { left: 0, top: 0 }).tilt).toEqual({
      altitude: 0.5,
      azimuth: 1,
    });
    for (const pointerType of ["mouse", "touch"]) {
      const input = toPointerInput(event({ ...tilted, pointerType }), { left: 0, top: 0 });
      expect(input.tilt).toBeUndefined();
    }
  });
});

describe("which keys a focused control keeps from the canvas's shortcuts", () => {
  const input = (type: string) => Object.assign(document.createElement("input"), { type });

  it("a text field keeps every key", () => {
    expect(isTypingTarget(input("text"), "z")).toBe(true);
    expect(isTypingTarget(input("text"), "Delete")).toBe(true);
  });

  it("a radio or checkbox keeps only Space, the arrows and Tab", () => {
    for (const type of ["radio", "checkbox"]) {
      expect(isTypingTarget(input(type), " ")).toBe(true);
      expect(isTypingTarget(input(type), "ArrowRight")).toBe(true);
      expect(isTypingTarget(input(type), "z")).toBe(false);
      expect(isTypingTarget(input(type), "Delete")).toBe(false);
    }
  });
});
