import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { extractLineArt } from "./line-art.js";

const running = () => ({
  limits: { maxPixels: 160_000_000 },
  signal: new AbortController().signal,
});

/** A photo-like picture: a shaded ellipse on a soft gradient, through JPEG's noise. */
function photo() {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><defs>` +
    `<linearGradient id="sky" x1="0" x2="1"><stop offset="0" stop-color="#e8e8e0"/>` +
    `<stop offset="1" stop-color="#a0a8b0"/></linearGradient>` +
    `<radialGradient id="ball"><stop offset="0" stop-color="#d05040"/>` +
    `<stop offset="1" stop-color="#702018"/></radialGradient></defs>` +
    `<rect width="240" height="180" fill="url(#sky)"/>` +
    `<ellipse cx="120" cy="90" rx="70" ry="50" fill="url(#ball)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function alphaOf(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  return {
    info,
    /** The strongest alpha within `radius` pixels of (x, y). */
    near(x: number, y: number, radius = 2) {
      let most = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const i = ((Math.round(y) + dy) * info.width + Math.round(x) + dx) * 4;
          most = Math.max(most, data[i + 3] ?? 0);
          expect(data[i]).toBe(0);
        }
      }
      return most;
    },
  };
}

describe("extractLineArt", () => {
  it("draws dark lines along a shape's edge on a clear background", async () => {
    const result = await extractLineArt(await photo(), running());

    expect([result.width, result.height]).toEqual([240, 180]);
    const { near } = await alphaOf(result.png);
    for (let angle = 0; angle < 2 * Math.PI; angle += Math.PI / 8) {
      const x = 120 + 70 * Math.cos(angle);
      const y = 90 + 50 * Math.sin(angle);
      expect(near(x, y), `on the edge at ${Math.round(x)},${Math.round(y)}`).toBeGreaterThan(128);
    }
    // Inside the shading and across the background's gradient: nothing.
    const clear: [number, number][] = [
      [120, 90],
      [95, 80],
      [20, 20],
      [220, 160],
      [20, 160],
      [230, 90],
    ];
    for (const [x, y] of clear) {
      expect(near(x, y, 3), `clear at ${x},${y}`).toBe(0);
    }
  });

  it("gives the same bytes for the same image", async () => {
    const image = await photo();
    const first = await extractLineArt(image, running());
    const second = await extractLineArt(image, running());
    expect(Buffer.from(second.png).equals(Buffer.from(first.png))).toBe(true);
  });

  it("refuses an image whose work is over the budget, and what is no image", async () => {
    const image = await photo();
    await expect(
      extractLineArt(image, { ...running(), limits: { maxPixels: 100_000 } }),
    ).rejects.toThrow(
      "The line art is too large: it needs 0.2 megapixels and the limit is 0.1 megapixels.",
    );
    await expect(extractLineArt(new Uint8Array(64), running())).rejects.toMatchObject({
      code: "NOT_AN_IMAGE",
    });
  });
});
