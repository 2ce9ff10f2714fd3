import { readFile } from "node:fs/promises";
import { readPsd } from "ag-psd";
import { strFromU8, unzipSync } from "fflate";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

test("a designer hands the file on as a layered PSD and an OpenRaster file, blend modes kept", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Handoff");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await page.getByRole("combobox", { name: "Blend mode" }).click();
  await page.getByRole("option", { name: "Multiply" }).click();
  await workbench.expectSaved();

  const exportAs = async (item: string) => {
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: item }).click();
    return download;
  };

  const psdDownload = await exportAs("Photoshop (.psd)");
  expect(psdDownload.suggestedFilename()).toBe("Handoff.psd");
  const psd = readPsd(await readFile(await psdDownload.path()), {
    skipLayerImageData: true,
    skipCompositeImageData: true,
    skipThumbnail: true,
  });
  expect(psd.children?.map(({ name, blendMode }) => ({ name, blendMode }))).toEqual([
    { name: "Background", blendMode: "normal" },
    { name: "Layer 1", blendMode: "normal" },
    { name: "Layer 2", blendMode: "multiply" },
  ]);
  // Layer 1's stroke only: a layer keeps the bounds of what is painted on it.
  const [, first] = psd.children ?? [];
  expect((first?.right ?? 0) - (first?.left ?? 0)).toBeLessThan(psd.width / 2);

  const oraDownload = await exportAs("OpenRaster (.ora)");
  expect(oraDownload.suggestedFilename()).toBe("Handoff.ora");
  const stack = strFromU8(
    unzipSync(new Uint8Array(await readFile(await oraDownload.path())))["stack.xml"] ??
      new Uint8Array(),
  );
  expect([...stack.matchAll(/name="([^"]*)"/g)].map(([, name]) => name)).toEqual([
    "Layer 2",
    "Layer 1",
    "Background",
  ]);
  expect(stack).toContain('composite-op="svg:multiply"');

  const jpeg = await exportAs("JPEG 1x");
  expect(jpeg.suggestedFilename()).toBe("Handoff.jpg");

  // The PSD comes back into another file as layers, blend mode and pixels where they were.
  const next = await openNewWorkbench(page, request, "Handoff returned");
  await page.getByLabel("Image or layered file").setInputFiles({
    name: "Handoff.psd",
    mimeType: "application/octet-stream",
    buffer: await readFile(await psdDownload.path()),
  });
  await expect(page.getByText("3 layers imported from Handoff.psd.")).toBeVisible();
  await expect(next.layers.getByRole("listitem")).toHaveText([
    /^Layer 2/,
    /^Layer 1/,
    /^Background/,
    /^Layer 1/,
  ]);
  await expect(next.layer("Layer 2")).toContainText("Multiply");
  await expect.poll(() => next.hasInkNear({ x: 450, y: 200 }, 4)).toBe(true);
  await expect.poll(() => next.hasInkNear({ x: 300, y: 300 }, 4)).toBe(true);
  await next.expectSaved();
  await snap(page, "workbench-psd-import");
});
