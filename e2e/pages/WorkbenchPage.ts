import { expect, type Locator, type Page } from "@playwright/test";

type Point = { x: number; y: number };

/** The workbench screen: header, tools, canvas, brush and layers (issue 5). */
export class WorkbenchPage {
  readonly canvas: Locator;
  readonly status: Locator;
  readonly layers: Locator;
  readonly tools: Locator;

  constructor(readonly page: Page) {
    this.canvas = page
      .getByRole("img", { name: "Drawing canvas" })
      .or(page.getByLabel("Drawing canvas"));
    this.status = page.getByRole("status").filter({ hasText: /Saving…|Saved|Offline/ });
    this.layers = page.getByRole("list", { name: "Layer list" });
    this.tools = page.getByRole("navigation", { name: "Tools" });
  }

  path(workbenchId: string): string {
    return `/workbench/${workbenchId}`;
  }

  tool(name: string): Locator {
    return this.tools.getByRole("button", { name, exact: true });
  }

  layer(name: string): Locator {
    return this.layers.getByRole("listitem", { name, exact: true });
  }

  /**
   * Waits for "Saved". Opening a workbench loads its area's code, the document and its local
   * copy: on CI's two workers beside several server processes that has taken more than the
   * default 10 s, so this waits longer (it passes as soon as "Saved" shows).
   */
  async expectSaved(): Promise<void> {
    await expect(this.status).toHaveText("Saved", { timeout: 30_000 });
  }

  /** An element's box (of the overlay, say) in CSS px from the canvas's top left. */
  async boxOnCanvas(
    element: Locator,
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    const [box, canvas] = await Promise.all([element.boundingBox(), this.canvas.boundingBox()]);
    if (!box || !canvas) throw new Error("not on screen");
    return { x: box.x - canvas.x, y: box.y - canvas.y, width: box.width, height: box.height };
  }

  /** Where a point of the canvas (CSS px from its top left) is on the page. */
  private async onPage(point: Point): Promise<Point> {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error("the canvas is not on screen");
    return { x: box.x + point.x, y: box.y + point.y };
  }

  /** A mouse stroke through the points, in steps, as a person drags. */
  async drawWithMouse(points: readonly Point[]): Promise<void> {
    const [first, ...rest] = points;
    if (!first) return;
    const start = await this.onPage(first);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (const point of rest) {
      const at = await this.onPage(point);
      await this.page.mouse.move(at.x, at.y, { steps: 8 });
    }
    await this.page.mouse.up();
  }

  /** A mouse stroke with one move per point: a shaking hand's wobble is in the points themselves. */
  async drawThrough(points: readonly Point[]): Promise<void> {
    const canvas = await this.onPage({ x: 0, y: 0 });
    const { mouse } = this.page;
    for (const [index, point] of points.entries()) {
      await mouse.move(canvas.x + point.x, canvas.y + point.y);
      if (index === 0) await mouse.down();
    }
    await mouse.up();
  }

  /**
   * A pen stroke through the DevTools protocol, as a tablet sends it: pointerType "pen" with a
   * pressure ("force") per sample, so the app sees a real pen, not a mouse; held at a tilt
   * (degrees from upright towards +x and +y, -90 to 90) when given, else upright.
   */
  async drawWithPen(
    points: readonly (Point & { pressure: number })[],
    tilt: { tiltX: number; tiltY: number } = { tiltX: 0, tiltY: 0 },
  ): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    // Where the canvas is, once: asking at every sample took seconds on a loaded machine.
    const canvas = await this.onPage({ x: 0, y: 0 });
    type MouseEventType = "mousePressed" | "mouseMoved" | "mouseReleased";
    const send = async (
      type: MouseEventType,
      point: Point & { pressure: number },
      buttons: number,
    ) => {
      const at = { x: canvas.x + point.x, y: canvas.y + point.y };
      await session.send("Input.dispatchMouseEvent", {
        type,
        x: at.x,
        y: at.y,
        button: "left",
        buttons,
        clickCount: type === "mouseMoved" ? 0 : 1,
        force: point.pressure,
        pointerType: "pen",
        ...tilt,
      });
    };
    const [first, ...rest] = points;
    const last = points.at(-1);
    if (!first || !last) return;
    await send("mousePressed", first, 1);
    for (const point of rest) await send("mouseMoved", point, 1);
    await send("mouseReleased", last, 0);
    await session.detach();
  }

  /**
   * Fingers tapping the canvas together, through the DevTools protocol as a touch screen sends
   * them (the page must have touch: `hasTouch`). Both events go out at once: a tap is quick, and
   * a loaded machine must not stretch it into a held touch.
   */
  async fingerTap(count: number, around: Point): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    const canvas = await this.onPage({ x: 0, y: 0 });
    const touchPoints = Array.from({ length: count }, (_, index) => ({
      x: canvas.x + around.x + index * 60,
      y: canvas.y + around.y,
      id: index + 1,
    }));
    await Promise.all([
      session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints }),
      session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
    ]);
    await session.detach();
  }

  async canvasSize(): Promise<{ width: number; height: number }> {
    const box = await this.canvas.boundingBox();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  }

  /**
   * Widens the brush with "]" as a designer does, to about 21 px from the ink's 8: at a mouse's
   * half pressure and the board's fitted zoom, the ink's line is under three screen pixels wide
   * and its fullest pixel may still be blended with the board.
   */
  async widenBrush(): Promise<void> {
    for (let press = 0; press < 10; press += 1) await this.page.keyboard.press("]");
  }

  /** Types a brush colour in the Brush panel's hex field; Enter leaves the field, as a designer does. */
  async chooseColour(hex: string): Promise<void> {
    const colour = this.page.getByRole("textbox", { name: "Colour" });
    await colour.fill(hex);
    await colour.press("Enter");
    await expect(colour).not.toBeFocused();
  }

  /** The RGBA of the canvas at a point (CSS px), as the screen shows it. */
  async pixelAt(point: Point): Promise<number[]> {
    return this.canvas.evaluate((element, { x, y }) => {
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const context = canvas.getContext("2d");
      if (!context) return [];
      return [...context.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data];
    }, point);
  }

  /**
   * The RGB of the most inked pixel (the farthest from the board's white) in a column of the
   * canvas, from `from` to `to` CSS px: a smoothed stroke's exact row varies with the pointer
   * events a loaded machine delivers, its fullest pixel's colour does not.
   */
  async inkiestInColumn(x: number, from: number, to: number): Promise<number[]> {
    return this.canvas.evaluate(
      (element, { x, from, to }) => {
        const canvas = element as HTMLCanvasElement;
        const ratio = canvas.width / canvas.clientWidth;
        const context = canvas.getContext("2d");
        let inkiest: number[] = [];
        let farthest = -1;
        for (let y = from; y <= to; y += 1) {
          const [r = 0, g = 0, b = 0] =
            context?.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data ?? [];
          const distance = 3 * 255 - r - g - b;
          if (distance > farthest) [farthest, inkiest] = [distance, [r, g, b]];
        }
        return inkiest;
      },
      { x, from, to },
    );
  }

  /** The mean of R, G and B of each CSS pixel of a row of the canvas, from `from` to `to`. */
  async greysAlong(y: number, from: number, to: number): Promise<number[]> {
    return this.canvas.evaluate(
      (element, { y, from, to }) => {
        const canvas = element as HTMLCanvasElement;
        const ratio = canvas.width / canvas.clientWidth;
        const context = canvas.getContext("2d");
        const row = Math.floor(y * ratio);
        const greys: number[] = [];
        for (let x = from; x < to; x += 1) {
          const [r = 0, g = 0, b = 0] =
            context?.getImageData(Math.floor(x * ratio), row, 1, 1).data ?? [];
          greys.push((r + g + b) / 3);
        }
        return greys;
      },
      { y, from, to },
    );
  }

  /** Keeps the whole picture the canvas shows now, for `largestChange` to compare with. */
  async keepPicture(): Promise<void> {
    await this.canvas.evaluate((element) => {
      const canvas = element as HTMLCanvasElement & { keptPicture?: Uint8ClampedArray };
      const context = canvas.getContext("2d");
      canvas.keptPicture = context?.getImageData(0, 0, canvas.width, canvas.height).data;
    });
  }

  /**
   * The largest difference of any channel of any pixel between the kept picture and the one
   * shown now, after the next two frames (the renderer draws on animation frames).
   */
  async largestChange(): Promise<number> {
    return this.canvas.evaluate(async (element) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = element as HTMLCanvasElement & { keptPicture?: Uint8ClampedArray };
      const kept = canvas.keptPicture;
      const now = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!kept || !now || kept.length !== now.length) return Number.POSITIVE_INFINITY;
      let largest = 0;
      for (let index = 0; index < now.length; index += 1) {
        largest = Math.max(largest, Math.abs((now[index] ?? 0) - (kept[index] ?? 0)));
      }
      return largest;
    });
  }

  /** Whether the canvas shows pure red at a point (CSS px): the test image's colour. */
  async redAt(point: Point): Promise<boolean> {
    const [red, green, blue] = await this.pixelAt(point);
    return red === 255 && green === 0 && blue === 0;
  }

  /**
   * Whether anything but the artboard's white is painted within `radius` CSS px of a point: a
   * stroke's exact path depends on smoothing, its neighbourhood does not.
   */
  async hasInkNear(point: Point, radius = 12): Promise<boolean> {
    return this.canvas.evaluate(
      (element, { x, y, radius }) => {
        const canvas = element as HTMLCanvasElement;
        const ratio = canvas.width / canvas.clientWidth;
        const context = canvas.getContext("2d");
        const size = Math.ceil(2 * radius * ratio);
        const { data } = context?.getImageData(
          Math.floor((x - radius) * ratio),
          Math.floor((y - radius) * ratio),
          size,
          size,
        ) ?? { data: [] };
        for (let index = 0; index < data.length; index += 4) {
          if ((data[index] ?? 255) < 200 && (data[index + 3] ?? 0) > 0) return true;
        }
        return false;
      },
      { ...point, radius },
    );
  }
}
