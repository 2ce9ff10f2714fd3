import { existsSync } from "node:fs";
import path from "node:path";
import { SignInPage } from "./pages/SignInPage.js";
import { expect, snap, test } from "./support/test.js";

const MOBILE_TITLE = "Contour is not supported on mobile";
const README_IMAGE = path.resolve(import.meta.dirname, "../docs/images/sign-in.png");
const UPDATE_README_IMAGE = process.env.UPDATE_README_IMAGE === "1" || !existsSync(README_IMAGE);

test.describe("a phone-sized window", () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test("shows only the mobile notice and the link to the landing page", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: MOBILE_TITLE })).toBeVisible();
    await expect(
      page.getByText(
        "We're working on mobile support. In the meantime, please open Contour on a tablet or a computer.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    // Nothing of the app itself: no sign-in form, no carousel.
    const signIn = new SignInPage(page);
    await expect(signIn.heading).toHaveCount(0);
    await expect(signIn.email).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Featured artists" })).toHaveCount(0);
    await snap(page, "mobile-block");

    // Widening the window brings the app back.
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(signIn.heading).toBeVisible();
    await expect(page.getByRole("heading", { name: MOBILE_TITLE })).toHaveCount(0);
  });
});

test.describe("a tablet-sized window", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("shows the app, with the carousel only from 768 px up", async ({ page }) => {
    const signIn = new SignInPage(page);
    const carousel = page.getByRole("region", { name: "Featured artists" });
    await signIn.goto();
    await expect(page.getByRole("heading", { name: MOBILE_TITLE })).toHaveCount(0);
    await expect(carousel).toBeVisible();
    await snap(page, "signin-800");
    await page.setViewportSize({ width: 850, height: 900 });
    await snap(page, "signin-850");

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(carousel).toHaveCount(0);
    await expect(signIn.email).toBeVisible();
    await snap(page, "signin-700");

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(carousel).toBeVisible();
  });
});

test("the carousel rotates every 5 seconds and its dots jump to a slide", async ({ page }) => {
  await page.clock.install();
  await page.goto("/auth");
  const carousel = page.getByRole("region", { name: "Featured artists" });
  const slide = (n: number) => carousel.getByRole("button", { name: `Go to slide ${n}` });
  await expect(carousel.getByText("Mara Lindqvist")).toBeVisible();
  await expect(carousel.getByText("Automotive Designer")).toBeVisible();
  await expect(slide(1)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("button", { name: "Follow" })).toBeVisible();
  await expect(
    carousel.getByRole("link", { name: "instagram.com/maralindqvist.sketch" }),
  ).toHaveAttribute("href", "https://www.instagram.com/maralindqvist.sketch");
  // The README's picture: the sign-in page with the first artist, once the artwork has loaded.
  // Only written when missing or asked for: renders differ by a pixel or two from run to run,
  // and a test run should not leave a changed file in the repository.
  if (UPDATE_README_IMAGE) {
    const artwork = page.getByRole("img", { name: "Artwork by Mara Lindqvist" });
    await expect
      .poll(() =>
        artwork.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: README_IMAGE, animations: "disabled" });
  }

  await page.clock.fastForward(5000);
  await expect(carousel.getByText("Tobias Okafor")).toBeVisible();
  await expect(carousel.getByText("Mara Lindqvist")).toHaveCount(0);
  await expect(slide(2)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("img", { name: "Artwork by Tobias Okafor" })).toBeVisible();

  await slide(4).click();
  await expect(carousel.getByText("Kenji Arroyo")).toBeVisible();
  await expect(carousel.getByText("Footwear Designer")).toBeVisible();
  await expect(slide(4)).toHaveAttribute("aria-current", "true");
  await expect(slide(2)).not.toHaveAttribute("aria-current", "true");
  await snap(page, "carousel-slide-4");

  // A picked slide gets a full interval, then the rotation goes on.
  await page.clock.fastForward(5000);
  await expect(carousel.getByText("Priya Halvorsen")).toBeVisible();
});
