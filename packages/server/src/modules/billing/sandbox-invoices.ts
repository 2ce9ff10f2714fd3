import { PRODUCT_NAME, type PurchasablePlan } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { longDate } from "./billing-dates.js";
import type { BillingInvoice } from "./billing-provider.js";
import { unitAmountCents } from "./prices.js";
import { dollars, SANDBOX_NOTICE, SANDBOX_PATH } from "./sandbox-page.js";
import { type PdfText, textPdf } from "./text-pdf.js";

const seatsOf = (count: number) => `${count} editor seat${count === 1 ? "" : "s"}`;

/** Stripe's invoice numbers: a prefix of the customer, then the count of their invoices. */
const invoiceNumber = (organizationId: string, number: number) =>
  `${organizationId.slice(0, 8).toUpperCase()}-${String(number).padStart(4, "0")}`;

/**
 * The line a seat change adds to the next invoice, as Stripe's prorations: the price of the
 * added (or, negative, removed) seats for the part of the period that is left.
 */
export async function addProrationLine(
  trx: Db,
  input: {
    organizationId: string;
    plan: PurchasablePlan;
    fromSeats: number;
    toSeats: number;
    periodEnd: Date;
    periodStart: Date;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(1, Math.max(0, (input.periodEnd.getTime() - now.getTime()) / length));
  const amount = Math.round(unitAmountCents(input.plan) * (input.toSeats - input.fromSeats) * left);
  if (amount === 0) return;
  await trx
    .insertInto("sandbox_invoice_lines")
    .values({
      organization_id: input.organizationId,
      description: `${input.toSeats > input.fromSeats ? "Remaining" : "Unused"} time from ${seatsOf(input.fromSeats)} to ${seatsOf(input.toSeats)} of ${input.plan} after ${longDate(now)}`,
      amount_cents: amount,
    })
    .execute();
}

/** The lines waiting for the next invoice, in cents. */
export async function pendingLinesCents(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("sandbox_invoice_lines")
    .select((eb) => eb.fn.sum<string | null>("amount_cents").as("sum"))
    .where("organization_id", "=", organizationId)
    .where("invoice_id", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

/**
 * Bills a period that starts: its seats in advance, with the lines waiting since the last
 * invoice (prorations). The sandbox takes no payment, so the invoice is paid at once.
 */
export async function issueSandboxInvoice(
  trx: Db,
  input: {
    organizationId: string;
    subscriptionId: string;
    plan: PurchasablePlan;
    seats: number;
    periodStart: Date;
    periodEnd: Date;
  },
): Promise<void> {
  const last = await trx
    .selectFrom("sandbox_invoices")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("organization_id", "=", input.organizationId)
    .executeTakeFirst();
  const base = unitAmountCents(input.plan) * input.seats;
  const pending = await pendingLinesCents(trx, input.organizationId);
  const invoice = await trx
    .insertInto("sandbox_invoices")
    .values({
      organization_id: input.organizationId,
      subscription_id: input.subscriptionId,
      number: Number(last?.number ?? 0) + 1,
      amount_cents: base + pending,
      period_start: input.periodStart,
      period_end: input.periodEnd,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("sandbox_invoice_lines")
    .set({ invoice_id: invoice.id })
    .where("organization_id", "=", input.organizationId)
    .where("invoice_id", "is", null)
    .execute();
  await trx
    .insertInto("sandbox_invoice_lines")
    .values({
      organization_id: input.organizationId,
      invoice_id: invoice.id,
      description: `${seatsOf(input.seats)} of ${input.plan} × ${dollars(unitAmountCents(input.plan))}, ${longDate(input.periodStart)} to ${longDate(input.periodEnd)}`,
      amount_cents: base,
    })
    .execute();
}

export const sandboxInvoicePdfPath = (invoiceId: string) =>
  `${SANDBOX_PATH}/invoices/${invoiceId}/pdf`;

export async function listSandboxInvoices(
  db: Db,
  publicUrl: string,
  organizationId: string,
  limit: number,
): Promise<BillingInvoice[]> {
  const rows = await db
    .selectFrom("sandbox_invoices")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("number", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: invoiceNumber(organizationId, row.number),
    createdAt: row.created_at,
    amountCents: row.amount_cents,
    status: "paid",
    pdfUrl: `${publicUrl}${sandboxInvoicePdfPath(row.id)}`,
  }));
}

/** The invoice as a PDF, or undefined when there is none by that id. */
export async function sandboxInvoicePdf(
  db: Db,
  invoiceId: string,
): Promise<{ organizationId: string; number: string; pdf: Buffer } | undefined> {
  const invoice = await db
    .selectFrom("sandbox_invoices")
    .innerJoin("organizations", "organizations.id", "sandbox_invoices.organization_id")
    .leftJoin("subscriptions", "subscriptions.organization_id", "sandbox_invoices.organization_id")
    .selectAll("sandbox_invoices")
    .select(["organizations.name", "subscriptions.billing_email"])
    .where("sandbox_invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const lines = await db
    .selectFrom("sandbox_invoice_lines")
    .select(["description", "amount_cents"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("created_at")
    .execute();
  const number = invoiceNumber(invoice.organization_id, invoice.number);
  const money = (cents: number) => `${cents < 0 ? "-" : ""}${dollars(Math.abs(cents))}`;
  const rows: PdfText[] = lines.flatMap((line, index) => [
    { text: line.description, x: 48, y: 300 + index * 22, size: 10 },
    { text: money(line.amount_cents), x: 547, y: 300 + index * 22, size: 10, alignRight: true },
  ]);
  const totalY = 300 + lines.length * 22 + 20;
  const pdf = textPdf(
    [
      { text: `${PRODUCT_NAME} (sandbox)`, x: 48, y: 64, size: 20, bold: true },
      { text: "Invoice", x: 547, y: 64, size: 20, bold: true, alignRight: true },
      { text: `Invoice number  ${number}`, x: 48, y: 120, size: 11 },
      { text: `Date paid  ${longDate(invoice.created_at)}`, x: 48, y: 138, size: 11 },
      { text: `Billed to  ${invoice.name}`, x: 48, y: 170, size: 11, bold: true },
      { text: invoice.billing_email ?? "", x: 48, y: 188, size: 11 },
      {
        text: `${money(invoice.amount_cents)} paid on ${longDate(invoice.created_at)}`,
        x: 48,
        y: 230,
        size: 14,
        bold: true,
      },
      { text: "Description", x: 48, y: 278, size: 9, bold: true },
      { text: "Amount", x: 547, y: 278, size: 9, bold: true, alignRight: true },
      ...rows,
      { text: "Total", x: 400, y: totalY, size: 11, bold: true },
      {
        text: money(invoice.amount_cents),
        x: 547,
        y: totalY,
        size: 11,
        bold: true,
        alignRight: true,
      },
      { text: `${SANDBOX_NOTICE}.`, x: 48, y: 800, size: 9 },
    ],
    [286, totalY - 16],
  );
  return { organizationId: invoice.organization_id, number, pdf };
}
