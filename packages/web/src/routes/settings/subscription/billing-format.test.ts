import { describe, expect, test } from "vitest";
import {
  cardBrandIconKey,
  cardBrandLabel,
  seatsText,
  showsNextInvoiceDate,
} from "./billing-format";

describe("next invoice date", () => {
  test("shows only when the next amount differs from the base by more than 1", () => {
    expect(showsNextInvoiceDate(49, 49)).toBe(false);
    expect(showsNextInvoiceDate(49, 50)).toBe(false);
    expect(showsNextInvoiceDate(49, 48)).toBe(false);
    expect(showsNextInvoiceDate(49, 50.5)).toBe(true);
    expect(showsNextInvoiceDate(147, 98)).toBe(true);
    expect(showsNextInvoiceDate(49, null)).toBe(false);
  });
});

test("seats read 'N paid seat(s)'", () => {
  expect(seatsText(1)).toBe("1 paid seat(s)");
  expect(seatsText(3)).toBe("3 paid seat(s)");
});

describe("card brand icon", () => {
  test.each([
    "amex",
    "diners",
    "discover",
    "jcb",
    "maestro",
    "mastercard",
    "paypal",
    "unionpay",
    "visa",
  ])("%s has its own icon", (brand) => {
    expect(cardBrandIconKey(brand)).toBe(brand);
  });

  test("case and the providers' other spellings are the same brand", () => {
    expect(cardBrandIconKey("Visa")).toBe("visa");
    expect(cardBrandIconKey("American Express")).toBe("amex");
    expect(cardBrandIconKey("Diners Club")).toBe("diners");
    expect(cardBrandIconKey("MasterCard")).toBe("mastercard");
  });

  test("any other brand, or none, gets the default icon", () => {
    expect(cardBrandIconKey("cartes_bancaires")).toBe("default");
    expect(cardBrandIconKey("unknown")).toBe("default");
    expect(cardBrandIconKey(null)).toBe("default");
  });

  test("labels", () => {
    expect(cardBrandLabel("visa")).toBe("Visa");
    expect(cardBrandLabel("amex")).toBe("American Express");
    expect(cardBrandLabel("cartes_bancaires")).toBe("cartes_bancaires");
  });
});
