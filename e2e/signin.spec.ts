import { RecentPage } from "./pages/RecentPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { createUserViaApi, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a user signs out, then signs in again with the email step and the password step", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Hallway Sketches" });
  const recent = new RecentPage(page);
  await openSignedIn(page, user, "/");
  await recent.expectWorkspace("Hallway Sketches", user.organizationId ?? undefined);
  await recent.signOut();

  const signIn = new SignInPage(page);
  await expect(signIn.heading).toBeVisible();
  await expect(signIn.email).toBeFocused();
  await expect(signIn.password).toBeHidden();
  await signIn.submitEmail(user.email);

  // The password step: the field takes focus, the email is locked and can be changed on purpose.
  await expect(signIn.password).toBeFocused();
  await expect(signIn.email).toHaveValue(user.email);
  await expect(signIn.email).not.toBeEditable();
  await expect(signIn.changeEmailButton).toBeVisible();
  await expect(signIn.forgotPasswordLink).toBeVisible();
  await snap(page, "signin-password");

  await signIn.changeEmailButton.click();
  await expect(signIn.email).toBeEditable();
  await expect(signIn.email).toBeFocused();
  await expect(signIn.password).toBeHidden();
  await signIn.continueButton.click();

  await signIn.submitPassword(user.password);
  await recent.expectWorkspace("Hallway Sketches", user.organizationId ?? undefined);
});

test("a wrong password shows the server's message under the form", async ({ page, request }) => {
  const user = await createUserViaApi(request);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(user.email);
  await signIn.submitPassword("Wrong-password-1");

  await expect(signIn.formError).toHaveText("Wrong email or password");
  await expect(page).toHaveURL("/auth");
  await expect(signIn.password).toBeVisible();
  await snap(page, "signin-wrong-password");

  // Typing again and retrying with the right password clears the message and signs in.
  await signIn.password.fill(user.password);
  await signIn.signInButton.click();
  await expect(signIn.formError).toBeHidden();
  await expect(page).toHaveURL("/organization/create/name");
});

test("the sign-in steps require an email and a password", async ({ page, request }) => {
  const user = await createUserViaApi(request);
  const signIn = new SignInPage(page);
  await signIn.goto();

  await signIn.continueButton.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(signIn.email).toHaveAccessibleDescription("Email is required");
  await snap(page, "signin-email-required");
  await signIn.email.fill(user.email);
  await expect(page.getByText("Email is required")).toBeHidden();
  await signIn.continueButton.click();

  await expect(signIn.password).toBeFocused();
  await signIn.signInButton.click();
  await expect(page.getByText("Password required")).toBeVisible();
  await expect(signIn.password).toHaveAccessibleDescription("Password required");
  await snap(page, "signin-password-required");
  await signIn.password.fill(user.password);
  await expect(page.getByText("Password required")).toBeHidden();
});

test("a signed-out visitor to a protected page returns to it after signing in", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Return Trip" });
  await page.goto("/settings/account/profile");
  const signIn = new SignInPage(page);
  await expect(page).toHaveURL("/auth");
  await expect(signIn.heading).toBeVisible();

  await signIn.signIn(user.email, user.password);
  await expect(page).toHaveURL("/settings/account/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  // The return URL is used once: coming back to the sign-in page now goes to the workspace.
  await page.goto("/auth");
  await new RecentPage(page).expectWorkspace("Return Trip", user.organizationId ?? undefined);
});
