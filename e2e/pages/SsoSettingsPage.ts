import { expect, type Locator, type Page } from "@playwright/test";

/** /settings/organization/{id}/sso: the workspace's email domains and identity provider. */
export class SsoSettingsPage {
  readonly heading: Locator;
  readonly domainInput: Locator;
  readonly addDomainButton: Locator;
  readonly issuerInput: Locator;
  readonly clientIdInput: Locator;
  readonly clientSecretInput: Locator;
  readonly autoJoinSelect: Locator;
  readonly requireSwitch: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Single sign-on", level: 1 });
    this.domainInput = page.getByLabel("Email domain", { exact: true });
    this.addDomainButton = page.getByRole("button", { name: "Add domain" });
    this.issuerInput = page.getByLabel("Issuer URL");
    this.clientIdInput = page.getByLabel("Client ID");
    this.clientSecretInput = page.getByLabel("Client secret");
    this.autoJoinSelect = page.getByRole("combobox", {
      name: "New people of your domains join this workspace",
    });
    this.requireSwitch = page.getByLabel("Require single sign-on for verified domains");
    this.saveButton = page.getByRole("button", { name: "Save" });
  }

  /** Opens it from the settings sidebar, as an admin does. */
  async openFromSidebar(organizationId: string): Promise<void> {
    await this.page.goto(`/settings/organization/${organizationId}/general`);
    await this.page.getByRole("link", { name: "Single sign-on" }).click();
    await expect(this.heading).toBeVisible();
  }

  domain(name: string): Locator {
    return this.page.getByRole("group", { name });
  }

  /** The TXT record the page asks to publish for a domain. */
  async verificationRecordOf(name: string): Promise<string> {
    const record = this.domain(name).locator("code");
    await expect(record).toHaveText(/^contour-verification=/);
    return (await record.textContent()) ?? "";
  }
}
