import { DashboardPage } from "./pages/DashboardPage.js";
import { TeamsPage } from "./pages/TeamsPage.js";
import {
  createMemberViaApi,
  createTeamViaApi,
  createUserViaApi,
  inviteToTeamViaApi,
  joinTeamViaApi,
  openSignedIn,
  setPlanViaApi,
  teamsViaApi,
  uniqueEmail,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("an admin creates, renames, archives, restores and deletes a team", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Teams" });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const teams = new TeamsPage(page);
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, admin, teams.path(organizationId));
  await expect(teams.row("Everyone")).toBeVisible();
  await expect(teams.button("Leave", teams.row("Everyone"))).toHaveCount(0);
  await teams.createButton.click();
  await teams.button("Create team", teams.dialog).click();
  await expect(teams.dialog.getByText("Name is required.")).toBeVisible();
  await teams.dialog.getByRole("textbox", { name: "Team name" }).fill("Exterior");
  await snap(page, "teams-create-dialog");
  await teams.button("Create team", teams.dialog).click();
  await expect(teams.toast("Team created successfully")).toBeVisible();
  await expect(teams.row("Exterior")).toContainText("All Workspace");
  await expect(teams.button("Leave", teams.row("Exterior"))).toBeVisible();
  await snap(page, "teams-list");
  const exteriorId =
    (await teamsViaApi(request, admin, organizationId)).find((team) => team.name === "Exterior")
      ?.id ?? "";

  await teams.openSettings("Exterior");
  const save = teams.button("Save", teams.dialog);
  await expect(save).toBeDisabled();
  await teams.dialog.getByRole("textbox", { name: "Team name" }).fill("Exterior design");
  await save.click();
  await expect(teams.toast("Name successfully changed")).toBeVisible();
  await expect(save).toBeDisabled();
  await snap(page, "teams-settings");

  // The files sidebar was loaded before the archive: the answer alone must update it.
  await teams.closeDialog();
  await page.getByRole("link", { name: "Back to files" }).click();
  await expect(dashboard.sidebar.getByRole("link", { name: "Exterior design" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Teams" })
    .click();
  await teams.openSettings("Exterior design");
  await teams.button("Archive", teams.dialog).click();
  await expect(teams.question("Archive Exterior design?")).toContainText(
    "The team leaves the sidebar and its files become read only for everyone until an admin restores it.",
  );
  await snap(page, "teams-archive-confirm");
  await teams.confirm("Archive Exterior design?", "Archive team");
  await expect(teams.toast("Team archived")).toBeVisible();
  await teams.closeDialog();
  await expect(teams.row("Exterior design")).toContainText("Archived");
  await snap(page, "teams-list-archived");
  await page.getByRole("link", { name: "Back to files" }).click();
  await expect(dashboard.sidebar.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(dashboard.sidebar.getByRole("link", { name: "Exterior design" })).toHaveCount(0);

  // Archived content stays viewable, read only.
  await page.goto(`/files/team/${exteriorId}`);
  await expect(dashboard.heading("Exterior design")).toBeVisible();
  await expect(dashboard.newFolderButton).toBeDisabled();

  await page.goto(teams.path(organizationId, `/${exteriorId}/settings`));
  await teams.button("Restore", teams.dialog).click();
  await expect(teams.toast("Team restored")).toBeVisible();
  await teams.closeDialog();
  await page.getByRole("link", { name: "Back to files" }).click();
  await expect(dashboard.sidebar.getByRole("link", { name: "Exterior design" })).toBeVisible();

  // The list's own menu archives and un-archives too.
  await page.goto(teams.path(organizationId));
  const more = teams.button("More actions for Exterior design", teams.row("Exterior design"));
  await expect(teams.button("More actions for Everyone", teams.row("Everyone"))).toHaveCount(0);
  await more.click();
  await page.getByRole("menuitem", { name: "Archive team" }).click();
  // Cancelled, nothing happens; confirmed, the team is archived.
  await teams.confirm("Archive Exterior design?", "Cancel");
  await expect(teams.row("Exterior design")).not.toContainText("Archived");
  await more.click();
  await page.getByRole("menuitem", { name: "Archive team" }).click();
  await teams.confirm("Archive Exterior design?", "Archive team");
  await expect(teams.toast("Team archived")).toBeVisible();
  await expect(teams.row("Exterior design")).toContainText("Archived");
  await more.click();
  await snap(page, "teams-row-menu");
  await page.getByRole("menuitem", { name: "Restore team" }).click();
  await expect(teams.toast("Team un-archived")).toBeVisible();
  await expect(teams.row("Exterior design")).not.toContainText("Archived");

  await teams.openSettings("Exterior design");
  await teams.button("Delete", teams.dialog).click();
  await page
    .getByRole("dialog", { name: "Delete Exterior design?" })
    .getByRole("button", {
      name: "Delete team",
    })
    .click();
  await expect(teams.toast("Team deleted")).toBeVisible();
  await expect(teams.row("Exterior design")).toHaveCount(0);
  await expect(teams.row("Everyone")).toBeVisible();
});

test("a private team is hidden from others until they are added by email; they join and leave", async ({
  page,
  browser,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Private" });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const member = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Mia Member");
  await createTeamViaApi(request, admin, organizationId, "Prototypes");
  const teams = new TeamsPage(page);

  await openSignedIn(page, admin, teams.path(organizationId));
  await teams.openSettings("Prototypes");
  await teams.dialog.getByText("Invite Only", { exact: true }).click();
  await expect(teams.toast("Team visibility successfully changed")).toBeVisible();
  await teams.closeDialog();
  await expect(teams.row("Prototypes")).toContainText("Invite Only");

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberTeams = new TeamsPage(memberPage);
  await openSignedIn(memberPage, member, memberTeams.path(organizationId));
  await expect(memberTeams.row("Everyone")).toBeVisible();
  await expect(memberTeams.row("Prototypes")).toHaveCount(0);
  await expect(memberTeams.createButton).toHaveCount(0);

  await teams.openSettings("Prototypes");
  await teams.dialog.getByRole("link", { name: "Add members" }).click();
  await teams.button("Send invites", teams.dialog).click();
  await expect(teams.dialog.getByText("You need to add emails to send the invites")).toBeVisible();
  await teams.dialog.getByRole("textbox", { name: "Emails" }).fill(`${member.email} `);
  await snap(page, "teams-add-members");
  await teams.button("Send invites", teams.dialog).click();
  await expect(teams.toast("Invites sent")).toBeVisible();
  await expect(teams.dialog.getByText(member.email)).toBeVisible();
  await expect(teams.dialog.getByText("Pending invite")).toBeVisible();

  await memberPage.reload();
  await expect(memberTeams.row("Prototypes")).toContainText("Pending invite");
  await memberTeams.button("Join", memberTeams.row("Prototypes")).click();
  await expect(memberTeams.toast("Successfully joined team")).toBeVisible();
  await memberTeams.button("Leave", memberTeams.row("Prototypes")).click();
  await expect(memberTeams.question("Leave Prototypes?")).toContainText(
    "This team is invite only: to come back, you will need an admin to add you again.",
  );
  await memberTeams.confirm("Leave Prototypes?", "Leave team");
  await expect(memberTeams.toast("Successfully left team")).toBeVisible();
  await expect(memberTeams.row("Prototypes")).toHaveCount(0);
  await memberContext.close();
});

test("an admin searches a team's members, removes one and deletes an invite", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, {
    workspace: "Atelier Members",
    name: "Ada Admin",
  });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const teamId = await createTeamViaApi(request, admin, organizationId, "Lighting");
  const member = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Mia Member");
  await joinTeamViaApi(request, member, teamId);
  const newcomer = uniqueEmail("newcomer");
  await inviteToTeamViaApi(request, admin, teamId, [newcomer]);
  const teams = new TeamsPage(page);

  await openSignedIn(page, admin, teams.path(organizationId, `/${teamId}/settings`));
  const members = teams.dialog.getByRole("list", { name: "Team members" });
  await expect(teams.dialog.getByText("Members (2)")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveCount(3);
  await teams.dialog.getByRole("textbox", { name: "Search members" }).fill("MIA");
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members).toContainText("Mia Member");
  await teams.dialog.getByRole("textbox", { name: "Search members" }).fill("");
  await expect(members.getByRole("listitem")).toHaveCount(3);

  await teams.dialog.getByRole("button", { name: `Remove ${member.email}` }).click();
  await teams.confirm(`Remove ${member.name} from Lighting?`, "Remove");
  await expect(teams.toast("User removed from team")).toBeVisible();
  await expect(teams.dialog.getByText("Members (1)")).toBeVisible();
  await teams.dialog.getByRole("button", { name: `Delete invite for ${newcomer}` }).click();
  await expect(teams.toast("Invite deleted")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members).toContainText("Ada Admin");
});

test("the join link joins the team and opens its settings, and says so when already joined", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Join" });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const teamId = await createTeamViaApi(request, admin, organizationId, "Interiors");
  const member = await createMemberViaApi(request, admin, organizationId, "VIEWER", "Vic Viewer");
  const teams = new TeamsPage(page);

  await openSignedIn(page, member, teams.path(organizationId, `/${teamId}/join`));
  await expect(teams.toast("Successfully joined team")).toBeVisible();
  await expect(page).toHaveURL(teams.path(organizationId, `/${teamId}/settings`));
  await expect(teams.dialog.getByText("Vic Viewer")).toBeVisible();
  // A Viewer sees the team but none of the admin controls.
  await expect(teams.button("Archive", teams.dialog)).toHaveCount(0);
  await expect(teams.dialog.getByRole("link", { name: "Add members" })).toHaveCount(0);
  await expect(teams.button("More actions for Interiors")).toHaveCount(0);

  await page.goto(teams.path(organizationId, `/${teamId}/join`));
  await expect(teams.toast("You already joined this team")).toBeVisible();
  await expect(page).toHaveURL(teams.path(organizationId, `/${teamId}/settings`));

  await page.goto(teams.path(organizationId, "/00000000-0000-4000-8000-000000000000/join"));
  await expect(teams.toast("Error while joining team: ")).toBeVisible();
  await expect(page).toHaveURL(teams.path(organizationId));
});

test("on the Free plan, creating a team says teams need the Organization plan, not that seats ran out", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Free" });
  const organizationId = admin.organizationId ?? "";
  const teams = new TeamsPage(page);

  await openSignedIn(page, admin, teams.path(organizationId));
  await teams.createTeam("Wishful");
  await expect(
    page.getByText(
      "Your workspace's plan does not include creating teams. Upgrade to the Organization plan.",
    ),
  ).toBeVisible();
  await expect(page.getByText("You don't have any editor seats available")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upgrade workspace" })).toBeVisible();
  await expect(teams.dialog).toBeVisible();
  await teams.closeDialog();
  await expect(teams.row("Wishful")).toHaveCount(0);
});

test("an archived team is read only: its page offers no Invite Members nor new files, and the API refuses an invite", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Archive" });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const member = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Ari Archive");
  const teamId = await createTeamViaApi(request, admin, organizationId, "Heritage");
  const teams = new TeamsPage(page);
  const dashboard = new DashboardPage(page);
  const inviteMembers = page.getByRole("link", { name: "Invite Members" });

  await openSignedIn(page, admin, `/files/team/${teamId}`);
  await expect(dashboard.heading("Heritage")).toBeVisible();
  await expect(inviteMembers).toBeVisible();

  await page.goto(teams.path(organizationId, `/${teamId}/settings`));
  await teams.button("Archive", teams.dialog).click();
  await teams.confirm("Archive Heritage?", "Archive team");
  await expect(teams.toast("Team archived")).toBeVisible();
  // Only Restore and Delete are left: no name, visibility or members to change.
  await expect(teams.dialog.getByRole("textbox", { name: "Team name" })).toHaveCount(0);
  await expect(teams.dialog.getByRole("link", { name: "Add members" })).toHaveCount(0);
  await expect(teams.dialog.getByText("All Workspace")).toHaveCount(0);
  await expect(teams.button("Restore", teams.dialog)).toBeVisible();
  await expect(teams.button("Delete", teams.dialog)).toBeVisible();
  await snap(page, "teams-settings-archived");
  await teams.closeDialog();
  await expect(teams.button("Leave", teams.row("Heritage"))).toHaveCount(0);

  await page.goto(`/files/team/${teamId}`);
  await expect(dashboard.heading("Heritage")).toBeVisible();
  await expect(dashboard.newFolderButton).toBeDisabled();
  await expect(dashboard.newFileButton).toBeDisabled();
  await expect(inviteMembers).toHaveCount(0);
  await page.goto(teams.path(organizationId, `/${teamId}/invite`));
  await expect(teams.dialog.getByText("Team settings")).toBeVisible();

  await expect(inviteToTeamViaApi(request, admin, teamId, [member.email])).rejects.toThrow(
    "This team is archived",
  );
  await expect(joinTeamViaApi(request, member, teamId)).rejects.toThrow("This team is archived");
});
