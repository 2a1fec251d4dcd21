/**
 * Quick-order rows as a buyer pastes them: one article per line, article number then quantity,
 * separated by space, tab, semicolon or comma (what Excel and e-mails give). A missing quantity is 1.
 */
export interface QuickOrderRow {
  row: number;
  text: string;
  articleNumber: string;
  quantity: number;
}

export interface QuickOrderProblem {
  row: number;
  text: string;
  problem: "syntax" | "quantity";
}

export const QUICK_ORDER_MAX_ROWS = 200;
const ROW = /^([0-9A-Za-z]{1,20})(?:[\s;,]+(\S+))?$/;

export function parseQuickOrder(input: string): { rows: QuickOrderRow[]; problems: QuickOrderProblem[] } {
  const rows: QuickOrderRow[] = [];
  const problems: QuickOrderProblem[] = [];
  input.split(/\r?\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const row = index + 1;
    const match = ROW.exec(text);
    if (!match) return void problems.push({ row, text, problem: "syntax" });
    const quantity = match[2] === undefined ? 1 : Number(match[2]);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000)
      return void problems.push({ row, text, problem: "quantity" });
    rows.push({ row, text, articleNumber: match[1], quantity });
  });
  return { rows, problems };
}
