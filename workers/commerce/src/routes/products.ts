/** The configurator's read (GET /v1/products/{productId}/variants): a product family in one call. */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { claimsOf } from "../auth/middleware";
import { catalogueContext } from "../catalogue/context";
import { loadProductFamily, type ProductFamilyAnswer } from "../catalogue/family";
import { badRequest, notFound } from "../http/errors";

const productId = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,64}$/, "Not a product id");

export const productRoutes = new Hono<AppEnv>().get("/v1/products/:productId/variants", async (c) => {
  const id = productId.safeParse(c.req.param("productId"));
  if (!id.success) throw badRequest("Invalid product id");
  const ctx = await catalogueContext(c.env.DB, claimsOf(c));
  const family = await loadProductFamily(c.env.DB, ctx, id.data);
  if (!family) throw notFound("Product not found");
  return c.json(family satisfies ProductFamilyAnswer);
});
