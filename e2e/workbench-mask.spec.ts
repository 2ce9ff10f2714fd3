import { readFile } from "node:fs/promises";
import { readPsd } from "ag-psd";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

const WHITE = [255, 255, 255, 255];
const ORANGE = [200, 100, 50, 255];

/** Whether a pixel is this colour within 3 a channel: a stroke over a stroke may round apart. */
const isNearly = (pixel: number[], colour: number[]) =>
  pixel.every((value, index) => Math.abs(value - (colour[index] ?? 0)) <= 3);

test("a designer masks part of a layer away, shows it again, and hands the mask on in a PSD", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Masked");

  // The drawing: a thick orange band on Layer 1.
  await workbench.widenBrush();
  await workbench.chooseColour("#c86432");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(ORANGE);

  // Add a mask: it hides nothing, and becomes what is painted on.
  await page.getByRole("button", { name: "Layer mask" }).click();
  await page.getByRole("menuitem", { name: "Add mask" }).click();
  const onMask = workbench.layer("Layer 1").getByRole("button", {
    name: "Paint on the mask of Layer 1",
  });
  await expect(onMask).toHaveAttribute("aria-pressed", "true");
  expect(await workbench.pixelAt({ x: 450, y: 300 })).toEqual(ORANGE);

  // The colour panel says what the brush's colour paints on a mask: its grey.
  const note = page.getByRole("note", { name: "Painting on the mask" });
  await expect(note).toContainText("#767676");

  // Black on the mask hides the band where it goes, and only there.
  await workbench.chooseColour("#000000");
  await expect(note).toContainText("#000000");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);
  expect(await workbench.pixelAt({ x: 350, y: 300 })).toEqual(ORANGE);
  // The mask holds the stroke, not the layer: the brush's black never reached the picture.
  expect(await workbench.pixelAt({ x: 450, y: 200 })).toEqual(WHITE);

  // Turned off, the whole band shows; on again, the cut is back.
  await page.getByRole("button", { name: "Layer mask" }).click();
  await expect(page.getByRole("menuitem", { name: "Apply mask" })).toBeVisible();
  await snap(page, "workbench-mask-menu");
  await page.getByRole("menuitem", { name: "Disable mask" }).click();
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(ORANGE);
  await expect(onMask).toHaveAttribute("title", "Mask disabled");
  await page.getByRole("button", { name: "Layer mask" }).click();
  await page.getByRole("menuitem", { name: "Enable mask" }).click();
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);

  // White on the mask shows the band again; undo takes that one stroke back.
  await workbench.chooseColour("#ffffff");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await expect
    .poll(async () => isNearly(await workbench.pixelAt({ x: 450, y: 300 }), ORANGE))
    .toBe(true);
  await page.keyboard.press("Control+z");
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);
  await workbench.expectSaved();
  await snap(page, "workbench-mask");

  // Back to the layer: the brush paints the picture again.
  await workbench.layer("Layer 1").getByRole("button", { name: "Paint on Layer 1" }).click();
  await expect(onMask).toHaveAttribute("aria-pressed", "false");
  await expect(note).toBeHidden();

  // The PSD keeps the layer whole with its layer mask.
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Photoshop (.psd)" }).click();
  const psdDownload = await download;
  const psdBytes = await readFile(await psdDownload.path());
  const psd = readPsd(psdBytes, {
    skipLayerImageData: true,
    skipCompositeImageData: true,
    skipThumbnail: true,
  });
  const layer = psd.children?.find((child) => child.name === "Layer 1");
  expect(layer?.mask).toMatchObject({ defaultColor: 255 });
  expect((layer?.mask?.right ?? 0) - (layer?.mask?.left ?? 0)).toBeGreaterThan(0);
  expect(layer?.mask?.disabled ?? false).toBe(false);

  // Imported into another file, the layer comes with its mask, hiding what it hid.
  const next = await openNewWorkbench(page, request, "Masked returned");
  await page.getByLabel("Image or layered file").setInputFiles({
    name: "Masked.psd",
    mimeType: "application/octet-stream",
    buffer: psdBytes,
  });
  await expect(page.getByText("2 layers imported from Masked.psd.")).toBeVisible();
  await expect(
    next.layer("Layer 1").first().getByRole("button", { name: "Paint on the mask of Layer 1" }),
  ).toBeVisible();
  await expect.poll(() => next.pixelAt({ x: 350, y: 300 })).toEqual(ORANGE);
  expect(await next.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);
  await next.expectSaved();
  await snap(page, "workbench-mask-import");

  // Stored: after a reload the mask's image is read from the server and still hides.
  await page.reload();
  await next.expectSaved();
  await expect.poll(() => next.pixelAt({ x: 350, y: 300 })).toEqual(ORANGE);
  await expect.poll(() => next.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);
});
