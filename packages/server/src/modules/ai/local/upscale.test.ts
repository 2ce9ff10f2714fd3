import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LocalAiError } from "./local-ai-error.js";
import { upscaleImage } from "./upscale.js";

const limits = { maxPixels: 160_000_000 };
const running = () => ({ limits, signal: new AbortController().signal });

/** A drawing: a black diagonal stroke and a dark box outline on white, optionally on clear. */
function drawing(width: number, height: number, background = "white") {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<path d="M2 2 L${width - 2} ${height - 2}" stroke="black" stroke-width="3"/>` +
    `<rect x="${width / 2}" y="4" width="${width / 2 - 6}" height="${height / 3}" ` +
    `fill="none" stroke="#222" stroke-width="2"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (background === "none" ? image : image.removeAlpha()).png().toBuffer();
}

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number, channel = 0) =>
    data[(y * info.width + x) * info.channels + channel];
  return { info, at };
}

describe("upscaleImage", () => {
  it("makes a drawing exactly twice its size, its lines still dark where they were", async () => {
    const source = await drawing(40, 30);
    const progress: number[] = [];
    const result = await upscaleImage(source, 2, {
      ...running(),
      onProgress: (f) => progress.push(f),
    });

    expect([result.width, result.height]).toEqual([80, 60]);
    const { info, at } = await pixels(result.png);
    expect([info.width, info.height, info.channels]).toEqual([80, 60, 3]);
    // On the diagonal (x = y in the source's middle) the stroke is dark; off it, white.
    for (const s of [10, 15, 20])
      expect(at(2 * s, Math.round(2 * s * (26 / 36)))).toBeLessThan(200);
    expect(at(20, 50)).toBeGreaterThan(230);
    expect(progress.at(-1)).toBe(1);
  });

  it("makes an image with transparency four times its size and keeps it transparent", async () => {
    const source = await drawing(24, 20, "none");
    const result = await upscaleImage(source, 4, running());

    const { info, at } = await pixels(result.png);
    expect([info.width, info.height, info.channels]).toEqual([96, 80, 4]);
    expect(at(8, 70, 3)).toBe(0);
    const onStroke = at(48, 40, 3);
    expect(onStroke).toBeGreaterThan(200);
    expect(at(48, 40, 0)).toBeLessThan(100);
  });

  it("refuses a result over the pixel budget, with the limit", async () => {
    const source = await drawing(300, 300);
    const refusal = upscaleImage(source, 4, { ...running(), limits: { maxPixels: 1_000_000 } });
    await expect(refusal).rejects.toThrow(LocalAiError);
    await expect(refusal).rejects.toThrow(
      "The upscaled image is too large: it needs 1.6 megapixels and the limit is 1 megapixels.",
    );
  });

  it("refuses a result over 10,000 pixels a side before decoding anything", async () => {
    const wide = await sharp({
      create: { width: 2600, height: 2, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    await expect(upscaleImage(wide, 4, running())).rejects.toThrow(
      "The upscaled image would be larger than 10,000 pixels a side.",
    );
  });

  it("refuses what is no image", async () => {
    const refusal = upscaleImage(new TextEncoder().encode("<html>no image</html>"), 2, running());
    await expect(refusal).rejects.toMatchObject({ code: "NOT_AN_IMAGE" });
  });

  it("stops the work when aborted: the promise rejects and no progress comes after", async () => {
    const source = await drawing(512, 384);
    const abort = new AbortController();
    const progress: number[] = [];
    const work = upscaleImage(source, 4, {
      limits,
      signal: abort.signal,
      onProgress(fraction) {
        progress.push(fraction);
        abort.abort();
      },
    });

    await expect(work).rejects.toMatchObject({ name: "AbortError" });
    const heard = progress.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(progress.length).toBe(heard);
    expect(progress.at(-1)).toBeLessThan(1);
  });

  it("never starts work aborted while it waits for the one before it", async () => {
    const first = upscaleImage(await drawing(40, 30), 2, running());
    const abort = new AbortController();
    const progress: number[] = [];
    const second = upscaleImage(await drawing(40, 30), 2, {
      limits,
      signal: abort.signal,
      onProgress: (fraction) => progress.push(fraction),
    });
    abort.abort();

    await expect(second).rejects.toMatchObject({ name: "AbortError" });
    await expect(first).resolves.toMatchObject({ width: 80, height: 60 });
    expect(progress).toEqual([]);
  });

  it("does not start work that is aborted already", async () => {
    const abort = new AbortController();
    abort.abort();
    const work = upscaleImage(await drawing(40, 30), 2, { limits, signal: abort.signal });
    await expect(work).rejects.toMatchObject({ name: "AbortError" });
  });
});
