/** Delivery addresses of the token's customer (spec sections 3, 5, 7, 9). */
import type { addressSchema } from "@shop/contract/commerce/account";
import type { WireAnswer } from "@shop/contract/wire";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { COUNTRY_CODES, isValidPostalCode, normalizePostalCode } from "@shop/domain/postal-code";
import { assertCustomerResourceAccess } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import {
  createAddress,
  customerAddresses,
  deleteAddress,
  findCustomerAddress,
  updateAddress,
  type AddressColumns,
  type AddressRow,
} from "../addresses/store";
import type { AppEnv } from "../env";
import { badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";

export function addressView(a: AddressRow) {
  return {
    addressId: a.id,
    label: a.label,
    name: a.name,
    recipientName: a.recipient_name,
    address1: a.address1,
    address2: a.address2,
    address3: a.address3,
    postalCode: a.postal_code,
    postalAddress: a.postal_address,
    countryCode: a.country_code,
    phone: a.phone,
    preselected: a.preselected === 1,
    readOnly: a.read_only === 1,
    validForDelivery: a.valid_for_delivery === 1,
    customerId: a.customer_id,
  };
}

export type AddressAnswer = WireAnswer<typeof addressSchema, ReturnType<typeof addressView>>;

// Every line of an address is one line (contract/single-line-text.ts): labels and order documents print it as stored.
const text = singleLineText;
const fields = z.object({
  label: text(60).default(""),
  name: text(100).min(1),
  recipientName: text(100).nullish(),
  address1: text(100).min(1),
  address2: text(100).nullish(),
  address3: text(100).nullish(),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{2}$/, "Five digits"),
  postalAddress: text(60).min(1),
  countryCode: z.enum(COUNTRY_CODES).default("SE"),
  phone: z
    .string()
    .trim()
    .regex(/^[+\d][\d -]{5,19}$/, "A phone number")
    .nullish(),
  preselected: z.boolean().default(false),
});

const addressQuery = z.object({
  search: z.string().trim().max(100).optional(),
  validForDelivery: z.enum(["true", "false"]).optional(),
});

function checkPostalCode(countryCode: "SE" | "AX", postalCode: string) {
  if (!isValidPostalCode(countryCode, postalCode)) {
    const message = countryCode === "AX" ? "Not an Åland postal code (22xxx)" : "Not a Swedish postal code";
    throw badRequest("Invalid body", [{ path: "postalCode", code: "invalid_postal_code", message }]);
  }
}

function customerOf(c: Context<AppEnv>): string {
  const claims = claimsOf(c);
  if (!claims.customerId) {
    throw badRequest("Choose a customer first", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  }
  assertCustomerResourceAccess(claims, claims.customerId, "Customer");
  return claims.customerId;
}

async function ownAddress(c: Context<AppEnv>): Promise<AddressRow> {
  const row = await findCustomerAddress(c.env.DB, c.req.param("id") ?? "", customerOf(c));
  if (!row) throw notFound("Address not found");
  assertCustomerResourceAccess(claimsOf(c), row.customer_id, "Address");
  return row;
}

export const addressRoutes = new Hono<AppEnv>()
  .get("/address", async (c) => {
    const query = queryParams(c, addressQuery);
    const results = await customerAddresses(c.env.DB, customerOf(c));
    // Every word must appear somewhere (spec section 5), case-insensitive.
    const words = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (a: AddressRow) => {
      const fields = [
        a.label,
        a.name,
        a.recipient_name,
        a.address1,
        a.address2,
        a.address3,
        a.postal_code,
        a.postal_address,
      ];
      const haystack = fields.filter(Boolean).join(" ").toLowerCase();
      return words.every((w) => haystack.includes(w));
    };
    const validity = query.validForDelivery;
    const valid = (a: AddressRow) => validity === undefined || (a.valid_for_delivery === 1) === (validity === "true");
    return c.json(results.filter((a) => matches(a) && valid(a)).map(addressView));
  })
  .post("/address", async (c) => {
    const customerId = customerOf(c);
    const body = await jsonBody(c, fields);
    checkPostalCode(body.countryCode, body.postalCode);
    const id = `addr-${crypto.randomUUID()}`;
    const address: AddressColumns = {
      label: body.label,
      name: body.name,
      recipient_name: body.recipientName ?? null,
      address1: body.address1,
      address2: body.address2 ?? null,
      address3: body.address3 ?? null,
      postal_code: normalizePostalCode(body.postalCode),
      postal_address: body.postalAddress,
      country_code: body.countryCode,
      phone: body.phone ?? null,
      preselected: body.preselected ? 1 : 0,
    };
    return c.json(addressView(await createAddress(c.env.DB, id, customerId, address)), 201);
  })
  .put("/address/:id", async (c) => {
    const existing = await ownAddress(c);
    if (existing.read_only === 1) {
      throw forbidden("This address comes from the customer register and cannot be changed");
    }
    const body = await jsonBody(c, fields.partial());
    checkPostalCode(body.countryCode ?? existing.country_code, body.postalCode ?? existing.postal_code);
    const set: Partial<Record<keyof AddressColumns, unknown>> = {
      label: body.label,
      name: body.name,
      recipient_name: body.recipientName,
      address1: body.address1,
      address2: body.address2,
      address3: body.address3,
      postal_code: body.postalCode === undefined ? undefined : normalizePostalCode(body.postalCode),
      postal_address: body.postalAddress,
      country_code: body.countryCode,
      phone: body.phone,
      preselected: body.preselected === undefined ? undefined : body.preselected ? 1 : 0,
    };
    const entries = (Object.entries(set) as [keyof AddressColumns, unknown][]).filter(([, v]) => v !== undefined);
    if (entries.length === 0) {
      throw badRequest("Nothing to change", [{ path: "", code: "too_small", message: "Give at least one field" }]);
    }
    return c.json(addressView(await updateAddress(c.env.DB, existing, entries)));
  })
  .delete("/address/:id", async (c) => {
    const existing = await ownAddress(c);
    if (existing.read_only === 1) {
      throw forbidden("This address comes from the customer register and cannot be deleted");
    }
    await deleteAddress(c.env.DB, existing.id);
    return c.body(null, 204);
  });
