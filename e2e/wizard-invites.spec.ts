import { WorkspaceWizard } from "./pages/WorkspaceWizard.js";
import {
  createUserViaApi,
  deleteInviteViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

test("the name step needs a name, and Invite members needs an address", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { name: "Lea Brandt" });
  const wizard = new WorkspaceWizard(page);
  await openSignedIn(page, user, "/organization/create/name");

  await expect(wizard.nameField).toHaveValue("Lea Brandt's Workspace");
  await wizard.nameField.fill("");
  await wizard.continueButton.click();
  await expect(page.getByText("Please enter a name for your workspace")).toBeVisible();
  await expect(wizard.nameField).toHaveAccessibleDescription(
    "Please enter a name for your workspace",
  );
  await expect(page).toHaveURL("/organization/create/name");
  await snap(page, "wizard-name-error");

  await wizard.submitName("Brandt Studio");
  await expect(wizard.inviteMembersButton).toBeDisabled();
  await wizard.emailsField.fill("not-an-address ");
  await expect(page.getByText("Not a valid email: not-an-address")).toBeVisible();
  await expect(wizard.inviteMembersButton).toBeDisabled();
  await snap(page, "wizard-invites-invalid");
  await wizard.emailsField.fill(uniqueEmail("teammate"));
  await expect(wizard.inviteMembersButton).toBeEnabled();

  // A chip goes away from the keyboard: Shift+Tab from the field reaches its remove button.
  const [kept, removed] = [uniqueEmail("kept"), uniqueEmail("removed")];
  await wizard.emailsField.fill("");
  await wizard.addEmails([kept, removed]);
  await wizard.emailsField.press("Shift+Tab");
  await expect(wizard.removeChipButton(removed)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(wizard.chip(removed)).toHaveCount(0);
  await expect(wizard.chip(kept)).toBeVisible();
  await expect(wizard.emailsField).toBeFocused();
});

test("invites go out one by one: a failed one is reported and the wizard still finishes", async ({
  page,
  request,
}) => {
  // A FREE workspace has two editor seats: the creator and one more.
  const invited = await createUserViaApi(request, { prefix: "invited", name: "Jonas Weber" });
  const refused = uniqueEmail("refused");
  const alsoRefused = uniqueEmail("also-refused");
  const creator = await createUserViaApi(request, { prefix: "creator", name: "Mina Sato" });
  const wizard = new WorkspaceWizard(page);
  await openSignedIn(page, creator, "/organization/create/name");
  await wizard.submitName("Sato Industrial");

  await wizard.addEmails([invited.email, refused, alsoRefused]);
  await expect(wizard.inviteMembersButton).toBeEnabled();
  await snap(page, "wizard-invites-filled");
  await wizard.inviteMembersButton.click();

  // No seat left for the second and third invites: a warning with a way to more seats, not a
  // red error.
  const seatWarning = page.getByText("You don't have any editor seats available");
  const upgradeButton = page.getByRole("button", { name: "Upgrade workspace" });
  await expect(seatWarning).toBeVisible();
  await expect(upgradeButton).toBeVisible();
  await expect(page.getByText(`Error while inviting ${refused}`)).toHaveCount(0);
  // One warning, naming every address the seats turned away.
  await expect(page.getByText(`Not invited: ${refused}, ${alsoRefused}`)).toBeVisible();
  await expect(seatWarning).toHaveCount(1);
  await expect(wizard.successHeading).toBeVisible();
  await expect(page.getByText("Sato Industrial is set up.")).toBeVisible();
  await snap(page, "wizard-success-with-error");

  await upgradeButton.click();
  await expect(page).toHaveURL(/\/settings\/organization\/[^/]+\/subscription$/);
  await expect(seatWarning).toHaveCount(0);

  const mail = await waitForMail(invited.email, /invited you to Sato Industrial/);
  expect(mail.subject).toBe("Mina Sato invited you to Sato Industrial on Contour");

  // The invited user finds the workspace among their pending invitations.
  await openSignedIn(page, invited, "/organization/create/join_existing");
  await expect(wizard.joinExistingHeading).toBeVisible();
  await expect(page.getByText(`Invitations sent to ${invited.email}.`)).toBeVisible();
  await expect(wizard.pendingInvites.getByRole("listitem")).toHaveCount(1);
  await expect(wizard.pendingInvites.getByText("Sato Industrial")).toBeVisible();
  await snap(page, "wizard-join-existing");
  await page.getByRole("button", { name: "Join Sato Industrial" }).click();
  await expect(
    page.getByText("Invitation accepted, you're now a member of this workspace"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/files\/team\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Everyone" })).toBeVisible();
});

test("joining a workspace whose invite was withdrawn meanwhile says why and stays", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Withdrawn Studio" });
  const organizationId = admin.organizationId ?? "";
  const invited = await createUserViaApi(request, { name: "Ivo Invited" });
  await inviteViaApi(request, admin, organizationId, invited.email, "VIEWER");
  const wizard = new WorkspaceWizard(page);

  await openSignedIn(page, invited, "/organization/create/join_existing");
  await expect(wizard.pendingInvites.getByText("Withdrawn Studio")).toBeVisible();
  await deleteInviteViaApi(request, admin, organizationId, invited.email);
  await page.getByRole("button", { name: "Join Withdrawn Studio" }).click();
  await expect(page.getByText("Error while accepting invitation: ")).toBeVisible();
  await expect(page).toHaveURL("/organization/create/join_existing");
  await snap(page, "wizard-join-withdrawn");
});
