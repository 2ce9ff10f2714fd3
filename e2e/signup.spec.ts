import { RecentPage } from "./pages/RecentPage.js";
import { RegisterPage } from "./pages/RegisterPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { WorkspaceWizard } from "./pages/WorkspaceWizard.js";
import { uniqueEmail } from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

test("a new user signs up through the mailbox link, names themself and creates a workspace", async ({
  page,
}) => {
  const email = uniqueEmail("newcomer");
  const signIn = new SignInPage(page);

  await signIn.goto();
  await snap(page, "signin-email");
  await signIn.submitEmail(email);
  await expect(signIn.getStartedHeading).toBeVisible();
  await expect(page.getByText("There is no Contour account for this email yet.")).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await snap(page, "get-started");

  await signIn.createAccountButton.click();
  await expect(signIn.verifyEmailHeading).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await snap(page, "verify-email");

  // The mailed link lands on the sign-in page, which forwards to registration.
  const link = linkIn(await waitForMail(email, /Verify your email/));
  expect(link).toMatch(/\/auth#token=[\w-]+$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/register\/token#token=[\w-]+$/);
  const register = new RegisterPage(page);
  await register.expectEmail(email);
  await expect(register.createAccountButton).toBeDisabled();
  await register.expectMet([]);
  await register.fill("Sketch1234", "Sketch123");
  await register.expectMet([
    "One lowercase letter",
    "One uppercase letter",
    "One number",
    "At least 8 characters",
  ]);
  await expect(register.createAccountButton).toBeDisabled();
  await register.confirmation.fill("Sketch1234");
  await register.expectMet([
    "One lowercase letter",
    "One uppercase letter",
    "One number",
    "At least 8 characters",
    "Passwords match",
  ]);
  await expect(register.createAccountButton).toBeEnabled();
  await snap(page, "register");
  await register.createAccountButton.click();

  await expect(page).toHaveURL("/onboarding/profile");
  await expect(page.getByRole("heading", { name: "What is your name?" })).toBeVisible();
  await snap(page, "onboarding");
  await page.getByLabel("Full name").fill("Noor Haddad");
  await page.getByRole("button", { name: "Continue" }).click();

  const wizard = new WorkspaceWizard(page);
  await expect(page).toHaveURL("/organization/create/name");
  await expect(wizard.nameField).toHaveValue("Noor Haddad's Workspace");
  await snap(page, "wizard-name");
  await wizard.continueButton.click();
  await expect(wizard.invitesHeading).toBeVisible();
  await expect(
    page.getByText("Bring the people you draw with into Noor Haddad's Workspace."),
  ).toBeVisible();
  await snap(page, "wizard-invites");
  await wizard.skipButton.click();

  await expect(wizard.successHeading).toBeVisible();
  await snap(page, "wizard-success");
  await wizard.goToFilesLink.click();
  await new RecentPage(page).expectWorkspace("Noor Haddad's Workspace");
  await snap(page, "recent");
});

test("sending the verification link again says it was sent", async ({ page }) => {
  const email = uniqueEmail("again");
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(email);
  await signIn.createAccountButton.click();
  await expect(signIn.verifyEmailHeading).toBeVisible();

  await page.getByRole("button", { name: "send the link again" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `We sent another link to ${email}.` }),
  ).toBeVisible();
  await snap(page, "verify-email-sent-again");
});
