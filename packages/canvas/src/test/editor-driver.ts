import type * as Y from "yjs";
import { decodePoints } from "../document/points.js";
import type { Element, Stroke, StrokePoint } from "../document/schema.js";
import { readElements } from "../document/workbench-document.js";
import { Editor, type EditorOptions } from "../editor/editor.js";
import type { KeyInput, PointerInput, PointerType } from "../editor/input.js";
import { IDENTITY_VIEWPORT } from "../editor/viewport.js";
import type { Point } from "../geometry/rect.js";
import { buildDocument } from "./elements.js";

/** What a pointer action may say beyond its position. */
export type PointerOptions = Partial<
  Pick<
    PointerInput,
    "pressure" | "pointerType" | "tilt" | "buttons" | "shiftKey" | "altKey" | "ctrlKey" | "metaKey"
  >
> & { pointerId?: number };

type Position = Point | readonly [number, number];

/** Milliseconds between two pointer samples: a 120 Hz pen. */
const SAMPLE_INTERVAL = 8;

const KEYS_BY_NAME: Record<string, string> = { Plus: "+", Minus: "-", Space: " " };

/**
 * Drives an editor the way a person does (STYLE 17): pointer actions in screen pixels and key
 * presses spelled as shortcuts ("Mod+Z"). The viewport starts at 100 % with the artboard at the
 * screen's origin, so screen and artboard coordinates are the same until a test pans or zooms.
 * Modifiers held with `keyDown("Shift")` apply to the pointer actions that follow.
 */
export class EditorDriver {
  readonly editor: Editor;
  readonly doc: Y.Doc;
  private time = 1000;
  private last: Point = { x: 0, y: 0 };
  private pointerType: PointerType = "mouse";
  private readonly held = new Set<string>();

  constructor(options: Partial<EditorOptions> = {}) {
    this.doc = options.doc ?? buildDocument().doc;
    this.editor = new Editor({ userId: "user-1", ...options, doc: this.doc });
    this.editor.setViewport(IDENTITY_VIEWPORT);
  }

  pointerDown(x: number, y: number, options: PointerOptions = {}): this {
    this.pointerType = options.pointerType ?? "mouse";
    this.editor.pointerDown(this.pointer(x, y, options, 0.5));
    return this;
  }

  move(x: number, y: number, options: PointerOptions = {}): this {
    this.editor.pointerMove(this.pointer(x, y, options, 0.5));
    return this;
  }

  /** Releases where the pointer is, or at x, y. */
  up(x = this.last.x, y = this.last.y, options: PointerOptions = {}): this {
    this.editor.pointerUp(this.pointer(x, y, { pressure: 0, ...options }, 0));
    return this;
  }

  click(x: number, y: number, options: PointerOptions = {}): this {
    return this.pointerDown(x, y, options).up(x, y, options);
  }

  /** Down at `from`, `steps` evenly spaced moves to `to`, up there. */
  drag(from: Position, to: Position, options: PointerOptions & { steps?: number } = {}): this {
    const [a, b] = [toPoint(from), toPoint(to)];
    const steps = options.steps ?? 5;
    this.pointerDown(a.x, a.y, options);
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      this.move(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, options);
    }
    return this.up(b.x, b.y, options);
  }

  /** One stroke through every point, each with its own pressure when given. */
  drawStroke(
    points: readonly (Point & { pressure?: number })[],
    options: PointerOptions = {},
  ): this {
    const [first, ...rest] = points;
    if (!first) return this;
    this.pointerDown(first.x, first.y, {
      ...options,
      pressure: first.pressure ?? options.pressure,
    });
    for (const point of rest) {
      this.move(point.x, point.y, { ...options, pressure: point.pressure ?? options.pressure });
    }
    return this.up();
  }

  /** Holds the pointer still where it is (the UI times the hold: QuickShape). */
  hold(): this {
    this.editor.holdStill();
    return this;
  }

  /** Lets time pass between samples (a slow hand). */
  wait(milliseconds: number): this {
    this.time += milliseconds;
    return this;
  }

  /** Presses and releases a shortcut: "B", "Mod+Z", "Shift+Mod+Z", "[", "Delete", "Mod+Plus". */
  press(shortcut: string): this {
    const input = keyInput(shortcut);
    this.editor.keyDown(input);
    this.editor.keyUp(input);
    return this;
  }

  /** Holds a key: " " (Space), "Shift", "Alt", "Control", "Meta", or any key. */
  keyDown(key: string): boolean {
    this.held.add(key);
    return this.editor.keyDown({ ...this.modifiers(), key });
  }

  keyUp(key: string): boolean {
    this.held.delete(key);
    return this.editor.keyUp({ ...this.modifiers(), key });
  }

  /** The active layer's elements, bottom to top. */
  elements(): Element[] {
    const layer = this.editor.activeLayer();
    return layer ? readElements(layer) : [];
  }

  strokes(): Stroke[] {
    return this.elements().filter((element): element is Stroke => element.kind === "stroke");
  }

  /** The samples of the topmost stroke, with its pen's tilt when it has one. */
  lastStrokePoints(): StrokePoint[] {
    const stroke = this.strokes().at(-1);
    return stroke ? decodePoints(stroke.points, stroke.tilt) : [];
  }

  private modifiers() {
    return {
      shiftKey: this.held.has("Shift"),
      altKey: this.held.has("Alt"),
      ctrlKey: this.held.has("Control"),
      metaKey: this.held.has("Meta"),
    };
  }

  private pointer(x: number, y: number, options: PointerOptions, pressure: number): PointerInput {
    this.time += SAMPLE_INTERVAL;
    this.last = { x, y };
    return {
      x,
      y,
      pressure,
      pointerType: this.pointerType,
      pointerId: 1,
      buttons: 1,
      ...this.modifiers(),
      ...definedOnly(options),
      time: this.time,
    };
  }
}

function toPoint(position: Position): Point {
  return "x" in position ? position : { x: position[0], y: position[1] };
}

/** Options without the keys given as undefined, so that they do not hide the defaults. */
function definedOnly(options: PointerOptions): PointerOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

/** A shortcut string as the key event a keyboard sends for it. */
export function keyInput(shortcut: string): KeyInput {
  const parts = shortcut === "+" ? ["+"] : shortcut.split("+");
  const name = parts.at(-1) ?? "";
  const modifiers = new Set(parts.slice(0, -1));
  const isLetter = /^[A-Z]$/.test(name);
  const shiftKey = modifiers.has("Shift");
  const key = KEYS_BY_NAME[name] ?? (isLetter ? (shiftKey ? name : name.toLowerCase()) : name);
  return {
    key,
    ...(isLetter ? { code: `Key${name}` } : {}),
    shiftKey,
    altKey: modifiers.has("Alt"),
    ctrlKey: modifiers.has("Mod"),
    metaKey: false,
  };
}
