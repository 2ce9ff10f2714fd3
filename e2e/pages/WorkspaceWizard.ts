import { expect, type Locator, type Page } from "@playwright/test";

/** /organization/create/*: name, invites, success, and the join_existing branch (workspace-admin §4). */
export class WorkspaceWizard {
  readonly nameHeading: Locator;
  readonly nameField: Locator;
  readonly continueButton: Locator;
  readonly invitesHeading: Locator;
  readonly emailsField: Locator;
  readonly inviteMembersButton: Locator;
  readonly skipButton: Locator;
  readonly successHeading: Locator;
  readonly goToFilesLink: Locator;
  readonly joinExistingHeading: Locator;
  readonly pendingInvites: Locator;

  constructor(readonly page: Page) {
    this.nameHeading = page.getByRole("heading", { name: "Create your workspace" });
    this.nameField = page.getByLabel("Workspace name");
    this.continueButton = page.getByRole("button", { name: "Continue" });
    this.invitesHeading = page.getByRole("heading", { name: "Invite your team" });
    this.emailsField = page.getByLabel("Email addresses");
    this.inviteMembersButton = page.getByRole("button", { name: "Invite members" });
    this.skipButton = page.getByRole("button", { name: "Skip for now" });
    this.successHeading = page.getByRole("heading", { name: "Your workspace is ready" });
    this.goToFilesLink = page.getByRole("link", { name: "Go to your files" });
    this.joinExistingHeading = page.getByRole("heading", { name: "Join an existing workspace" });
    this.pendingInvites = page.getByRole("list", { name: "Pending invitations" });
  }

  async gotoNameStep(): Promise<void> {
    await this.page.goto("/organization/create/name");
    await expect(this.nameHeading).toBeVisible();
  }

  /** Step 1: replace the proposed name and Continue to the invites step. */
  async submitName(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.continueButton.click();
    await expect(this.invitesHeading).toBeVisible();
  }

  /** Step 2: addresses separated by spaces become chips, one per address. */
  async addEmails(emails: readonly string[]): Promise<void> {
    await this.emailsField.fill(`${emails.join(" ")} `);
    for (const email of emails) await expect(this.chip(email)).toBeVisible();
    await expect(this.emailsField).toHaveValue("");
  }

  /** An address turned into a chip. */
  chip(email: string): Locator {
    return this.page.getByText(email, { exact: true });
  }

  /** The chip's own remove button, reachable with Tab like any button. */
  removeChipButton(email: string): Locator {
    return this.page.getByRole("button", { name: `Remove ${email}` });
  }
}
