import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** A documentation address (TEST-NET-2), different for each test. */
function uniqueIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Every test speaks from an address of its own (the e2e server trusts X-Forwarded-For), so the
 * per-IP limits on sign-in, sign-up and reset requests count each test as one visitor, as they
 * would count real people, instead of adding up the whole parallel run.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": uniqueIp() });
  },
});

/** Saves a full-page screenshot of the screen on show as e2e/screenshots/<name>.png. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}
