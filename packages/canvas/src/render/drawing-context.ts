/**
 * The slice of the Canvas 2D API the renderer uses, as structural types. The browser's
 * CanvasRenderingContext2D (of an HTMLCanvasElement or an OffscreenCanvas) and @napi-rs/canvas's
 * context both satisfy them, so one drawing code runs in the web app, on the server (thumbnails,
 * PNG export) and in pixel tests, and this package compiles without the DOM library.
 *
 * Style properties are typed wider than the renderer writes (`string`, `string | object`)
 * because each implementation declares its own unions for them; a narrower type here would make
 * the real contexts unassignable.
 */

/** Anything `drawImage` accepts: a surface, a decoded image, an ImageBitmap. Opaque here. */
export type DrawableImage = object;

/** A gradient as the context makes it; a fill style once its stops are added. */
export interface Gradient {
  addColorStop(offset: number, color: string): void;
}

export interface DrawingContext {
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  globalAlpha: number;
  globalCompositeOperation: string;
  /** A CSS filter; the renderer uses `blur(…)` to feather a selected region's edge. */
  filter: string;
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  closePath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  fill(fillRule?: "nonzero" | "evenodd"): void;
  stroke(): void;
  clip(): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  createRadialGradient(
    x0: number,
    y0: number,
    r0: number,
    x1: number,
    y1: number,
    r1: number,
  ): Gradient;
  createPattern(image: DrawableImage, repetition: "repeat"): object | null;
  /** Read and written back by layer masks only (layer-mask.ts): luminance has no composite op. */
  getImageData(sx: number, sy: number, sw: number, sh: number): Pixels;
  putImageData(pixels: Pixels, dx: number, dy: number): void;
  drawImage(image: DrawableImage, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(
    image: DrawableImage,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
}

/**
 * A surface's pixels as `getImageData` reads them: RGBA rows of bytes, not premultiplied (the
 * default format; typed as any of the formats a context may declare).
 */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: { readonly length: number; [index: number]: number };
}

/** A bitmap that can be drawn on and drawn with: a canvas, an OffscreenCanvas, a napi Canvas. */
export interface Surface {
  width: number;
  height: number;
  getContext(type: "2d"): DrawingContext | null;
}

/**
 * Makes an offscreen bitmap of a size in device pixels, injected by the caller: in the browser
 * `(w, h) => new OffscreenCanvas(w, h)`, in Node `createCanvas` of @napi-rs/canvas.
 */
export type SurfaceFactory<S extends Surface = Surface> = (width: number, height: number) => S;

/**
 * The decoded image of a blob, or undefined while it is not (yet) loaded. The caller loads
 * blobs (the renderer does no network) and calls the renderer's `markDirty` when one arrives.
 */
export type ImageSource = (blobId: string) => DrawableImage | undefined;

/** The 2D context of a surface; a surface without one is a programming error. */
export function contextOf(surface: Surface): DrawingContext {
  const context = surface.getContext("2d");
  if (!context) throw new Error("The surface has no 2D context");
  return context;
}

/** `previous` when it has this size, else a new surface of it: a cached bitmap made again. */
export function surfaceOfSize(
  previous: Surface | undefined,
  width: number,
  height: number,
  createSurface: SurfaceFactory,
): Surface {
  return previous && previous.width === width && previous.height === height
    ? previous
    : createSurface(width, height);
}
