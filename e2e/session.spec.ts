import type { Page } from "@playwright/test";
import { RecentPage } from "./pages/RecentPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchInNewWorkspace,
  openSignedIn,
  SESSION_COOKIE,
} from "./support/api.js";
import { expect, test } from "./support/test.js";

const LEGACY_TOKEN_KEY = "contour.authToken";

/** Every value this origin keeps in localStorage and sessionStorage. */
const storedValues = (page: Page) =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ""),
    ),
  );

test("signing in keeps the session in an HttpOnly cookie out of the page's reach, and the app works under the CSP", async ({
  page,
  request,
}) => {
  // The console is watched for CSP refusals by the test fixture (support/test.ts).
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Cookie",
    admin: "Ada Designer",
    file: "Coupe",
  });
  const signIn = new SignInPage(page);
  const response = await page.goto("/auth");
  // Not a vacuous check: the policy is on, strict about scripts.
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self';");
  await expect(signIn.heading).toBeVisible();
  await signIn.signIn(admin.email, admin.password);
  await new RecentPage(page).expectWorkspace("Studio Cookie", organizationId);

  const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  const token = cookie?.value ?? "";
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_TOKEN_KEY)).toBeNull();
  for (const value of await storedValues(page)) expect(value).not.toContain(token);

  const workbench = new WorkbenchPage(page);
  await page.goto(workbench.path(workbenchId));
  await expect(workbench.layer("Layer 1")).toBeVisible();
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 500, y: 320 },
  ]);
  await workbench.expectSaved();
});

test("a token the previous version left in localStorage signs in once through the cookie, then is gone", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Studio Upgrade" });
  await page.goto("/api/v1/health");
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    LEGACY_TOKEN_KEY,
    user.token,
  ] as const);

  await page.goto("/");
  await new RecentPage(page).expectWorkspace("Studio Upgrade", user.organizationId ?? undefined);
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_TOKEN_KEY)).toBeNull();
  const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE);
  expect(cookie?.value).toBe(user.token);
});

test("signing out in one tab signs the other out; signing in again brings it back", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Studio Tabs" });
  await openSignedIn(page, user, "/");
  const first = new RecentPage(page);
  await first.expectWorkspace("Studio Tabs", user.organizationId ?? undefined);
  const other = await page.context().newPage();
  await other.goto("/");
  await new RecentPage(other).expectWorkspace("Studio Tabs", user.organizationId ?? undefined);

  await first.signOut();
  const otherSignIn = new SignInPage(other);
  await expect(otherSignIn.heading).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(
    expect.objectContaining({ name: SESSION_COOKIE }),
  );

  await new SignInPage(page).signIn(user.email, user.password);
  await first.expectWorkspace("Studio Tabs", user.organizationId ?? undefined);
  await new RecentPage(other).expectWorkspace("Studio Tabs", user.organizationId ?? undefined);
});
