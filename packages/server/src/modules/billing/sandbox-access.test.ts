import { describe, expect, test } from "vitest";
import { addMember, type BuiltUser, buildUser } from "../../test/factories.js";
import { dataOf, useTestServer } from "../../test/server.js";
import {
  type BillingActor,
  buildBillingWorld,
  createPortal,
  openSandboxPage,
  readSubscription,
  submitSandboxForm,
  subscribeToPlan,
} from "./billing-test-support.js";

const server = useTestServer();

async function openCheckout() {
  const world = await buildBillingWorld(server);
  const { url } = dataOf(
    await subscribeToPlan(server, world.admin, {
      organizationId: world.organization.id,
      plan: "PRO",
    }),
  ).subscribeToPlan;
  return { ...world, url };
}

const planOf = async (user: BuiltUser, organizationId: string) =>
  dataOf(await readSubscription(server, user, organizationId)).organization.subscriptionPlan;

const demote = (organizationId: string, userId: string) =>
  server.db
    .updateTable("organization_members")
    .set({ role: "EDITOR" })
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", userId)
    .execute();

describe("the sandbox checkout asks for the admin who started it", () => {
  test("its creator gets the form, with the form's CSRF field", async () => {
    const { url, admin } = await openCheckout();
    const page = await openSandboxPage(server, url, admin);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<form");
    expect(html).toMatch(/<input type="hidden" name="csrf" value="[\w-]{43}">/);
  });

  test("a visitor is asked to sign in, not shown the form", async () => {
    const { url } = await openCheckout();
    const page = await openSandboxPage(server, url, null);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain("Sign in to continue");
    expect(html).not.toContain("<form");
  });

  const others: BillingActor[] = ["editor", "viewer", "stranger"];
  test.each(others)("the %s is refused the page and the payment", async (actor) => {
    const world = await openCheckout();
    const page = await openSandboxPage(server, world.url, world[actor]);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("This checkout is not yours");
    expect(html).not.toContain("<form");
    expect((await submitSandboxForm(server, `${world.url}/complete`, world[actor])).status).toBe(
      403,
    );
    expect(await planOf(world.admin, world.organization.id)).toBe("FREE");
  });

  test("another admin of the workspace is refused: the checkout is its creator's", async () => {
    const { url, organization, admin } = await openCheckout();
    const other = await buildUser(server.db, { name: "Otto Other" });
    await addMember(server.db, organization.id, other.user.id, "ADMIN");
    expect((await openSandboxPage(server, url, other)).status).toBe(403);
    expect((await submitSandboxForm(server, `${url}/complete`, other)).status).toBe(403);
    expect(await planOf(admin, organization.id)).toBe("FREE");
  });

  test("its creator, once demoted, is refused the page and the payment", async () => {
    const { url, organization, admin } = await openCheckout();
    await demote(organization.id, admin.user.id);
    expect((await openSandboxPage(server, url, admin)).status).toBe(403);
    expect((await submitSandboxForm(server, `${url}/complete`, admin)).status).toBe(403);
    const stillFree = await server.db
      .selectFrom("organizations")
      .select("subscription_plan")
      .where("id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(stillFree.subscription_plan).toBe("FREE");
  });

  test("the payment without the form's CSRF field is refused, even for its creator", async () => {
    const { url, organization, admin } = await openCheckout();
    const response = await submitSandboxForm(server, `${url}/complete`, admin, { proof: false });
    expect(response.status).toBe(403);
    expect(await planOf(admin, organization.id)).toBe("FREE");
  });
});

describe("the sandbox portal asks for an admin of the workspace", () => {
  async function openPortal() {
    const world = await openCheckout();
    expect((await submitSandboxForm(server, `${world.url}/complete`, world.admin)).status).toBe(
      303,
    );
    const { url } = dataOf(
      await createPortal(server, world.admin, world.organization.id),
    ).createSubscriptionManagementPortal;
    return { ...world, portalUrl: url };
  }

  test("any admin of the workspace gets the forms", async () => {
    const { portalUrl, organization } = await openPortal();
    const other = await buildUser(server.db, { name: "Otto Other" });
    await addMember(server.db, organization.id, other.user.id, "ADMIN");
    const page = await openSandboxPage(server, portalUrl, other);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Cancel plan");
  });

  test("Cancel plan asks first: its page names the plan and only its form cancels", async () => {
    const { portalUrl, admin, organization } = await openPortal();
    const portal = await (await openSandboxPage(server, portalUrl, admin)).text();
    expect(portal).not.toMatch(/<form method="post" action="[^"]+\/cancel">/);
    expect(portal).toMatch(/<a class="button danger" href="[^"]+\/cancel">Cancel plan<\/a>/);
    const question = await openSandboxPage(server, `${portalUrl}/cancel`, admin);
    expect(question.status).toBe(200);
    const text = await question.text();
    expect(text).toContain(`Cancel ${organization.name}&#39;s PRO plan?`);
    expect(text).toMatch(/<form method="post" action="[^"]+\/cancel">/);
    expect(text).toContain("Keep the plan");
  });

  test("a visitor is asked to sign in, not shown the forms", async () => {
    const { portalUrl } = await openPortal();
    const page = await openSandboxPage(server, portalUrl, null);
    expect(page.status).toBe(401);
    expect(await page.text()).not.toContain("<form");
  });

  const others: BillingActor[] = ["editor", "viewer", "stranger"];
  test.each(others)("the %s is refused the page and cannot cancel the plan", async (actor) => {
    const world = await openPortal();
    const page = await openSandboxPage(server, world.portalUrl, world[actor]);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("Only admins can manage this plan");
    expect(html).not.toContain("<form");
    const cancel = await submitSandboxForm(server, `${world.portalUrl}/cancel`, world[actor]);
    expect(cancel.status).toBe(403);
    expect(await planOf(world.admin, world.organization.id)).toBe("PRO");
  });
});
