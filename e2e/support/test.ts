import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

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
export const test = base.extend<{ failOnCspViolation: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": uniqueIp() });
  },
  // Every page the server sends must work under its Content-Security-Policy: Chromium reports
  // each refusal in the console ("… violates the following Content Security Policy directive").
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, "CSP violations in the console").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Saves a full-page screenshot of the screen on show as e2e/screenshots/<name>.png, for a person
 * to look at. CI's checkout is thrown away after the run, so there the shots are skipped: they
 * cost a second or more each on its loaded two cores and nobody would see them.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/**
 * Closes the open menu with Escape, pressed in the menu itself: Mantine closes a menu on an Escape
 * inside it, and right after the menu opens the focus may still be on the button that opened it,
 * where an Escape closes nothing (seen on CI).
 */
export async function closeMenu(page: Page): Promise<void> {
  const menu = page.getByRole("menu");
  await menu.press("Escape");
  await expect(menu).toHaveCount(0);
}
