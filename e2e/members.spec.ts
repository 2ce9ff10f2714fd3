import { readFile } from "node:fs/promises";
import { MembersPage } from "./pages/MembersPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  globalTeamViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { acceptInviteViaApi } from "./support/members.js";
import { closeMenu, expect, snap, test } from "./support/test.js";

const ACCEPTED = "Invitation accepted, you're now a member of this workspace";

test("an admin invites two people from the Members page and each accepts through the mailed link", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { name: "Ines Admin", workspace: "Atelier Nord" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const first = await createUserViaApi(request, { prefix: "first", name: "Farah First" });
  const second = await createUserViaApi(request, { prefix: "second", name: "Sven Second" });
  const colleague = await createUserViaApi(request, {
    prefix: "colleague",
    name: "Cleo Colleague",
  });
  const members = new MembersPage(page);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await expect(members.row(admin.email)).toContainText("Admin");
  await members.inviteButton.click();
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/members/invite`);
  await expect(members.inviteDialog).toBeVisible();
  // FREE: two editor seats, one taken by the admin.
  await expect(members.inviteDialog.getByText("1 editor seat left")).toHaveCount(2);
  await members.addInviteEmails([first.email, second.email]);
  await members.inviteRole("Viewer").check();
  await snap(page, "members-invite-modal");
  await members.sendInvitesButton.click();
  await expect(members.toast("Invites sent!")).toBeVisible();
  await expect(members.inviteDialog).toBeHidden();
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/members`);
  await expect(members.row(first.email)).toContainText("Pending");
  await expect(members.row(second.email)).toContainText("Pending");

  // Someone signed in with another, uninvited address opens the first link: the page names both
  // emails and offers Logout.
  const firstLink = new URL(linkIn(await waitForMail(first.email, /invited you to Atelier Nord/)));
  expect(firstLink.searchParams.get("token")).toBeTruthy();
  await openSignedIn(page, colleague, `${firstLink.pathname}${firstLink.search}`);
  const failure = page
    .getByRole("alert")
    .filter({ hasText: "There was an error with this workspace invite." });
  await expect(failure).toContainText(
    `You are connected as ${colleague.email} and trying to accept an invitation sent to ${first.email}`,
  );
  await expect(failure).toContainText(
    "This invitation does not exist anymore, or it was sent to another email.",
  );
  await expect(failure).not.toContainText("Please make sure the link is correct.");
  await snap(page, "accept-invite-wrong-email");
  await failure.getByRole("button", { name: "Logout" }).click();

  // Signing in as the invited person brings them back to the link, which now works.
  const signIn = new SignInPage(page);
  await expect(signIn.heading).toBeVisible();
  await signIn.signIn(first.email, first.password);
  await expect(page.getByRole("alert").filter({ hasText: ACCEPTED })).toBeVisible();
  await expect(page).toHaveURL(`/files/team/${team.id}`);

  const secondLink = new URL(
    linkIn(await waitForMail(second.email, /invited you to Atelier Nord/)),
  );
  await openSignedIn(page, second, `${secondLink.pathname}${secondLink.search}`);
  await expect(page).toHaveURL(`/files/team/${team.id}`);

  // Any member sees the list; only admins get the invite button and role controls.
  await openSignedIn(page, second, `/settings/organization/${organizationId}/members`);
  await expect(members.row(admin.email)).toContainText("Admin");
  await expect(members.row(second.email)).toContainText("(you)");
  await expect(members.inviteButton).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await expect(members.row(first.email)).toContainText("Joined");
  await expect(members.row(first.email)).toContainText("Farah First");
  await expect(members.row(second.email)).toContainText("Joined");
  await expect(members.roleSelect(second.email)).toHaveValue("Viewer");
});

test("an admin changes a role, then finds the FREE plan's editor seats taken", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { name: "Ines Admin", workspace: "Atelier Seats" });
  const organizationId = admin.organizationId ?? "";
  const viewer = await createUserViaApi(request, { prefix: "viewer", name: "Vera Viewer" });
  await inviteViaApi(request, admin, organizationId, viewer.email, "VIEWER");
  await acceptInviteViaApi(request, viewer, organizationId);
  const members = new MembersPage(page);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  // Nobody changes their own role: the admin's row has no role control.
  await expect(members.roleSelect(admin.email)).toHaveCount(0);
  await members.changeRole(viewer.email, "Editor");
  await expect(members.toast("Member role changed")).toBeVisible();
  await expect(members.roleSelect(viewer.email)).toHaveValue("Editor");

  // The admin and the new Editor fill the two seats of the FREE plan.
  await members.inviteButton.click();
  await expect(
    members.inviteDialog.getByText("You don't have any editor seats available"),
  ).toHaveCount(2);
  const refused = uniqueEmail("refused");
  await members.addInviteEmails([refused]);
  await members.inviteRole("Editor").check();
  await members.sendInvitesButton.click();
  const warning = page
    .getByRole("alert")
    .filter({ hasText: "You don't have any editor seats available" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: "Upgrade workspace" })).toBeVisible();
  // The address that failed stays in the list, and the dialog stays open.
  await expect(members.inviteDialog).toBeVisible();
  await expect(members.chip(refused)).toBeVisible();
  await snap(page, "members-seat-limit");
  await warning.getByRole("button", { name: "Upgrade workspace" }).click();
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/subscription`);
});

test("members are filtered, searched, sorted, exported, copied and removed", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const admin = await createUserViaApi(request, {
    email: uniqueEmail("m-admin"),
    name: "Ines Admin",
    workspace: "Atelier List",
  });
  const organizationId = admin.organizationId ?? "";
  const bruno = await createUserViaApi(request, {
    email: uniqueEmail("b-viewer"),
    name: "Bruno Munari",
  });
  const dora = await createUserViaApi(request, {
    email: uniqueEmail("d-viewer"),
    name: "Dora Åström",
  });
  for (const user of [bruno, dora]) {
    await inviteViaApi(request, admin, organizationId, user.email, "VIEWER");
    await acceptInviteViaApi(request, user, organizationId);
  }
  const pending = uniqueEmail("p-pending");
  await inviteViaApi(request, admin, organizationId, pending, "EDITOR");
  const members = new MembersPage(page);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  // Date added, oldest first, is the default.
  await expect
    .poll(() => members.shownEmails())
    .toEqual([admin.email, bruno.email, dora.email, pending]);
  await snap(page, "members-page");

  await members.choose("Sort by", "Email Z-A");
  await expect
    .poll(() => members.shownEmails())
    .toEqual([pending, admin.email, dora.email, bruno.email]);
  await members.choose("Sort by", "Email A-Z");
  await expect
    .poll(() => members.shownEmails())
    .toEqual([bruno.email, dora.email, admin.email, pending]);

  await members.choose("Status", "Pending");
  await expect.poll(() => members.shownEmails()).toEqual([pending]);
  await members.choose("Status", "All users");
  await members.choose("Role", "Viewer");
  await expect.poll(() => members.shownEmails()).toEqual([bruno.email, dora.email]);
  await members.choose("Role", "All roles");
  await members.search.fill("MUNARI");
  await expect.poll(() => members.shownEmails()).toEqual([bruno.email]);
  await members.search.fill("");
  await expect.poll(() => members.shownEmails()).toHaveLength(4);

  const downloading = page.waitForEvent("download");
  await members.exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Atelier List members.csv");
  const bytes = await readFile(await download.path());
  // The UTF-8 byte order mark first: without it spreadsheet programs garble names like Åström.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe("role,name,dateAdded,lastActive,email,status");
  expect(lines).toHaveLength(5);
  expect(lines[2]).toContain(",Dora Åström,");
  expect(lines[1]).toMatch(new RegExp(`^VIEWER,Bruno Munari,[^,]+,[^,]*,${bruno.email},joined$`));
  expect(lines[4]).toMatch(new RegExp(`^EDITOR,,[^,]+,,${pending},pending$`));

  await members.select(bruno.email).check();
  await members.select(pending).check();
  await expect(members.selection).toContainText("2 selected");
  await members.selection.getByRole("button", { name: "Copy emails" }).click();
  await expect(members.toast("Your selection has been copied to the clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${bruno.email}, ${pending}`,
  );
  await members.rowAction(dora.email, "Copy email");
  await expect(members.toast("Email copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dora.email);

  await members.rowAction(dora.email, "Remove from workspace");
  await members.confirm("Remove");
  await expect(members.toast("User removed from workspace")).toBeVisible();
  await expect(members.row(dora.email)).toHaveCount(0);

  await members.selection.getByRole("button", { name: "Remove selected" }).click();
  await members.confirm("Remove");
  await expect(
    members.toast("The chosen invitations and members have been deleted."),
  ).toBeVisible();
  await expect.poll(() => members.shownEmails()).toEqual([admin.email]);

  // The last admin stays: removing them is refused with the server's reason.
  await members.select(admin.email).check();
  await members.selection.getByRole("button", { name: "Remove selected" }).click();
  await members.confirm("Remove");
  await expect(
    members.toast(
      "Error deleting invitations or members: A workspace needs at least one admin. Make another member an admin first.",
    ),
  ).toBeVisible();
  await expect.poll(() => members.shownEmails()).toEqual([admin.email]);
});

test("a member leaves the workspace from their own row", async ({ page, request }) => {
  const admin = await createUserViaApi(request, { name: "Ines Admin", workspace: "Atelier Exit" });
  const organizationId = admin.organizationId ?? "";
  const viewer = await createUserViaApi(request, { prefix: "leaving", name: "Lou Leaving" });
  await inviteViaApi(request, admin, organizationId, viewer.email, "VIEWER");
  await acceptInviteViaApi(request, viewer, organizationId);
  const members = new MembersPage(page);

  await openSignedIn(page, viewer, `/settings/organization/${organizationId}/members`);
  // Not an admin: someone else's row only offers to copy the address.
  await page.getByRole("button", { name: `Actions for ${admin.email}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Copy email"]);
  await closeMenu(page);
  await members.rowAction(viewer.email, "Leave workspace");
  await members.confirm("Leave workspace");
  await expect(members.toast("You left the workspace")).toBeVisible();
  // With no workspace left, the root redirector offers to create or join one.
  await expect(page).toHaveURL(/\/organization\/create\//);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await expect.poll(() => members.shownEmails()).toEqual([admin.email]);
});

test("a member who has just signed in shows as active just now, not Never", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { name: "Lena Admin", workspace: "Atelier Süd" });
  const organizationId = admin.organizationId ?? "";
  // Signed up, signed in and joined within the same minute, as a new colleague does.
  const member = await createMemberViaApi(request, admin, organizationId, "VIEWER", "Nia New");
  const members = new MembersPage(page);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await expect(members.row(member.email)).toContainText("just now");
  await expect(members.row(member.email)).not.toContainText("Never");
});
