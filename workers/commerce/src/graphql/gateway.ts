import { execute, GraphQLError, validate } from "graphql";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import type { AccessClaims } from "../auth/jwt";
import { claimsOf } from "../auth/middleware";
import { isAnonymous } from "../auth/claims";
import { catalogueContext } from "../catalogue/context";
import { clockOf, type DeliveryClock } from "../cart/delivery-gate";
import { loadArticles, variantViews } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, jsonBody, parseOrThrow, unauthorized } from "../http/errors";
import type { CartRow } from "../cart/store";
import { cartRootValue } from "./cart-schema";
import { checkedDocument } from "./document-cache";
import { limitRules } from "./limits";
import { executePlain, runsPlain } from "./plain-execute";
import { schema } from "./schema";

const requestBody = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  operationName: z.string().max(100).nullable().optional(),
});

const code = z.string().regex(/^[0-9A-Za-z_-]{1,20}$/);
export const getVariantsArgs = z.object({
  articleNumbers: z.array(code).max(200),
  deliveryId: z.enum(DELIVERY_METHOD_IDS).nullish(),
  stockInput: z
    .object({
      articles: z
        .array(z.object({ articleNumber: code, quantity: z.number().int().min(-1_000_000).max(1_000_000).nullish() }))
        .max(200)
        .nullish(),
      locationIds: z.array(code).max(50).nullish(),
      destination: z
        .object({
          postalCode: z
            .string()
            .regex(/^\d{3} ?\d{2}$/)
            .nullish(),
        })
        .nullish(),
      requestedDeliveryDate: z.iso.date().nullish(),
    })
    .nullish(),
  locationId: code.nullish(),
  useCache: z.boolean().nullish(),
  skipPrice: z.boolean().nullish(),
  skipStock: z.boolean().nullish(),
  completeOrderPrice: z.boolean().nullish(),
});

interface GatewayContext {
  db: D1Database;
  claims: AccessClaims;
  /** An anonymous cart token's cart: its cart queries answer (without prices), favourites do not. */
  anonymousCart?: CartRow;
  clock: DeliveryClock;
}

/** Cart queries and mutations belong to a user: an anonymous viewer gets 401 from any of them. */
const signedInOnly = Object.fromEntries(
  Object.entries(cartRootValue).map(([name, resolve]) => [
    name,
    (args: unknown, context: GatewayContext, ...rest: unknown[]) => {
      if (isAnonymous(context.claims) && !(context.anonymousCart && name !== "getFavoriteLists"))
        throw unauthorized("Missing bearer token");
      return (resolve as (...a: unknown[]) => unknown)(args, context, ...rest);
    },
  ]),
) as typeof cartRootValue;

const rootValue = {
  ...signedInOnly,
  async getVariants(rawArgs: unknown, context: GatewayContext) {
    const args = parseOrThrow(getVariantsArgs, rawArgs, "variables");
    const ctx = await catalogueContext(context.db, context.claims);
    const articles = await loadArticles(context.db, args.articleNumbers);
    // Quantities are stored as absolute numbers (spec section 3).
    const quantities = new Map(
      (args.stockInput?.articles ?? []).map((a) => [a.articleNumber, Math.abs(a.quantity ?? 1)]),
    );
    return variantViews(context.db, ctx, articles, {
      skipPrice: args.skipPrice ?? false,
      skipStock: args.skipStock ?? false,
      completeOrderPrice: args.completeOrderPrice ?? false,
      deliveryId: args.deliveryId ?? null,
      locationId: args.locationId ?? null,
      locationIds: args.stockInput?.locationIds ?? undefined,
      quantities,
    });
  },
};

/**
 * graphql-js ends validation and coercion messages with "Did you mean …?" and names from the schema (fields,
 * arguments, types, enum values); with introspection off that would hand out the schema one guess at a time (#41
 * class 14). graphql-js 16 has no option to leave them out, so the suggestion is cut from the message here.
 */
const SUGGESTION = /\s*Did you mean [^]*\?$/;

/** A refused request: 400 with GraphQL-shaped `errors` and the service's usual `{ message, issues }`. */
function refused(c: Context<AppEnv>, message: string, errors: readonly GraphQLError[]) {
  const suggests = c.get("config").graphqlIntrospection;
  const text = (e: GraphQLError) => (suggests ? e.message : e.message.replace(SUGGESTION, ""));
  const shaped = errors.map((e) => ({
    message: text(e),
    extensions: { code: typeof e.extensions?.code === "string" ? e.extensions.code : "GRAPHQL_VALIDATION_FAILED" },
  }));
  return c.json(
    {
      message,
      issues: errors.map((e) => ({ message: text(e), path: e.path?.join(".") ?? "", code: "graphql" })),
      errors: shaped,
    },
    400,
  );
}

/**
 * Bad input (parse, validation, limits, zod) is a 400, not a 200 with errors. Parsing, the
 * specified rules (once per query text, graphql/document-cache.ts) and the limit rules (graphql/limits.ts, for every
 * request: they read the variables) all run before anything executes.
 */
export const gatewayRoutes = new Hono<AppEnv>().post("/graphql", async (c) => {
  const body = await jsonBody(c, requestBody);
  const checked = checkedDocument(body.query);
  if ("errors" in checked) return refused(c, "Invalid GraphQL request", checked.errors);
  const { document } = checked;
  const limitErrors = validate(
    schema,
    document,
    limitRules(body.variables, { introspection: c.get("config").graphqlIntrospection }),
    { maxErrors: 20 },
  );
  if (limitErrors.length) return refused(c, "Invalid GraphQL request", limitErrors);
  const operationName = body.operationName ?? undefined;
  const request = {
    schema,
    document,
    rootValue,
    contextValue: {
      db: c.env.DB,
      claims: claimsOf(c),
      anonymousCart: c.get("anonymousCart"),
      clock: clockOf(c),
    } satisfies GatewayContext,
    variableValues: body.variables ?? undefined,
    operationName,
  };
  const result = runsPlain(schema, document, operationName) ? await executePlain(request) : await execute(request);
  if (result.errors?.length) {
    const apiError = result.errors.map((e) => e.originalError).find((e): e is ApiError => e instanceof ApiError);
    if (apiError) throw apiError;
    const unexpected = result.errors.find((e) => e.originalError && !(e.originalError instanceof GraphQLError));
    if (unexpected) {
      console.error("commerce graphql: resolver failed", unexpected.originalError);
      return c.json({ message: "Internal server error" }, 500);
    }
    // Variable coercion and other request errors: the request itself is bad input.
    return refused(c, "Invalid GraphQL request", result.errors);
  }
  return c.json(result);
});
