/** Delivery addresses of the token's customer (spec sections 3, 5, 7, 9). */
import type { addressSchema } from "@shop/contract/commerce/account";
import type { WireAnswer } from "@shop/contract/wire";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { COUNTRY_CODES, isValidPostalCode, normalizePostalCode } from "@shop/domain/postal-code";
import { assertCustomerResourceAccess } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";

interface AddressRow {
  id: string;
  customer_id: string;
  label: string;
  name: string;
  recipient_name: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  postal_code: string;
  postal_address: string;
  country_code: "SE" | "AX";
  phone: string | null;
  preselected: number;
  read_only: number;
  valid_for_delivery: number;
}

export function addressView(a: AddressRow) {
  return {
    addressId: a.id, label: a.label, name: a.name, recipientName: a.recipient_name, address1: a.address1, address2: a.address2, address3: a.address3,
    postalCode: a.postal_code, postalAddress: a.postal_address, countryCode: a.country_code, phone: a.phone, preselected: a.preselected === 1,
    readOnly: a.read_only === 1, validForDelivery: a.valid_for_delivery === 1, customerId: a.customer_id,
  };
}

export type AddressAnswer = WireAnswer<typeof addressSchema, ReturnType<typeof addressView>>;

const text = (max: number) => z.string().trim().max(max);
const fields = z.object({
  label: text(60).default(""),
  name: text(100).min(1),
  recipientName: text(100).nullish(),
  address1: text(100).min(1),
  address2: text(100).nullish(),
  address3: text(100).nullish(),
  postalCode: z.string().trim().regex(/^\d{3} ?\d{2}$/, "Five digits"),
  postalAddress: text(60).min(1),
  countryCode: z.enum(COUNTRY_CODES).default("SE"),
  phone: z.string().trim().regex(/^[+\d][\d -]{5,19}$/, "A phone number").nullish(),
  preselected: z.boolean().default(false),
});

function checkPostalCode(countryCode: "SE" | "AX", postalCode: string) {
  if (!isValidPostalCode(countryCode, postalCode)) {
    throw badRequest("Invalid body", [{ path: "postalCode", code: "invalid_postal_code", message: countryCode === "AX" ? "Not an Åland postal code (22xxx)" : "Not a Swedish postal code" }]);
  }
}

function customerOf(c: Context<AppEnv>): string {
  const claims = claimsOf(c);
  if (!claims.customerId) throw badRequest("Choose a customer first", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
  assertCustomerResourceAccess(claims, claims.customerId, "Customer");
  return claims.customerId;
}

async function ownAddress(c: Context<AppEnv>): Promise<AddressRow> {
  const row = await c.env.DB.prepare("SELECT * FROM addresses WHERE id = ? AND customer_id = ?").bind(c.req.param("id"), customerOf(c)).first<AddressRow>();
  if (!row) throw notFound("Address not found");
  assertCustomerResourceAccess(claimsOf(c), row.customer_id, "Address");
  return row;
}

export const addressRoutes = new Hono<AppEnv>()
  .get("/address", async (c) => {
    const query = queryParams(c, z.object({ search: z.string().trim().max(100).optional(), validForDelivery: z.enum(["true", "false"]).optional() }));
    const { results } = await c.env.DB.prepare("SELECT * FROM addresses WHERE customer_id = ? ORDER BY preselected DESC, read_only DESC, label, created_at").bind(customerOf(c)).all<AddressRow>();
    // Every word must appear somewhere (spec section 5), case-insensitive.
    const words = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (a: AddressRow) => {
      const haystack = [a.label, a.name, a.recipient_name, a.address1, a.address2, a.address3, a.postal_code, a.postal_address].filter(Boolean).join(" ").toLowerCase();
      return words.every((w) => haystack.includes(w));
    };
    const filtered = results.filter((a) => matches(a) && (query.validForDelivery === undefined || (a.valid_for_delivery === 1) === (query.validForDelivery === "true")));
    return c.json(filtered.map(addressView));
  })
  .post("/address", async (c) => {
    const customerId = customerOf(c);
    const body = await jsonBody(c, fields);
    checkPostalCode(body.countryCode, body.postalCode);
    const id = `addr-${crypto.randomUUID()}`;
    const statements = [
      ...(body.preselected ? [c.env.DB.prepare("UPDATE addresses SET preselected = 0 WHERE customer_id = ?").bind(customerId)] : []),
      c.env.DB.prepare(
        `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code, postal_address, country_code, phone, preselected)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      ).bind(id, customerId, body.label, body.name, body.recipientName ?? null, body.address1, body.address2 ?? null, body.address3 ?? null,
        normalizePostalCode(body.postalCode), body.postalAddress, body.countryCode, body.phone ?? null, body.preselected ? 1 : 0),
    ];
    const results = await c.env.DB.batch<AddressRow>(statements);
    return c.json(addressView(results[results.length - 1].results[0]), 201);
  })
  .put("/address/:id", async (c) => {
    const existing = await ownAddress(c);
    if (existing.read_only === 1) throw forbidden("This address comes from the customer register and cannot be changed");
    const body = await jsonBody(c, fields.partial());
    const merged = { countryCode: body.countryCode ?? existing.country_code, postalCode: body.postalCode ?? existing.postal_code };
    checkPostalCode(merged.countryCode, merged.postalCode);
    const set = {
      label: body.label, name: body.name, recipient_name: body.recipientName, address1: body.address1, address2: body.address2, address3: body.address3,
      postal_code: body.postalCode === undefined ? undefined : normalizePostalCode(body.postalCode), postal_address: body.postalAddress,
      country_code: body.countryCode, phone: body.phone, preselected: body.preselected === undefined ? undefined : body.preselected ? 1 : 0,
    };
    const entries = Object.entries(set).filter(([, v]) => v !== undefined);
    if (entries.length === 0) throw badRequest("Nothing to change", [{ path: "", code: "too_small", message: "Give at least one field" }]);
    const results = await c.env.DB.batch<AddressRow>([
      ...(body.preselected ? [c.env.DB.prepare("UPDATE addresses SET preselected = 0 WHERE customer_id = ?").bind(existing.customer_id)] : []),
      c.env.DB.prepare(`UPDATE addresses SET ${entries.map(([k]) => `${k} = ?`).join(", ")} WHERE id = ? RETURNING *`).bind(...entries.map(([, v]) => v ?? null), existing.id),
    ]);
    return c.json(addressView(results[results.length - 1].results[0]));
  })
  .delete("/address/:id", async (c) => {
    const existing = await ownAddress(c);
    if (existing.read_only === 1) throw forbidden("This address comes from the customer register and cannot be deleted");
    await c.env.DB.prepare("DELETE FROM addresses WHERE id = ?").bind(existing.id).run();
    return c.body(null, 204);
  });
