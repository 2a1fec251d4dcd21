/**
 * Spend follow-up ("Inköpsuppföljning", docs/purchasing-controls.md): the report as JSON and as a CSV or XLSX file.
 * Who may read what: spend/access.ts; the figures: spend/report.ts. The amounts go out under the money filter's price
 * key `netOre`, so even a caller the access point let through by mistake would get null for EJ_SE_PRISER.
 */
import { Hono } from "hono";
import { spendExportQuerySchema, spendQuerySchema } from "@shop/contract/commerce/spend";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { queryParams } from "../http/errors";
import { spendFile } from "../spend/export";
import { spendReport } from "../spend/report";

export const spendRoutes = new Hono<AppEnv>()
  .get("/v2/spend", async (c) => {
    const query = queryParams(c, spendQuerySchema);
    c.header("Cache-Control", "private, no-store");
    return c.json(await spendReport(c.env.DB, claimsOf(c), query));
  })
  .get("/v2/spend/export", async (c) => {
    const { format, ...query } = queryParams(c, spendExportQuerySchema);
    const file = spendFile(await spendReport(c.env.DB, claimsOf(c), query), format);
    return c.body(file.content, 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    });
  });
