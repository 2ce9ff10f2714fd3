import type { SubscriptionPlan } from "@contour/core";
import { sessionCookie } from "../../test/browser-session.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import type { TestServer } from "../../test/server.js";
import { CSRF_FORM_FIELD, csrfFormToken } from "../auth/browser-session.js";

/**
 * One FREE workspace with an admin, an editor (joined two days ago) and a viewer (a day ago), and
 * an admin of another workspace.
 */
export async function buildBillingWorld(
  server: TestServer,
  fields: { plan?: SubscriptionPlan; manualSubscription?: boolean } = {},
) {
  const [admin, editor, viewer, stranger] = await Promise.all(
    ["Ada Admin", "Eve Editor", "Vic Viewer", "Sam Stranger"].map((name) =>
      buildUser(server.db, { name }),
    ),
  );
  if (!admin || !editor || !viewer || !stranger) throw new Error("no users");
  const organization = await buildOrganization(server.db, admin.user, {
    name: "Studio Nord",
    subscriptionPlan: fields.plan ?? "FREE",
    manualSubscription: fields.manualSubscription ?? false,
  });
  await buildOrganization(server.db, stranger.user, { name: "Elsewhere" });
  // Who joined when decides who loses a seat first on a downgrade: the viewer after the editor.
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await addMember(server.db, organization.id, editor.user.id, "EDITOR", { joinedAt: daysAgo(2) });
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER", { joinedAt: daysAgo(1) });
  return { organization, admin, editor, viewer, stranger };
}

export type BillingWorld = Awaited<ReturnType<typeof buildBillingWorld>>;
export type BillingActor = "admin" | "editor" | "viewer" | "stranger";

export const subscribeToPlan = (
  server: TestServer,
  user: BuiltUser,
  input: {
    organizationId: string;
    plan: SubscriptionPlan;
    rolesToChange?: { userId: string; newRole: "ADMIN" | "EDITOR" | "VIEWER" }[];
  },
) =>
  server.gql<{ subscribeToPlan: { url: string } }>(
    `mutation Subscribe($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { url } }`,
    { input },
    { token: user.token },
  );

export const createPortal = (server: TestServer, user: BuiltUser, organizationId: string) =>
  server.gql<{ createSubscriptionManagementPortal: { url: string } }>(
    `mutation Portal($input: CreateSubscriptionManagementPortalInput!) {
      createSubscriptionManagementPortal(input: $input) { url }
    }`,
    { input: { organizationId } },
    { token: user.token },
  );

export interface SubscriptionFields {
  subscriptionBaseAmount: number;
  seats: number;
  nextInvoiceAmount: number | null;
  nextInvoiceBillingDate: string | null;
  paymentMethodType: string | null;
  paymentMethodCardBrand: string | null;
  paymentMethodCardLast4: string | null;
  paymentMethodCardExpires: string | null;
  billingEmail: string | null;
}

export const readSubscription = (server: TestServer, user: BuiltUser, organizationId: string) =>
  server.gql<{
    organization: { subscriptionPlan: SubscriptionPlan; subscription: SubscriptionFields | null };
  }>(
    `query Billing($id: ID!) {
      organization(id: $id) {
        subscriptionPlan
        subscription {
          subscriptionBaseAmount seats nextInvoiceAmount nextInvoiceBillingDate
          paymentMethodType paymentMethodCardBrand paymentMethodCardLast4
          paymentMethodCardExpires billingEmail
        }
      }
    }`,
    { id: organizationId },
    { token: user.token },
  );

export async function roleOf(server: TestServer, organizationId: string, userId: string) {
  const row = await server.db
    .selectFrom("organization_members")
    .select("role")
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.role;
}

/** Opens a sandbox page as the user's browser does (their session cookie), or as a visitor. */
export const openSandboxPage = (server: TestServer, url: string, user: BuiltUser | null) =>
  fetch(url, {
    headers: user ? { cookie: sessionCookie(server, user.token) } : {},
    redirect: "manual",
  });

/**
 * Posts a sandbox page's form as the user's browser does: their session cookie and the form's
 * CSRF field (`proof: false` leaves it out), without following the redirect.
 */
export const submitSandboxForm = (
  server: TestServer,
  url: string,
  user: BuiltUser,
  { proof = true }: { proof?: boolean } = {},
) =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: sessionCookie(server, user.token),
    },
    body: proof
      ? new URLSearchParams({ [CSRF_FORM_FIELD]: csrfFormToken(user.token) }).toString()
      : "",
    redirect: "manual",
  });

export const updateBillingEmail = (
  server: TestServer,
  user: BuiltUser,
  organizationId: string,
  billingEmail: string,
) =>
  server.gql<{ updateBillingEmail: { billingEmail: string | null } }>(
    `mutation Email($input: UpdateBillingEmailInput!) {
      updateBillingEmail(input: $input) { billingEmail }
    }`,
    { input: { organizationId, billingEmail } },
    { token: user.token },
  );

export interface InvoiceFields {
  number: string;
  amount: number;
  status: string;
  createdAt: string;
  pdfUrl: string | null;
}

export const readInvoices = (server: TestServer, user: BuiltUser, organizationId: string) =>
  server.gql<{ organization: { subscription: { invoices: InvoiceFields[] } | null } }>(
    `query Invoices($id: ID!) {
      organization(id: $id) { subscription { invoices { number amount status createdAt pdfUrl } } }
    }`,
    { id: organizationId },
    { token: user.token },
  );
