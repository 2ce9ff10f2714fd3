import { ForgotPasswordPage } from "./pages/ForgotPasswordPage.js";
import { RecentPage } from "./pages/RecentPage.js";
import { ResetPasswordPage } from "./pages/ResetPasswordPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { createUserViaApi, uniqueEmail } from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

const NEW_PASSWORD = "Redraw2468";

test("the forgot password screen checks the address before sending a link", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.forgotPasswordLink.click();

  const forgot = new ForgotPasswordPage(page);
  await expect(page).toHaveURL("/auth/forgotpassword");
  await expect(forgot.heading).toBeVisible();
  await snap(page, "forgot");

  await forgot.sendLinkButton.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(forgot.email).toHaveAccessibleDescription("Email is required");
  await forgot.requestLink("sketchbook");
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(forgot.email).toHaveAccessibleDescription("Please enter a valid email");
  await snap(page, "forgot-invalid-email");
  await forgot.requestLink(uniqueEmail("nobody"));
  await expect(forgot.formError).toHaveText("Unable to reset password. Does this account exist?");
  await expect(forgot.checkEmailHeading).toBeHidden();

  await forgot.backToLoginLink.click();
  await expect(page).toHaveURL("/auth");
  await expect(signIn.heading).toBeVisible();
});

test("a user resets a forgotten password through the mailbox link", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Reset Studio" });
  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  await forgot.requestLink(user.email);
  await expect(forgot.checkEmailHeading).toBeVisible();
  await expect(
    page.getByText(`We sent a link to reset your password to ${user.email}.`),
  ).toBeVisible();
  await snap(page, "check-your-email");

  const link = linkIn(await waitForMail(user.email, /Reset your Contour password/));
  await page.goto(link);
  const reset = new ResetPasswordPage(page);
  await expect(reset.heading).toBeVisible();
  await snap(page, "reset");

  await reset.submit("sketch");
  await expect(page.getByText("Password does not meet all requirements")).toBeVisible();
  await expect(reset.password).toHaveAccessibleDescription(
    "Password does not meet all requirements",
  );
  await reset.expectMet(["One lowercase letter", "Passwords match"]);
  await snap(page, "reset-weak");

  // A strong password with a different confirmation: only "Passwords match" is left unmet.
  await reset.submit(NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await reset.expectMet([
    "One lowercase letter",
    "One uppercase letter",
    "One number",
    "At least 8 characters",
  ]);
  await expect(page.getByText("Password does not meet all requirements")).toBeVisible();
  await expect(reset.successHeading).toBeHidden();

  await reset.submit(NEW_PASSWORD);
  await expect(reset.successHeading).toBeVisible();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  await snap(page, "reset-success");
  await reset.goToDashboardLink.click();
  const recent = new RecentPage(page);
  await recent.expectWorkspace("Reset Studio", user.organizationId ?? undefined);
  await recent.signOut();

  const signIn = new SignInPage(page);
  await signIn.signIn(user.email, user.password);
  await expect(signIn.formError).toHaveText("Wrong email or password");
  await signIn.password.fill(NEW_PASSWORD);
  await signIn.signInButton.click();
  await recent.expectWorkspace("Reset Studio", user.organizationId ?? undefined);
  await recent.signOut();

  // The link works once.
  await page.goto(link);
  await reset.submit("Another1234");
  await expect(
    page.getByText("This password reset link is invalid or has expired. Please request a new one."),
  ).toBeVisible();
  await expect(reset.successHeading).toBeHidden();
  await snap(page, "reset-used-link");
});

test("the reset screen without a token says so and leads back to sign-in", async ({ page }) => {
  await page.goto("/auth/password-reset/");
  await expect(page.getByRole("heading", { name: "Token is required" })).toBeVisible();
  await snap(page, "reset-no-token");
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL("/auth");
  await expect(new SignInPage(page).heading).toBeVisible();
});
