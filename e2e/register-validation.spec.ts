import { RegisterPage } from "./pages/RegisterPage.js";
import { requestRegisterLink, uniqueEmail } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("the sign-up screen requires both passwords and ticks off the checklist as they are typed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("checklist");
  await page.goto(await requestRegisterLink(request, email));
  const register = new RegisterPage(page);
  await register.expectEmail(email);

  // Leaving each field empty says what it needs.
  await register.password.click();
  await register.confirmation.click();
  await expect(register.password).toHaveAccessibleDescription("Password is required");
  await register.heading.click();
  await expect(register.confirmation).toHaveAccessibleDescription("Confirm password is required");
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Confirm password is required", { exact: true })).toBeVisible();
  await expect(register.createAccountButton).toBeDisabled();
  await register.expectMet([]);
  await snap(page, "register-required");

  await register.password.fill("sketch");
  await expect(page.getByText("Password is required", { exact: true })).toBeHidden();
  await register.expectMet(["One lowercase letter"]);
  await register.password.fill("Sketch");
  await register.expectMet(["One lowercase letter", "One uppercase letter"]);
  await register.password.fill("Sketch1");
  await register.expectMet(["One lowercase letter", "One uppercase letter", "One number"]);
  await register.password.fill("Sketch12");
  await register.expectMet([
    "One lowercase letter",
    "One uppercase letter",
    "One number",
    "At least 8 characters",
  ]);
  await expect(register.createAccountButton).toBeDisabled();
  await snap(page, "register-checklist-partial");

  await register.confirmation.fill("Sketch1");
  await expect(page.getByText("Confirm password is required", { exact: true })).toBeHidden();
  await expect(register.rule("Passwords match", "not met")).toBeVisible();
  await expect(register.createAccountButton).toBeDisabled();
  await register.confirmation.fill("Sketch12");
  await register.expectMet([
    "One lowercase letter",
    "One uppercase letter",
    "One number",
    "At least 8 characters",
    "Passwords match",
  ]);
  await expect(register.createAccountButton).toBeEnabled();
});

test("a broken sign-up link says so", async ({ page }) => {
  const register = new RegisterPage(page);
  // The link as mailed, with its token damaged: the sign-in page forwards it to registration.
  await page.goto("/auth#token=not-a-real-token");
  await expect(page).toHaveURL(/\/auth\/register\/token#token=not-a-real-token$/);
  await expect(register.brokenLinkAlert).toBeVisible();
  await expect(register.password).toHaveCount(0);
  await expect(register.createAccountButton).toHaveCount(0);
  await snap(page, "register-broken-link");

  // Without any token at all.
  await page.goto("/auth/register/token");
  await expect(register.brokenLinkAlert).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL("/auth");
});
