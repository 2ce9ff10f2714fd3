import { RecentPage } from "./pages/RecentPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { createUserViaApi, openSignedIn } from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { closeMenu, expect, snap, test } from "./support/test.js";

const PROFILE = "/settings/account/profile";
const DELETE_EMAIL_SENT =
  "An email with the instructions to delete your account has been sent. Please check your mailbox to continue.";

test("a user changes their name and their password on the profile page", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { name: "Ada Designer", workspace: "Profile Lab" });
  await openSignedIn(page, user, PROFILE);
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await snap(page, "profile");

  const name = page.getByLabel("Name", { exact: true });
  const save = page.getByRole("button", { name: "Save" });
  await expect(name).toHaveValue("Ada Designer");
  await expect(save).toBeDisabled();
  await name.fill("Ada Lovelace");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Name changed successfully")).toBeVisible();
  await expect(save).toBeDisabled();

  const current = page.getByLabel("Current password", { exact: true });
  const next = page.getByLabel("New password", { exact: true });
  const confirmation = page.getByLabel("Confirm password", { exact: true });
  const change = page.getByRole("button", { name: "Change password" });
  await current.fill(user.password);
  await next.fill("Lovelace1843");
  await confirmation.fill("Lovelace1842");
  await change.click();
  await expect(confirmation).toHaveAccessibleDescription(
    "Password confirm doesn't match the new password",
  );
  await expect(page.getByText("Password confirm doesn't match the new password")).toBeVisible();
  await snap(page, "profile-password-mismatch");

  await confirmation.fill("Lovelace1843");
  await change.click();
  await expect(page.getByText("Password changed successfully")).toBeVisible();
  await expect(current).toHaveValue("");
  await snap(page, "profile-password-changed");

  // The new name is the one shown, and the new password is the one that signs in.
  await page.getByRole("link", { name: "Back to files" }).click();
  const recent = new RecentPage(page);
  await recent.expectWorkspace("Profile Lab", user.organizationId ?? undefined);
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu").getByText("Ada Lovelace")).toBeVisible();
  await closeMenu(page);
  await recent.signOut();
  const signIn = new SignInPage(page);
  await signIn.signIn(user.email, "Lovelace1843");
  await recent.expectWorkspace("Profile Lab", user.organizationId ?? undefined);
});

test("a user deletes their account through the emailed confirmation link", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Short Lived" });
  await openSignedIn(page, user, PROFILE);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await snap(page, "delete-dialog");
  await dialog.getByRole("button", { name: "Send confirmation email" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(DELETE_EMAIL_SENT)).toBeVisible();
  await snap(page, "delete-email-sent");

  const mail = await waitForMail(user.email, /Confirm the deletion of your Contour account/);
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "Delete your account", level: 1 })).toBeVisible();
  await expect(page.getByText(`This permanently deletes the account ${user.email}.`)).toBeVisible();
  await snap(page, "confirm-delete");
  await page.getByRole("button", { name: "Delete my account" }).click();

  // Signed out, on the sign-in page: the email no longer has an account.
  const signIn = new SignInPage(page);
  await expect(page).toHaveURL("/auth");
  await expect(signIn.heading).toBeVisible();
  await signIn.submitEmail(user.email);
  await expect(signIn.getStartedHeading).toBeVisible();
  await expect(signIn.createAccountButton).toBeVisible();
});

test("the account deletion page without a token shows an error", async ({ page, request }) => {
  const user = await createUserViaApi(request);
  await openSignedIn(page, user, "/settings/account/confirm_delete");
  await expect(page.getByRole("heading", { name: "Error", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete my account" })).toHaveCount(0);
  await snap(page, "confirm-delete-no-token");
});
