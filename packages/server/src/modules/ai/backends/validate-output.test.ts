import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decompressionBomb, solidImage } from "../../../test/images.js";
import { BackendError, backendMessages } from "./ai-backend.js";
import { previewPng, validateOutput } from "./validate-output.js";

const limits = { maxImageSide: 4096, maxImagePixels: 4096 * 4096 };
const unreadable = new BackendError(backendMessages.unreadable, false);

describe("validateOutput", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "re-encodes a %s as a PNG of its size",
    async (format) => {
      const image = await validateOutput(
        await solidImage(format, { width: 30, height: 20 }),
        limits,
      );
      expect(image).toMatchObject({ width: 30, height: 20 });
      expect((await sharp(image.png).metadata()).format).toBe("png");
    },
  );

  it("drops the image's metadata", async () => {
    const tagged = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#123456" },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret place" } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const image = await validateOutput(tagged, limits);
    expect((await sharp(image.png).metadata()).exif).toBeUndefined();
  });

  it("refuses bytes that are no image, a broken image, and sizes past the limits", async () => {
    await expect(validateOutput(new TextEncoder().encode("<html>"), limits)).rejects.toEqual(
      unreadable,
    );
    const png = await solidImage("png", { width: 50, height: 50 });
    await expect(validateOutput(png.subarray(0, 40), limits)).rejects.toEqual(unreadable);
    await expect(validateOutput(decompressionBomb(20_000), limits)).rejects.toEqual(unreadable);
    const wide = await solidImage("png", { width: 300, height: 10 });
    await expect(validateOutput(wide, { maxImageSide: 256, maxImagePixels: 1e6 })).rejects.toEqual(
      unreadable,
    );
    await expect(
      validateOutput(wide, { maxImageSide: 1000, maxImagePixels: 2000 }),
    ).rejects.toEqual(unreadable);
  });
});

describe("previewPng", () => {
  it("scales a preview down to the preview size, and skips what is no image", async () => {
    const preview = await previewPng(
      await solidImage("jpeg", { width: 800, height: 400 }),
      limits,
      200,
    );
    expect(await sharp(preview ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: "png",
      width: 200,
      height: 100,
    });
    expect(await previewPng(decompressionBomb(20_000), limits, 200)).toBeNull();
    expect(await previewPng(new Uint8Array([1, 2, 3]), limits, 200)).toBeNull();
  });
});
