import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import { BRUSH_PRESETS, ERASER_STYLE } from "../editor/brush-presets.js";
import { buildStroke } from "../test/elements.js";
import { decodePresence, encodePresence, type PresenceWire } from "./presence-codec.js";
import { PRESENCE_LIMITS, type PresenceState } from "./presence-state.js";

const user = { id: "user-a", name: "Ada Designer", color: "#1d70ce" };

function drawing(): PresenceState {
  const stroke = buildStroke(
    [
      { x: 10.5, y: 20.25, pressure: 0.3 },
      { x: 40, y: 60, pressure: 0.9 },
    ],
    { author: user.id, color: "#ff0000", size: 12, opacity: 0.8 },
  );
  return {
    user,
    artboardId: "board-1",
    pointer: { x: 40, y: 60 },
    view: { x: -10, y: -5, width: 1280, height: 720, rotation: -45, flipped: true },
    stroke: { layerId: "layer-1", stroke },
    selection: { layerId: "layer-1", elementIds: ["e1", "e2"] },
  };
}

/** The state as the other side's awareness hands it over: through JSON. */
const overTheWire = (state: PresenceState): unknown =>
  JSON.parse(JSON.stringify(encodePresence(state)));

describe("presence encoding", () => {
  test("a state survives the trip through JSON, the stroke's points bit for bit", () => {
    const state = drawing();
    const decoded = decodePresence(overTheWire(state));
    expect(decoded).toEqual(state);
    expect(decodePoints(decoded?.stroke?.stroke.points ?? new Uint8Array())).toEqual(
      decodePoints(state.stroke?.stroke.points ?? new Uint8Array()),
    );
  });

  test("a styled brush's live stroke arrives with its style; a malformed one is dropped", () => {
    const state = drawing();
    const live = state.stroke;
    if (!live) throw new Error("a stroke expected");
    const styled = {
      ...state,
      stroke: { ...live, stroke: { ...live.stroke, style: BRUSH_PRESETS.chalk.style } },
    };
    expect(decodePresence(overTheWire(styled))).toEqual(styled);
    const wire = overTheWire(styled) as PresenceWire;
    const broken = {
      ...wire,
      stroke: { ...wire.stroke, style: { ...BRUSH_PRESETS.chalk.style, flow: 5 } },
    };
    expect(decodePresence(broken)?.stroke).toBeNull();
  });

  test("a pen's tilt travels with its live stroke; one that does not fit reads as none", () => {
    const tilted = buildStroke(
      [
        { x: 10, y: 20, pressure: 0.3, tilt: { altitude: 0.5, azimuth: 1 } },
        { x: 40, y: 60, pressure: 0.9, tilt: { altitude: 0.7, azimuth: 2 } },
      ],
      { author: user.id, style: BRUSH_PRESETS.pencil.style },
    );
    const state = { ...drawing(), stroke: { layerId: "layer-1", stroke: tilted } };
    const wire = overTheWire(state) as PresenceWire;
    expect(wire.stroke?.tilt).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodePresence(wire)).toEqual(state);
    const misfit = { ...wire, stroke: { ...wire.stroke, tilt: "AAAA" } };
    const decoded = decodePresence(misfit)?.stroke?.stroke;
    expect(decoded?.points).toEqual(tilted.points);
    expect(decoded && "tilt" in decoded).toBe(false);
  });

  test("a soft eraser's live stroke arrives with its style and tilt, so others see it cut", () => {
    const erasing = buildStroke(
      [
        { x: 10, y: 20, pressure: 0.3, tilt: { altitude: 0.5, azimuth: 1 } },
        { x: 40, y: 60, pressure: 0.9, tilt: { altitude: 0.7, azimuth: 2 } },
      ],
      { author: user.id, tool: "eraser", style: { ...ERASER_STYLE, hardness: 0, tilt: 1 } },
    );
    const state = { ...drawing(), stroke: { layerId: "layer-1", stroke: erasing } };
    expect(decodePresence(overTheWire(state))).toEqual(state);
  });

  test("points travel as base64 of the committed layout, not as numbers", () => {
    const wire = encodePresence(drawing());
    expect(wire.stroke?.points).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // Two samples of three Float32: 24 bytes, 32 base64 characters.
    expect(wire.stroke?.points).toHaveLength(32);
    expect(Object.keys(wire).sort()).toEqual(
      ["artboardId", "pointer", "selection", "stroke", "user", "view"].sort(),
    );
  });

  test("a stroke's author is who publishes it, whatever the state claims", () => {
    const wire = overTheWire(drawing()) as PresenceWire;
    const decoded = decodePresence({ ...wire, stroke: { ...wire.stroke, author: "someone-else" } });
    expect(decoded?.stroke?.stroke.author).toBe("user-a");
  });

  test("a view from a client older than view turning reads as upright", () => {
    const wire = overTheWire(drawing()) as PresenceWire;
    const view = { x: 1, y: 2, width: 300, height: 200 };
    expect(decodePresence({ ...wire, view })?.view).toEqual({
      ...view,
      rotation: 0,
      flipped: false,
    });
  });

  test("an idle client: no pointer, no stroke, no selection", () => {
    const idle = { ...drawing(), pointer: null, stroke: null, selection: null };
    expect(decodePresence(overTheWire(idle))).toEqual(idle);
  });

  test("a very long stroke and a huge selection are cut to the limits", () => {
    const long = Array.from({ length: PRESENCE_LIMITS.strokePoints + 10 }, (_, index) => ({
      x: index,
      y: index,
      pressure: 0.5,
    }));
    const state = {
      ...drawing(),
      stroke: { layerId: "layer-1", stroke: buildStroke(long, { author: user.id }) },
      selection: {
        layerId: "layer-1",
        elementIds: Array.from({ length: PRESENCE_LIMITS.selectionIds + 5 }, (_, i) => `e${i}`),
      },
    };
    const decoded = decodePresence(overTheWire(state));
    expect(decodePoints(decoded?.stroke?.stroke.points ?? new Uint8Array())).toHaveLength(
      PRESENCE_LIMITS.strokePoints,
    );
    expect(decoded?.selection?.elementIds).toHaveLength(PRESENCE_LIMITS.selectionIds);
  });
});

describe("presence decoding of untrusted states", () => {
  const wire = () => overTheWire(drawing()) as PresenceWire;

  test.each([
    ["nothing", undefined],
    ["a client that published nothing yet", {}],
    ["a string", "hello"],
    ["an array", [1, 2]],
    ["no user", { ...wire(), user: undefined }],
    ["a user without id", { ...wire(), user: { name: "A", color: "#000000" } }],
    ["an empty id", { ...wire(), user: { ...user, id: "" } }],
    ["a huge id", { ...wire(), user: { ...user, id: "x".repeat(500) } }],
    ["a name that is not text", { ...wire(), user: { ...user, name: 42 } }],
    ["a huge name", { ...wire(), user: { ...user, name: "n".repeat(5000) } }],
    ["a colour that is not #rrggbb", { ...wire(), user: { ...user, color: "red;}" } }],
  ])("%s is no presence", (_, value) => {
    expect(decodePresence(value)).toBeNull();
  });

  test.each([
    ["pointer", { x: "1", y: 2 }],
    ["pointer", { x: Number.NaN, y: 2 }],
    ["view", { x: 0, y: 0, width: 0, height: 10 }],
    ["view", { x: 0, y: 0, width: -5, height: 10 }],
    ["stroke", { ...drawing(), points: "not base64!" }],
    ["stroke", { ...wire().stroke, points: "AAAA" }],
    ["stroke", { ...wire().stroke, tool: "flamethrower" }],
    ["stroke", { ...wire().stroke, size: 1e9 }],
    ["stroke", { ...wire().stroke, color: "url(javascript:1)" }],
    ["stroke", { ...wire().stroke, layerId: 7 }],
    ["stroke", { ...wire().stroke, points: "A".repeat(PRESENCE_LIMITS.strokePoints * 20) }],
    ["selection", { layerId: "layer-1", elementIds: "e1" }],
    ["selection", { layerId: "layer-1", elementIds: [1, 2] }],
    ["selection", { layerId: "layer-1", elementIds: [] }],
    ["artboardId", { nested: true }],
  ])("a malformed %s reads as absent; the user still shows", (field, value) => {
    const decoded = decodePresence({ ...wire(), [field]: value });
    expect(decoded?.user).toEqual(user);
    expect(decoded?.[field as keyof PresenceState]).toBeNull();
  });

  test("fields a newer version adds are ignored", () => {
    const state = drawing();
    expect(decodePresence({ ...(overTheWire(state) as PresenceWire), mood: "happy" })).toEqual(
      state,
    );
  });
});
