/** The card brands with an icon of their own (workspace-admin §2, Plans & Billing). */
export const CARD_BRANDS = [
  "amex",
  "diners",
  "discover",
  "jcb",
  "maestro",
  "mastercard",
  "paypal",
  "unionpay",
  "visa",
] as const;
export type CardBrandKey = (typeof CARD_BRANDS)[number] | "default";

/** Other spellings providers use for the same brands. */
const ALIASES: Readonly<Record<string, CardBrandKey>> = {
  americanexpress: "amex",
  dinersclub: "diners",
  master: "mastercard",
};

/** The icon of a card brand: its own for the nine known brands, the default one otherwise. */
export function cardBrandIconKey(brand: string | null | undefined): CardBrandKey {
  const normalized = (brand ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const known = (CARD_BRANDS as readonly string[]).includes(normalized);
  return known ? (normalized as CardBrandKey) : (ALIASES[normalized] ?? "default");
}

/** The spec's seat text, verbatim: "N paid seat(s)". */
export function seatsText(seats: number): string {
  return `${seats} paid seat(s)`;
}

/** The next-invoice date shows only when its amount differs from the base by more than 1. */
export function showsNextInvoiceDate(
  baseAmount: number,
  nextInvoiceAmount: number | null,
): boolean {
  return nextInvoiceAmount !== null && Math.abs(nextInvoiceAmount - baseAmount) > 1;
}

/** "Visa", "Mastercard", "American Express": a brand as a person reads it. */
export function cardBrandLabel(brand: string | null | undefined): string {
  const labels: Record<CardBrandKey, string> = {
    amex: "American Express",
    diners: "Diners Club",
    discover: "Discover",
    jcb: "JCB",
    maestro: "Maestro",
    mastercard: "Mastercard",
    paypal: "PayPal",
    unionpay: "UnionPay",
    visa: "Visa",
    default: brand ?? "Card",
  };
  return labels[cardBrandIconKey(brand)];
}
