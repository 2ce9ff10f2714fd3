import { expect, type Locator, type Page } from "@playwright/test";

/** settings/organization/{id}/members and its invite dialog (workspace-admin §2, §4). */
export class MembersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly inviteButton: Locator;
  readonly exportButton: Locator;
  readonly inviteDialog: Locator;
  readonly inviteEmails: Locator;
  readonly sendInvitesButton: Locator;
  readonly selection: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Members", level: 1 });
    this.search = page.getByRole("textbox", { name: "Search members" });
    this.inviteButton = page.getByRole("button", { name: "Invite members" });
    this.exportButton = page.getByRole("button", { name: "Export CSV" });
    this.inviteDialog = page.getByRole("dialog", { name: "Invite members" });
    this.inviteEmails = this.inviteDialog.getByLabel("Email addresses");
    this.sendInvitesButton = this.inviteDialog.getByRole("button", { name: "Send invites" });
    this.selection = page.getByRole("region", { name: "Selection" });
  }

  async goto(organizationId: string): Promise<void> {
    await this.page.goto(`/settings/organization/${organizationId}/members`);
    await expect(this.heading).toBeVisible();
  }

  /** The row of a member or an invite, by email. */
  row(email: string): Locator {
    return this.page.getByRole("row").filter({ hasText: email });
  }

  /** The emails of the rows shown, top to bottom (each row's checkbox names its email). */
  async shownEmails(): Promise<string[]> {
    const boxes = this.page.getByRole("checkbox", { name: /^Select .+@/ });
    return (await boxes.evaluateAll((nodes) => nodes.map((node) => node.ariaLabel ?? ""))).map(
      (label) => label.replace(/^Select /, ""),
    );
  }

  /** Picks an option of one of the toolbar's selects (Role, Status, Sort by). */
  async choose(select: "Role" | "Status" | "Sort by", option: string): Promise<void> {
    await this.page.getByRole("combobox", { name: select, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  roleSelect(email: string): Locator {
    return this.page.getByRole("combobox", { name: `Role of ${email}` });
  }

  async changeRole(email: string, role: "Admin" | "Editor" | "Viewer"): Promise<void> {
    await this.roleSelect(email).click();
    await this.page.getByRole("option", { name: role, exact: true }).click();
  }

  select(email: string): Locator {
    return this.page.getByRole("checkbox", { name: `Select ${email}` });
  }

  /** Opens a row's menu and picks an action. */
  async rowAction(email: string, action: string): Promise<void> {
    await this.page.getByRole("button", { name: `Actions for ${email}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  /** The confirmation dialog's red button. */
  async confirm(label: string): Promise<void> {
    await this.page.getByRole("dialog").getByRole("button", { name: label, exact: true }).click();
  }

  /** Types addresses into the invite dialog; each becomes a chip. */
  async addInviteEmails(emails: readonly string[]): Promise<void> {
    await this.inviteEmails.fill(`${emails.join(" ")} `);
    for (const email of emails) await expect(this.chip(email)).toBeVisible();
  }

  chip(email: string): Locator {
    return this.inviteDialog.getByText(email, { exact: true });
  }

  inviteRole(role: "Admin" | "Editor" | "Viewer"): Locator {
    return this.inviteDialog.getByRole("radio", { name: role });
  }

  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}
