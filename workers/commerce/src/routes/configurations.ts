/**
 * Saved product configurations (issue 17, the account page 'product configuration'): GET|POST /v1/configurations,
 * GET|DELETE /v1/configurations/{id}. Each belongs to the caller's user AND the token's customer: another user's,
 * or the same user's under another customer, answers 404 like a missing one. Messages are Swedish: the shop shows
 * them as they stand.
 */
import { Hono, type Context } from "hono";
import { SAVED_CONFIGURATIONS_MAX, saveConfigurationInputSchema } from "@shop/contract/commerce/configurations";
import type { savedConfigurationListSchema } from "@shop/contract/commerce/configurations";
import type { WireAnswer } from "@shop/contract/wire";
import { claimsOf } from "../auth/middleware";
import { loadFamily, matchingArticles } from "../configurations/family";
import {
  deleteConfiguration,
  findConfiguration,
  insertConfiguration,
  listConfigurations,
} from "../configurations/store";
import type { ConfigurationView, Owner } from "../configurations/store";
import type { AppEnv } from "../env";
import { customerOf } from "../favourites/lists";
import { ApiError, jsonBody, notFound } from "../http/errors";

function ownerOf(c: Context<AppEnv>): Owner {
  const claims = claimsOf(c);
  return { userId: claims.sub, customerId: customerOf(claims) };
}

const configurationNotFound = () => notFound("Konfigurationen finns inte.");

export const configurationRoutes = new Hono<AppEnv>({ strict: false })
  .get("/v1/configurations", async (c) => {
    const answer: WireAnswer<typeof savedConfigurationListSchema, { configurations: ConfigurationView[] }> = {
      configurations: await listConfigurations(c.env.DB, ownerOf(c)),
    };
    return c.json(answer);
  })
  .post("/v1/configurations", async (c) => {
    const owner = ownerOf(c);
    const input = await jsonBody(c, saveConfigurationInputSchema);
    const family = await loadFamily(c.env.DB, claimsOf(c), input.productId);
    if (!family) {
      const message = "Produkten finns inte i ditt sortiment.";
      throw new ApiError(422, message, [{ path: "productId", code: "unknown_product", message }]);
    }
    const left = matchingArticles(family, input.selections);
    const match = left.length === 1 ? left[0] : null;
    const id = await insertConfiguration(c.env.DB, owner, {
      name: input.name,
      productId: family.productId,
      productName: family.productName,
      variantSlug: (match ?? family.articles[0]).variantSlug,
      selections: input.selections,
      articleNumber: match?.articleNumber ?? null,
    });
    if (!id)
      throw new ApiError(
        409,
        `Du kan spara högst ${SAVED_CONFIGURATIONS_MAX} konfigurationer. Ta bort någon du inte behöver först.`,
      );
    const saved = await findConfiguration(c.env.DB, owner, id);
    if (!saved) throw configurationNotFound();
    return c.json(saved, 201);
  })
  .get("/v1/configurations/:id", async (c) => {
    const saved = await findConfiguration(c.env.DB, ownerOf(c), c.req.param("id"));
    if (!saved) throw configurationNotFound();
    return c.json(saved);
  })
  .delete("/v1/configurations/:id", async (c) => {
    if (!(await deleteConfiguration(c.env.DB, ownerOf(c), c.req.param("id")))) throw configurationNotFound();
    return c.body(null, 204);
  });
