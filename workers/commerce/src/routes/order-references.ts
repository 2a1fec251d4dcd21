/**
 * A customer's order reference settings (docs/purchasing-controls.md): whether "Er referens" and the cost centre are
 * required at checkout and which cost centres may be chosen. Who may read and change them: order-references/access.ts.
 */
import { Hono } from "hono";
import { orderReferenceSettingsInputSchema } from "@shop/contract/commerce/order-references";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { jsonBody } from "../http/errors";
import { assertChangeSettings, assertReadSettings, maySettingsChange } from "../order-references/access";
import { orderReferenceSettings, saveOrderReferenceSettings } from "../order-references/store";

const wire = (s: Awaited<ReturnType<typeof orderReferenceSettings>>, mayChange: boolean) => ({
  customerId: s.customerId,
  referenceRequired: s.referenceRequired,
  costCentreRequired: s.costCentreRequired,
  costCentres: s.costCentres,
  mayChange,
  updatedAt: s.updatedAt,
});

export const orderReferenceRoutes = new Hono<AppEnv>()
  .get("/v2/customers/:customerId/order-references", async (c) => {
    const claims = claimsOf(c);
    const customerId = c.req.param("customerId");
    assertReadSettings(claims, customerId);
    return c.json(wire(await orderReferenceSettings(c.env.DB, customerId), maySettingsChange(claims, customerId)));
  })
  .put("/v2/customers/:customerId/order-references", async (c) => {
    const claims = claimsOf(c);
    const customerId = c.req.param("customerId");
    assertChangeSettings(claims, customerId);
    const body = await jsonBody(c, orderReferenceSettingsInputSchema);
    await saveOrderReferenceSettings(c.env.DB, customerId, body, claims.sub);
    return c.json(wire(await orderReferenceSettings(c.env.DB, customerId), true));
  });
