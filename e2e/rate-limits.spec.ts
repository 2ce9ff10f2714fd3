import { MembersPage } from "./pages/MembersPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { createUserViaApi, inviteViaApi, openSignedIn, uniqueEmail } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/* Issue 15, finding 2: what a person sees when a rate limit refuses them. */

test("after five wrong passwords the account is locked, and the form says for how long", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request);
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request.post("/graphql", {
      data: {
        query: "mutation($e:String!,$p:String!){login(input:{email:$e,password:$p}){authToken}}",
        variables: { e: user.email, p: "Wrong-password-1" },
      },
    });
    expect((await response.json()).errors[0].message).toBe("Wrong email or password");
  }

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.email, user.password);
  await expect(signIn.formError).toHaveText(
    /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes or reset your password\.$/,
  );
  await expect(page).toHaveURL("/auth");
  await snap(page, "signin-rate-limited");
});

test("invites past a Free workspace's 20 a day are refused with one message, and stay in the list", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Limits" });
  const organizationId = admin.organizationId ?? "";
  for (let sent = 0; sent < 20; sent++) {
    await inviteViaApi(request, admin, organizationId, uniqueEmail("guest"), "VIEWER");
  }
  const members = new MembersPage(page);
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await members.inviteButton.click();
  const refused = [uniqueEmail("late"), uniqueEmail("later")];
  await members.addInviteEmails(refused);
  await members.inviteRole("Viewer").check();
  await members.sendInvitesButton.click();

  const message = members.toast("as many invites as a Free plan allows in a day");
  await expect(message).toHaveText(
    new RegExp(
      `^Error while inviting ${refused[0]}: This workspace has sent as many invites as a Free plan allows in a day\\. Please try again in \\d+ hours\\.$`,
    ),
  );
  await expect(members.inviteDialog).toBeVisible();
  for (const email of refused) await expect(members.chip(email)).toBeVisible();
  await expect(message).toHaveCount(1);
  await snap(page, "members-invites-rate-limited");
});
