import type { APIRequestContext } from "@playwright/test";
import { ApiTokensSection } from "./pages/ApiTokensSection.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const FILES_QUERY = `query Files($organizationId: ID!) {
  organizationWorkbenches(organizationId: $organizationId) { nodes { name } }
}`;

interface FilesAnswer {
  data?: { organizationWorkbenches: { nodes: { name: string }[] } } | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** What a script does with a token: a plain GraphQL call with the bearer header, no cookie. */
async function filesWithToken(
  request: APIRequestContext,
  secret: string,
  organizationId: string,
): Promise<FilesAnswer> {
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${secret}` },
    data: { query: FILES_QUERY, variables: { organizationId } },
  });
  return (await response.json()) as FilesAnswer;
}

test("a designer creates a token in their profile, reads the workspace's files with it, then revokes it", async ({
  page,
  context,
  request,
}) => {
  const admin = await createUserViaApi(request, { name: "Ines Admin", workspace: "Atelier Nord" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  await createWorkbenchViaApi(request, admin, team.rootFolderId, "Coupé side view");
  const designer = await createMemberViaApi(
    request,
    admin,
    organizationId,
    "EDITOR",
    "Dana Designer",
  );
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const tokens = new ApiTokensSection(page);

  await openSignedIn(page, designer, "/settings/account/profile");
  await expect(tokens.section.getByText("You have no API tokens.")).toBeVisible();
  await tokens.create({ name: "Nightly export", scope: "Read only", expiry: "90 days" });
  const shown = await tokens.dialog.getByLabel("Your new token").inputValue();
  expect(shown).toMatch(/^ctr_pat_/);
  await tokens.dialog.getByRole("button", { name: "Copy token" }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(shown);
  await snap(page, "api-token-created");
  await tokens.dialog.getByRole("button", { name: "Done" }).click();
  await expect(tokens.row("Nightly export")).toContainText("Atelier Nord");
  await expect(tokens.row("Nightly export")).toContainText("Read only");
  await expect(tokens.row("Nightly export")).toContainText("Never");
  await expect(tokens.section).not.toContainText(secret);

  const answer = await filesWithToken(request, secret, organizationId);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.organizationWorkbenches.nodes).toEqual([{ name: "Coupé side view" }]);
  await page.reload();
  await expect(tokens.row("Nightly export")).not.toContainText("Never");
  await snap(page, "api-tokens-profile");

  await tokens.revoke("Nightly export");
  const refused = await filesWithToken(request, secret, organizationId);
  expect(refused.errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
});

test("a workspace admin sees a member's token, never its secret, and revokes it", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { name: "Ines Admin", workspace: "Atelier Sud" });
  const organizationId = admin.organizationId ?? "";
  const member = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Milo Member");
  const created = await request.post("/graphql", {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      query: `mutation Create($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { secret }
      }`,
      variables: {
        input: { organizationId, name: "Render farm", scope: "READ_WRITE", expiresInDays: 7 },
      },
    },
  });
  const secret = ((await created.json()) as { data: { createApiToken: { secret: string } } }).data
    .createApiToken.secret;
  expect((await filesWithToken(request, secret, organizationId)).errors).toBeUndefined();
  const tokens = new ApiTokensSection(page);

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/general`);
  const row = tokens.row("Render farm");
  await expect(row).toContainText(member.email);
  await expect(row).toContainText("Read and write");
  await expect(tokens.section).not.toContainText(secret);
  await snap(page, "api-tokens-workspace");

  await tokens.revoke("Render farm");
  await expect(
    tokens.section.getByText("No member has an API token for this workspace."),
  ).toBeVisible();
  const refused = await filesWithToken(request, secret, organizationId);
  expect(refused.errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
});
