/**
 * The spend report as a CSV or XLSX file (GET /v2/spend/export), written by the cart export's writers, so every text
 * cell is neutralised against formulas (cart/csv.ts neutraliseCell: a text starting with = + - @ gets an apostrophe)
 * and amounts stay numbers. Only callers who may see spend get here (spend/access.ts), so every row has its amount.
 */
import type { SpendReport } from "@shop/contract/commerce/spend";
import type { CartFile } from "../cart/file-export";
import { writeCsv, writeXlsx } from "../cart/files";

const NO_PROJECT = "Utan projekt";
const UNKNOWN_CATEGORY = "Övrigt (artikel som utgått)";

/** Kronor with a decimal comma, as Swedish Excel reads a number in a semicolon CSV ("12345,50"). */
const csvKronor = (ore: number) =>
  `${ore < 0 ? "-" : ""}${Math.floor(Math.abs(ore) / 100)},${String(Math.abs(ore) % 100).padStart(2, "0")}`;

export function spendTable(report: SpendReport, format: "csv" | "xlsx"): (string | number)[][] {
  const amount = (ore: number | null) => (ore === null ? "" : format === "csv" ? csvKronor(ore) : ore / 100);
  const figures = ["Antal order", "Belopp exkl. moms (kr)"];
  if (report.groupBy === "project") {
    return [
      ["Projektnummer", "Projekt", ...figures],
      ...report.groups.map((g) => [g.key, g.key === "" ? NO_PROJECT : (g.name ?? ""), g.orderCount, amount(g.netOre)]),
      ["Totalt", "", report.orderCount, amount(report.netOre)],
    ];
  }
  const label = (g: SpendReport["groups"][number]) =>
    report.groupBy === "month" ? g.key : g.key === "" ? UNKNOWN_CATEGORY : (g.name ?? g.key);
  return [
    [report.groupBy === "month" ? "Månad" : "Kategori", ...figures],
    ...report.groups.map((g) => [label(g), g.orderCount, amount(g.netOre)]),
    ["Totalt", report.orderCount, amount(report.netOre)],
  ];
}

export function spendFile(report: SpendReport, format: "csv" | "xlsx"): CartFile {
  const rows = spendTable(report, format);
  const name = `inkopsuppfoljning-${report.from}-${report.to}`;
  if (format === "csv")
    return { content: writeCsv(rows), contentType: "text/csv; charset=utf-8", fileName: `${name}.csv` };
  return {
    content: writeXlsx(rows, "Inköp") as Uint8Array<ArrayBuffer>,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `${name}.xlsx`,
  };
}
