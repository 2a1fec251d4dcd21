/**
 * Spend follow-up on the wire (workers/commerce/src/routes/spend.ts, docs/purchasing-controls.md "Inköpsuppföljning"):
 * `GET /v2/spend?from=YYYY-MM&to=YYYY-MM&groupBy=month|project|category[&projectId=]` and the same query on
 * `GET /v2/spend/export?format=csv|xlsx`. Amounts are integer öre excluding VAT under the money filter's price key
 * `netOre` (null would mean hidden; the service refuses callers who may not see spend at all).
 */
import { z } from "zod";
import { SPEND_GROUPINGS, SPEND_MONTH } from "@shop/domain/spend";

const month = z.string().regex(SPEND_MONTH);

/** The query both endpoints read; every other key is a 400. */
export const spendQuerySchema = z.strictObject({
  from: month.optional(),
  to: month.optional(),
  groupBy: z.enum(SPEND_GROUPINGS).default("month"),
  /** One project of the customer; "" = the orders placed without a project. Absent = all the caller may see. */
  projectId: z.string().max(40).optional(),
});
export type SpendQuery = z.input<typeof spendQuerySchema>;

export const spendExportQuerySchema = spendQuerySchema.extend({ format: z.enum(["csv", "xlsx"]) });

export const spendGroupSchema = z.object({
  /** "YYYY-MM", a project id ("" = no project) or a top-level category id ("" = an article no longer in the catalogue). */
  key: z.string(),
  /** The project's or category's name; null for a month and for "no project"/"unknown category". */
  name: z.string().nullable(),
  netOre: z.number().int().nullable(),
  orderCount: z.number().int(),
});
export type SpendGroup = z.infer<typeof spendGroupSchema>;

export const spendReportSchema = z.object({
  customerId: z.string(),
  /** The project the report is limited to (the query's or the token's context), or null for all visible ones. */
  projectId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SPEND_GROUPINGS),
  currency: z.literal("SEK"),
  netOre: z.number().int().nullable(),
  orderCount: z.number().int(),
  groups: z.array(spendGroupSchema),
  /** The projects the caller may choose between ("" = orders without a project, when he may see those). */
  projects: z.array(z.object({ projectId: z.string(), name: z.string().nullable() })),
});
export type SpendReport = z.infer<typeof spendReportSchema>;
