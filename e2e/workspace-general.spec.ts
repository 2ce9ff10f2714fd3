import { crc32, deflateSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { ConfirmDeleteWorkspacePage, GeneralSettingsPage } from "./pages/GeneralSettingsPage.js";
import { RecentPage } from "./pages/RecentPage.js";
import { WorkspaceWizard } from "./pages/WorkspaceWizard.js";
import {
  type ApiUser,
  createUserViaApi,
  createWorkspaceViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

const EMAIL_SENT =
  "An email has been sent to your email address with a link to confirm the deletion of this workspace.";
const INVALID_LINK =
  "This link is invalid or expired. Please verify the email you received and try requesting another email from the Workspace settings page.";
const PHRASE = "permanently delete this workspace and all its files";

/** A PNG of one colour, made here so the test needs no fixture file. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] ?? 0),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data as T;
}

async function workspaceIdsViaApi(request: APIRequestContext, user: ApiUser) {
  const { currentUser } = await gql<{
    currentUser: { organizations: { edges: { node: { id: string } }[] } };
  }>(request, user.token, "{currentUser{organizations{edges{node{id}}}}}", {});
  return currentUser.organizations.edges.map((edge) => edge.node.id);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

test("an admin renames the workspace and uploads its logo", async ({ page, request }) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Nord" });
  const organizationId = admin.organizationId ?? "";
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/general`);
  const general = new GeneralSettingsPage(page);
  await expect(general.heading).toBeVisible();

  await expect(general.nameInput).toHaveValue("Studio Nord");
  await expect(general.saveButton).toBeDisabled();
  await general.nameInput.fill("Studio Süd");
  await expect(general.saveButton).toBeEnabled();
  await general.saveButton.click();
  await expect(page.getByText("Name updated!")).toBeVisible();
  await expect(general.saveButton).toBeDisabled();
  await expect(general.nameInput).toHaveValue("Studio Süd");

  await expect(page.getByText("recommended size 256x256px")).toBeVisible();
  await general.uploadLogo({
    name: "logo.png",
    mimeType: "image/png",
    buffer: solidPng(64, [79, 70, 229]),
  });
  await expect(page.getByText("logo updated!")).toBeVisible();
  const logo = page.getByRole("img", { name: "Studio Süd logo" });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await snap(page, "workspace-general");

  // A file that is not an image is refused, and the logo stays.
  await general.uploadLogo({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are notes, not an image"),
  });
  await expect(
    page.getByText("Error while updating logo: A logo must be a PNG, JPEG or WebP image."),
  ).toBeVisible();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // The new name is the workspace's everywhere, after a reload too.
  await page.reload();
  await expect(general.nameInput).toHaveValue("Studio Süd");
  await page.getByRole("link", { name: "Back to files" }).click();
  await new RecentPage(page).expectWorkspace("Studio Süd", organizationId);
  // The files sidebar's workspace header shows the logo too.
  const sidebarLogo = page.getByRole("navigation", { name: "Files" }).getByRole("img", {
    name: "Studio Süd logo",
  });
  await expect(sidebarLogo).toBeVisible();
  await snap(page, "workspace-logo-sidebar");
});

test("an editor sees the workspace name but no form and no deletion", async ({ page, request }) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Ost" });
  const organizationId = admin.organizationId ?? "";
  const editor = await createUserViaApi(request, { email: uniqueEmail("editor"), name: "Ed" });
  await inviteViaApi(request, admin, organizationId, editor.email, "EDITOR");
  await gql(
    request,
    editor.token,
    "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
    { o: organizationId },
  );

  await openSignedIn(page, editor, `/settings/organization/${organizationId}/general`);
  const general = new GeneralSettingsPage(page);
  await expect(general.heading).toBeVisible();
  await expect(page.getByTestId("workspace-name")).toHaveText("Studio Ost");
  await expect(page.getByText("Only an admin can do this.")).toBeVisible();
  await expect(general.nameInput).toHaveCount(0);
  await expect(general.uploadLogoButton).toHaveCount(0);
  await expect(general.deleteButton).toHaveCount(0);
  await snap(page, "workspace-general-editor");
});

test("an admin deletes a workspace through the emailed link and lands in another one", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Doomed Studio" });
  const doomedId = admin.organizationId ?? "";
  const keeperId = await createWorkspaceViaApi(request, admin, "Keeper Studio");

  await openSignedIn(page, admin, `/settings/organization/${doomedId}/general`);
  const general = new GeneralSettingsPage(page);
  await expect(general.heading).toBeVisible();
  await general.deleteButton.click();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();

  const mail = await waitForMail(
    admin.email,
    /Confirm the deletion of the workspace Doomed Studio/,
  );
  const link = linkIn(mail);
  expect(link).toContain(`/settings/organization/${doomedId}/confirm_delete#token=`);
  await page.goto(link);
  const confirm = new ConfirmDeleteWorkspacePage(page);
  await expect(confirm.heading).toBeVisible();
  await expect(page.getByText("Doomed Studio", { exact: true })).toBeVisible();
  await expect(confirm.deleteButton).toBeDisabled();
  await confirm.phraseInput.fill("permanently delete this workspace");
  await expect(confirm.deleteButton).toBeDisabled();
  await confirm.phraseInput.fill(PHRASE);
  await expect(confirm.deleteButton).toBeEnabled();
  await snap(page, "workspace-confirm-delete");

  await confirm.deleteButton.click();
  await expect(page.getByText("Your workspace has been deleted")).toBeVisible();
  await new RecentPage(page).expectWorkspace("Keeper Studio", keeperId);
  expect(await workspaceIdsViaApi(request, admin)).toEqual([keeperId]);

  // The workspace is gone: its settings send the user home, and the link no longer works.
  await page.goto(`/settings/organization/${doomedId}/general`);
  await new RecentPage(page).expectWorkspace("Keeper Studio", keeperId);
  await page.goto(link);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
});

test("deleting the user's only workspace leads to workspace creation", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Solo Studio" });
  const organizationId = admin.organizationId ?? "";
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/general`);
  await new GeneralSettingsPage(page).deleteButton.click();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();
  const mail = await waitForMail(admin.email, /Confirm the deletion of the workspace/);

  await page.goto(linkIn(mail));
  const confirm = new ConfirmDeleteWorkspacePage(page);
  await confirm.phraseInput.fill(PHRASE);
  await confirm.deleteButton.click();
  await expect(page.getByText("Your workspace has been deleted")).toBeVisible();
  await expect(new WorkspaceWizard(page).nameHeading).toBeVisible();
  await expect(page).toHaveURL("/organization/create/name");
  expect(await workspaceIdsViaApi(request, admin)).toEqual([]);
});

test("an expired or garbled deletion link says so, and no token at all goes home", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Studio West" });
  const organizationId = admin.organizationId ?? "";
  const confirmPath = `/settings/organization/${organizationId}/confirm_delete`;
  const expired = [
    base64url({ alg: "HS256" }),
    base64url({ organizationId, exp: Math.floor(Date.now() / 1000) - 60 }),
    "signature",
  ].join(".");

  await openSignedIn(page, admin, `${confirmPath}#token=${expired}`);
  const confirm = new ConfirmDeleteWorkspacePage(page);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(confirm.deleteButton).toHaveCount(0);
  await snap(page, "workspace-confirm-delete-invalid");
  await page.getByRole("link", { name: "Open Workspace settings" }).click();
  await expect(new GeneralSettingsPage(page).heading).toBeVisible();

  await page.goto(`${confirmPath}#token=garbled`);
  await page.reload();
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(confirm.deleteButton).toHaveCount(0);

  await page.goto(confirmPath);
  await new RecentPage(page).expectWorkspace("Studio West", organizationId);
  expect(await workspaceIdsViaApi(request, admin)).toEqual([organizationId]);
});

test("a newer deletion link opened in the same tab is read again, not the old one", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Again" });
  const organizationId = admin.organizationId ?? "";
  const confirmPath = `/settings/organization/${organizationId}/confirm_delete`;
  const expired = [
    base64url({ alg: "HS256" }),
    base64url({ organizationId, exp: Math.floor(Date.now() / 1000) - 60 }),
    "signature",
  ].join(".");
  await openSignedIn(page, admin, `${confirmPath}#token=${expired}`);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();

  // The admin asks for a new link from General, then opens it in this same tab.
  await page.goto(`/settings/organization/${organizationId}/general`);
  await new GeneralSettingsPage(page).deleteButton.click();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();
  const fresh = new URL(
    linkIn(await waitForMail(admin.email, /Confirm the deletion of the workspace Studio Again/)),
  );
  await page.goto(`${confirmPath}#token=${expired}`);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  // Only the hash changes: the page stays, and must read the new token.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, fresh.hash);
  const confirm = new ConfirmDeleteWorkspacePage(page);
  await expect(confirm.heading).toBeVisible();
  await expect(confirm.deleteButton).toBeDisabled();
  await expect(page.getByText(INVALID_LINK)).toHaveCount(0);
});
