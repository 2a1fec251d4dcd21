/** The quote page's form fields read into the quote client's shapes; each bad value names its Swedish message. */
import { z } from "zod";
import { oreToSek, sekToOre } from "@shop/domain/money";
import type { QuoteFieldChanges } from "./quotes-client.server";

const text = (max: number) => z.string().trim().max(max);
const field = (form: FormData, name: string) => String(form.get(name) ?? "");

const quantity = z.coerce.number().int().min(1).max(1_000_000);
const articleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/);

/** Kronor as typed ("125,50", "125.5", "1 250") to SEK with at most two decimals, exact to the öre; null if not. */
export function parseSek(value: string): number | null {
  const compact = value.replace(/[\s\u00a0]/g, "").replace(/kr$/i, "");
  try {
    const ore = sekToOre(compact);
    return ore >= 0 && ore <= 1_000_000_000 ? oreToSek(ore) : null;
  } catch {
    return null;
  }
}

/** A percentage 0–100 ("12,5" or "12.5"); empty is no discount. */
export function parseDiscount(value: string): number | null | undefined {
  const trimmed = value.trim().replace(",", ".");
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return /^\d{1,3}(?:\.\d{1,2})?$/.test(trimmed) && number <= 100 ? number : undefined;
}

export function parseQuantity(form: FormData): number | null {
  const parsed = quantity.safeParse(field(form, "quantity") || "1");
  return parsed.success ? parsed.data : null;
}

export function parseArticleNumber(form: FormData): string | null {
  const parsed = articleNumber.safeParse(field(form, "articleNumber"));
  return parsed.success ? parsed.data : null;
}

const party = {
  name: text(100),
  reference: text(100),
  address: text(300),
  contactPerson: text(100),
  label: text(100),
};

const fieldsSchema = z.object({
  title: text(200),
  finalMessage: z.string().max(4000),
  validFrom: z.iso.date(),
  validFor: z.coerce.number().int().min(1).max(365),
  priceType: z.enum(["NET", "GROSS"]),
  sender: z.object({
    name: party.name,
    organizationNumber: z
      .string()
      .trim()
      .regex(/^(?:\d{6}-?\d{4})?$/),
    reference: party.reference,
    address: party.address,
  }),
  receiver: z.object({
    type: z.enum(["company", "private"]),
    label: party.label,
    name: party.name,
    contactPerson: party.contactPerson,
    address: party.address,
  }),
});

/** The texts and settings form; null when a field is out of bounds (the page says which rules apply). */
export function parseQuoteFields(form: FormData): QuoteFieldChanges | null {
  const parsed = fieldsSchema.safeParse({
    title: field(form, "title"),
    finalMessage: field(form, "finalMessage").replace(/\r\n/g, "\n"),
    validFrom: field(form, "validFrom"),
    validFor: field(form, "validFor"),
    priceType: field(form, "priceType"),
    sender: {
      name: field(form, "sender.name"),
      organizationNumber: field(form, "sender.organizationNumber"),
      reference: field(form, "sender.reference"),
      address: field(form, "sender.address"),
    },
    receiver: {
      type: field(form, "receiver.type"),
      label: field(form, "receiver.label"),
      name: field(form, "receiver.name"),
      contactPerson: field(form, "receiver.contactPerson"),
      address: field(form, "receiver.address"),
    },
  });
  if (!parsed.success) return null;
  const { organizationNumber, ...sender } = parsed.data.sender;
  return {
    ...parsed.data,
    // The service keeps the number it has when none is sent; an empty one is not a number.
    sender: organizationNumber ? { ...sender, organizationNumber } : sender,
    // A checkbox that is not ticked is not sent at all.
    mergeArticles: form.get("mergeArticles") === "on",
    showDiscounts: form.get("showDiscounts") === "on",
  };
}
