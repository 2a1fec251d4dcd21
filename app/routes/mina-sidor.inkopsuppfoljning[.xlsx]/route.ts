import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { keepSession } from "~/platform/routing/signed-in.server";
import { spendExport } from "~/features/spend/spend-page.server";

/** The spend page's figures as XLSX (same query as /mina-sidor/inkopsuppfoljning; docs/purchasing-controls.md). */
export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => spendExport(request, context, "xlsx"));
