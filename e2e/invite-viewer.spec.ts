import { DashboardPage } from "./pages/DashboardPage.js";
import { RegisterPage } from "./pages/RegisterPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  deleteInviteViaApi,
  globalTeamViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

test("an invited viewer joins from the mailed link and can look but not change anything", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Viewers" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  await createFolderViaApi(request, admin, team.rootFolderId, "Concepts");
  await createWorkbenchViaApi(request, admin, team.rootFolderId, "Roadster");
  const viewer = await createUserViaApi(request, {
    email: uniqueEmail("viewer"),
    name: "Vic Viewer",
  });
  await inviteViaApi(request, admin, organizationId, viewer.email, "VIEWER");
  const link = new URL(linkIn(await waitForMail(viewer.email, /invited you to Atelier Viewers/)));
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, viewer, `${link.pathname}${link.search}`);
  await expect(
    dashboard.toast("Invitation accepted, you're now a member of this workspace"),
  ).toBeVisible();
  await expect(page).toHaveURL(`/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(dashboard.fileCard("Roadster")).toBeVisible();

  await expect(dashboard.newFileButton).toHaveAttribute("aria-disabled", "true");
  await dashboard.newFileButton.hover();
  await expect(
    page.getByRole("tooltip", { name: "As a viewer you can't create new files." }),
  ).toBeVisible();
  await dashboard.newFolderButton.hover();
  await expect(
    page.getByRole("tooltip", { name: "As a viewer you can't create new folders." }),
  ).toBeVisible();
  await dashboard.newFileButton.click({ force: true });
  await expect(page).toHaveURL(`/files/team/${team.id}`);

  await dashboard.openContextMenu(dashboard.fileCard("Roadster"));
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText([
    "Open",
    "Open in new tab",
    "Duplicate",
  ]);
  await snap(page, "viewer-team-page");
  // Duplicate is offered to everyone, but a viewer has nowhere to put the copy, not even drafts.
  await dashboard.menuItem("Duplicate").click();
  const modal = page.getByRole("dialog", { name: "Duplicate File" });
  await expect(modal.getByRole("option", { name: "My files" })).toHaveAttribute(
    "data-disabled",
    "true",
  );
  await expect(modal.getByRole("option", { name: team.name })).toHaveAttribute(
    "data-disabled",
    "true",
  );
  await expect(modal.getByRole("button", { name: "Duplicate" })).toBeDisabled();
  await expect(
    modal.getByText(
      "There is no folder here you can add files to. Ask an admin of the workspace for the Editor role.",
    ),
  ).toBeVisible();
  await snap(page, "viewer-duplicate-no-target");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  await dashboard.sidebar.getByRole("link", { name: "My files" }).click();
  await expect(dashboard.heading("My files")).toBeVisible();
  await expect(dashboard.newFileButton).toHaveAttribute("aria-disabled", "true");
});

test("a link to an invite the user does not have says so and joins nothing", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Closed" });
  await inviteViaApi(request, admin, admin.organizationId ?? "", uniqueEmail("other"), "EDITOR");
  const stranger = await createUserViaApi(request, { workspace: "Stranger Studio" });
  // A real link to the stranger's email, whose invite was withdrawn: the server says so.
  await inviteViaApi(request, admin, admin.organizationId ?? "", stranger.email, "VIEWER");
  const link = new URL(linkIn(await waitForMail(stranger.email, /invited you to Atelier Closed/)));
  await deleteInviteViaApi(request, admin, admin.organizationId ?? "", stranger.email);

  await openSignedIn(page, stranger, `${link.pathname}${link.search}`);
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "There was an error with this workspace invite." });
  await expect(alert).toBeVisible();
  await expect(alert.getByText("Please make sure the link is correct.")).toBeVisible();
  await expect(
    alert.getByText("This invitation does not exist anymore, or it was sent to another email."),
  ).toBeVisible();
  await snap(page, "accept-invite-error");
  await alert.getByRole("link", { name: "Go to my files" }).click();
  await expect(page.getByRole("heading", { name: "Stranger Studio", level: 1 })).toBeVisible();
});

test("a broken invite link says so, also to a member, and never that it was accepted", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Open" });
  await openSignedIn(
    page,
    admin,
    `/organization/${admin.organizationId}/acceptinvite?token=garbage`,
  );
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "There was an error with this workspace invite." });
  await expect(alert.getByText("Please make sure the link is correct.")).toBeVisible();
  await expect(page.getByText("Invitation accepted")).toHaveCount(0);
});

test("someone invited who has no account signs up from the invite link and lands in the workspace", async ({
  page,
  context,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Welcome" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const email = uniqueEmail("newcomer");
  await inviteViaApi(request, admin, organizationId, email, "VIEWER");
  const invite = new URL(linkIn(await waitForMail(email, /invited you to Atelier Welcome/)));

  // The invite link asks a visitor to sign in first; they have no account yet.
  await page.goto(`${invite.pathname}${invite.search}`);
  const signIn = new SignInPage(page);
  await signIn.submitEmail(email);
  await signIn.createAccountButton.click();
  await expect(signIn.verifyEmailHeading).toBeVisible();

  // The verification mail opens in a tab of its own, where the sign-up goes on.
  const verify = linkIn(await waitForMail(email, /Verify your email/));
  const tab = await context.newPage();
  await tab.goto(verify);
  const register = new RegisterPage(tab);
  await register.fill("Sketch1234");
  await register.createAccountButton.click();
  await expect(tab.getByRole("heading", { name: "What is your name?" })).toBeVisible();
  await tab.getByLabel("Full name").fill("Wren Welcome");
  await tab.getByRole("button", { name: "Continue" }).click();

  await expect(tab).toHaveURL(`/files/team/${team.id}`);
  await expect(
    new DashboardPage(tab).toast("Invitation accepted, you're now a member of this workspace"),
  ).toBeVisible();
  await expect(new DashboardPage(tab).heading(team.name)).toBeVisible();
  await snap(tab, "invite-signup-lands-in-workspace");
});
