import { describe, expect, test } from "vitest";
import { buildUser } from "../../test/factories.js";
import { buildTeam } from "../../test/file-factories.js";
import { latestMailTo } from "../../test/mailbox.js";
import {
  buildInvite,
  changeMemberRole,
  quitOrganization,
  removeMember,
} from "../../test/member-operations.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import {
  buildBillingWorld,
  createPortal,
  openSandboxPage,
  readInvoices,
  readSubscription,
  roleOf,
  submitSandboxForm,
  subscribeToPlan,
  updateBillingEmail,
} from "./billing-test-support.js";
import { endDueSandboxPeriods } from "./sandbox-periods.js";

const server = useTestServer();

/** A PRO workspace paid through the sandbox: admin and editor (2 seats), and a viewer. */
async function subscribedWorld(plan: "PRO" | "ORGANIZATION" = "PRO") {
  const world = await buildBillingWorld(server);
  const { url } = dataOf(
    await subscribeToPlan(server, world.admin, { organizationId: world.organization.id, plan }),
  ).subscribeToPlan;
  expect((await submitSandboxForm(server, `${url}/complete`, world.admin)).status).toBe(303);
  return world;
}

const billingOf = async (world: Awaited<ReturnType<typeof subscribedWorld>>) =>
  dataOf(await readSubscription(server, world.admin, world.organization.id)).organization;

const pendingLines = (organizationId: string) =>
  server.db
    .selectFrom("sandbox_invoice_lines")
    .select(["description", "amount_cents"])
    .where("organization_id", "=", organizationId)
    .where("invoice_id", "is", null)
    .orderBy("created_at")
    .execute();

async function portalUrl(world: Awaited<ReturnType<typeof subscribedWorld>>) {
  return dataOf(await createPortal(server, world.admin, world.organization.id))
    .createSubscriptionManagementPortal.url;
}

describe("seats follow editors on a paid plan", () => {
  test("a promotion adds a seat, prorated on the next invoice; a demotion gives it back", async () => {
    const world = await subscribedWorld();
    const { organization, admin, viewer } = world;
    expect((await billingOf(world)).subscription).toMatchObject({
      seats: 2,
      subscriptionBaseAmount: 98,
      nextInvoiceAmount: 98,
    });

    dataOf(await changeMemberRole(server, admin.token, organization.id, viewer.user.id, "EDITOR"));
    const promoted = (await billingOf(world)).subscription;
    expect(promoted).toMatchObject({ seats: 3, subscriptionBaseAmount: 147 });
    // Almost a whole month is left: the added seat costs nearly its full price now.
    const [added] = await pendingLines(organization.id);
    expect(added?.description).toMatch(/^Remaining time from 2 editor seats to 3 editor seats/);
    expect(added?.amount_cents).toBeGreaterThan(4_700);
    expect(added?.amount_cents).toBeLessThanOrEqual(4_900);
    expect(Math.round((promoted?.nextInvoiceAmount ?? 0) * 100)).toBe(
      14_700 + (added?.amount_cents ?? 0),
    );

    dataOf(await changeMemberRole(server, admin.token, organization.id, viewer.user.id, "VIEWER"));
    const demoted = (await billingOf(world)).subscription;
    expect(demoted).toMatchObject({ seats: 2, subscriptionBaseAmount: 98 });
    const lines = await pendingLines(organization.id);
    expect(lines[1]?.description).toMatch(/^Unused time from 3 editor seats to 2 editor seats/);
    expect(lines[1]?.amount_cents).toBeLessThan(0);
  });

  test("an accepted Editor invite adds a seat; a pending one does not", async () => {
    const world = await subscribedWorld();
    const invitee = await buildUser(server.db, { name: "Ines Invitee" });
    await buildInvite(server, world.organization.id, invitee.user.email, "EDITOR");
    expect((await billingOf(world)).subscription?.seats).toBe(2);
    dataOf(
      await server.gql(
        `mutation ($input: AcceptOrganizationInviteInput!) { acceptOrganizationInvite(input: $input) { id } }`,
        { input: { targetOrganizationId: world.organization.id } },
        { token: invitee.token },
      ),
    );
    expect((await billingOf(world)).subscription?.seats).toBe(3);
  });

  test("removing an editor, or an editor leaving, takes a seat off; removing a viewer does not", async () => {
    const world = await subscribedWorld();
    const { organization, admin, editor, viewer } = world;
    dataOf(await removeMember(server, admin.token, organization.id, viewer.user.id));
    expect((await billingOf(world)).subscription?.seats).toBe(2);
    dataOf(await quitOrganization(server, editor.token, organization.id));
    expect((await billingOf(world)).subscription).toMatchObject({
      seats: 1,
      subscriptionBaseAmount: 49,
    });
  });

  test("a refused change leaves the seats alone", async () => {
    const world = await subscribedWorld();
    const { organization, editor, viewer } = world;
    expect(
      errorOf(
        await changeMemberRole(server, editor.token, organization.id, viewer.user.id, "EDITOR"),
      ).code,
    ).toBe("FORBIDDEN");
    expect((await billingOf(world)).subscription?.seats).toBe(2);
  });
});

describe("invoices and the billing email", () => {
  test("the checkout's invoice is listed with a PDF that only the workspace's admins can open", async () => {
    const world = await subscribedWorld();
    const invoices = dataOf(await readInvoices(server, world.admin, world.organization.id))
      .organization.subscription?.invoices;
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices ?? [];
    expect(invoice).toMatchObject({ amount: 98, status: "paid" });
    expect(invoice?.number).toMatch(/^[0-9A-F]{8}-0001$/);
    const pdfUrl = invoice?.pdfUrl ?? "";
    expect(pdfUrl).toMatch(
      new RegExp(`^${server.url}/api/v1/billing/sandbox/invoices/[0-9a-f-]{36}/pdf$`),
    );

    const pdf = await openSandboxPage(server, pdfUrl, world.admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-1.4")).toBe(true);
    expect(bytes.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(bytes).toContain("(Billed to  Studio Nord)");
    expect(bytes).toContain("($98)");
    // The cross-reference table points at each object: a reader can open it.
    const xref = Number(/startxref\n(\d+)/.exec(bytes)?.[1]);
    expect(bytes.slice(xref, xref + 4)).toBe("xref");
    const firstObject = Number(/\n(\d{10}) 00000 n /.exec(bytes)?.[1]);
    expect(bytes.slice(firstObject, firstObject + 7)).toBe("1 0 obj");

    expect((await openSandboxPage(server, pdfUrl, world.editor)).status).toBe(403);
    expect((await openSandboxPage(server, pdfUrl, world.stranger)).status).toBe(403);
    expect((await openSandboxPage(server, pdfUrl, null)).status).toBe(401);
    const editorView = dataOf(await readInvoices(server, world.editor, world.organization.id));
    expect(editorView.organization.subscription).toBeNull();
  });

  test("an admin changes the billing email; it must be an email, and only admins may", async () => {
    const world = await subscribedWorld();
    const { organization, admin, editor, stranger } = world;
    const changed = dataOf(
      await updateBillingEmail(server, admin, organization.id, "ap@nord.test"),
    );
    expect(changed.updateBillingEmail.billingEmail).toBe("ap@nord.test");
    expect((await billingOf(world)).subscription?.billingEmail).toBe("ap@nord.test");
    expect(errorOf(await updateBillingEmail(server, admin, organization.id, "nope")).code).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      errorOf(await updateBillingEmail(server, editor, organization.id, "e@x.test")).code,
    ).toBe("FORBIDDEN");
    expect(
      errorOf(await updateBillingEmail(server, stranger, organization.id, "s@x.test")).code,
    ).toBe("NOT_FOUND");
    const free = await buildBillingWorld(server);
    expect(
      errorOf(await updateBillingEmail(server, free.admin, free.organization.id, "a@x.test")).code,
    ).toBe("NOT_FOUND");
  });
});

describe("periods end", () => {
  test("a renewal bills the new period with the prorations since the last invoice", async () => {
    const world = await subscribedWorld();
    const { organization, admin, viewer } = world;
    const before = (await billingOf(world)).subscription?.nextInvoiceBillingDate ?? "";
    dataOf(await changeMemberRole(server, admin.token, organization.id, viewer.user.id, "EDITOR"));
    const expected = (await billingOf(world)).subscription?.nextInvoiceAmount;

    const url = await portalUrl(world);
    expect((await submitSandboxForm(server, `${url}/period-end`, admin)).status).toBe(303);
    const renewed = (await billingOf(world)).subscription;
    expect(renewed?.nextInvoiceAmount).toBe(147);
    const nextDate = new Date(before);
    nextDate.setUTCMonth(nextDate.getUTCMonth() + 1);
    expect(renewed?.nextInvoiceBillingDate).toBe(nextDate.toISOString());
    const invoices = dataOf(await readInvoices(server, admin, organization.id)).organization
      .subscription?.invoices;
    expect(invoices?.map((invoice) => invoice.amount)).toEqual([expected, 98]);
    expect(await pendingLines(organization.id)).toEqual([]);
  });

  test("a period found due by two processes at once is renewed once", async () => {
    const world = await subscribedWorld();
    const { organization, admin } = world;
    const due = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await server.db
      .updateTable("subscriptions")
      .set({ next_invoice_billing_date: due })
      .where("organization_id", "=", organization.id)
      .execute();

    const now = new Date();
    await Promise.all([
      endDueSandboxPeriods(server.services, now),
      endDueSandboxPeriods(server.services, now),
    ]);
    const invoices = dataOf(await readInvoices(server, admin, organization.id)).organization
      .subscription?.invoices;
    expect(invoices).toHaveLength(2);
    const next = new Date(due);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect((await billingOf(world)).subscription?.nextInvoiceBillingDate).toBe(next.toISOString());
  });

  test("a cancelled ORGANIZATION plan ends at the period's end: editors over 2 become viewers newest first, teams are archived, admins are told", async () => {
    const world = await subscribedWorld("ORGANIZATION");
    const { organization, admin, editor, viewer } = world;
    dataOf(await changeMemberRole(server, admin.token, organization.id, viewer.user.id, "EDITOR"));
    const { team } = await buildTeam(server.db, organization.id, { name: "Concept cars" });

    const url = await portalUrl(world);
    const confirm = await (await openSandboxPage(server, `${url}/cancel`, admin)).text();
    expect(confirm).toContain("The plan stays until the end of the period");
    expect(confirm).toContain("editors over its limit of 2 become Viewers, the newest first");
    expect((await submitSandboxForm(server, `${url}/cancel`, admin)).status).toBe(303);
    const ending = await billingOf(world);
    expect(ending.subscriptionPlan).toBe("ORGANIZATION");
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("EDITOR");
    const announcement = await latestMailTo(server.db, admin.user.email);
    expect(announcement.subject).toMatch(/^Studio Nord's ORGANIZATION plan ends on /);
    expect(announcement.text).toContain("the workspace moves to the Free plan");

    expect((await submitSandboxForm(server, `${url}/period-end`, admin)).status).toBe(303);
    expect(await billingOf(world)).toEqual({ subscriptionPlan: "FREE", subscription: null });
    expect(await roleOf(server, organization.id, admin.user.id)).toBe("ADMIN");
    expect(await roleOf(server, organization.id, editor.user.id)).toBe("EDITOR");
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("VIEWER");
    const archived = await server.db
      .selectFrom("teams")
      .select(["name", "archived"])
      .where("organization_id", "=", organization.id)
      .orderBy("name")
      .execute();
    expect(archived.filter((row) => row.archived).map((row) => row.name)).toEqual([team.name]);
    const ended = await latestMailTo(server.db, admin.user.email);
    expect(ended.subject).toBe("Studio Nord is on the FREE plan now");
    expect(ended.text).toContain(`These members are Viewers now: ${viewer.user.email}.`);
    expect(ended.text).toContain("These teams are archived: Concept cars.");
  });

  test("a cancellation can be taken back before the period ends", async () => {
    const world = await subscribedWorld();
    const url = await portalUrl(world);
    await submitSandboxForm(server, `${url}/cancel`, world.admin);
    expect((await submitSandboxForm(server, `${url}/resume`, world.admin)).status).toBe(303);
    expect((await billingOf(world)).subscription?.nextInvoiceAmount).toBe(98);
    await submitSandboxForm(server, `${url}/period-end`, world.admin);
    expect((await billingOf(world)).subscriptionPlan).toBe("PRO");
  });
});
