/**
 * Order references (issue #46, docs/purchasing-controls.md): the order-level "Er referens" and the cost centre
 * ("Kostnadsställe") the order is booked on, and per customer whether either is required and which cost centres may
 * be chosen. Pure rules: the commerce service enforces them where orders are placed (cart/checkout.ts), the
 * storefront checks the same rule first so the buyer reads it by the field, and the punch-out hand-over applies it
 * before the cart leaves the shop.
 */

/** "Er referens": one line, as the checkout has always taken it (cart/request-schemas.ts). */
export const REFERENCE_MAX = 60;
/** A cost centre code: SAP's cost centre (KOSTL) and OCI's CUST_FIELD2 both hold 10 characters. */
export const COST_CENTRE_MAX = 10;
export const COST_CENTRE_NAME_MAX = 60;
/** The most cost centres a customer's list may hold (the checkout shows them as one select). */
export const COST_CENTRES_MAX = 100;
/** Letters, digits and - _ . / ; starting with a letter or digit. */
export const COST_CENTRE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\-_./]{0,9}$/u;

export interface CostCentre {
  code: string;
  name: string;
}

/** A customer's setting; without one nothing is required and any well-formed cost centre may be given. */
export interface OrderReferenceRules {
  referenceRequired: boolean;
  costCentreRequired: boolean;
  /** Empty: free text. Otherwise only these codes may be given. */
  costCentres: CostCentre[];
}

export const NO_ORDER_REFERENCE_RULES: OrderReferenceRules = {
  referenceRequired: false,
  costCentreRequired: false,
  costCentres: [],
};

export const ORDER_REFERENCE_PROBLEMS = [
  "REFERENCE_REQUIRED",
  "COST_CENTRE_REQUIRED",
  "COST_CENTRE_INVALID",
  "COST_CENTRE_NOT_ALLOWED",
] as const;
export type OrderReferenceProblem = (typeof ORDER_REFERENCE_PROBLEMS)[number];

/** The field of the checkout (and of the service's issue path) each problem belongs to. */
export const ORDER_REFERENCE_FIELD: Record<OrderReferenceProblem, "reference" | "costCentre"> = {
  REFERENCE_REQUIRED: "reference",
  COST_CENTRE_REQUIRED: "costCentre",
  COST_CENTRE_INVALID: "costCentre",
  COST_CENTRE_NOT_ALLOWED: "costCentre",
};

/**
 * The Swedish messages, one home for the service's answer and the storefront's field error: the storefront matches
 * a refusal's message back to its field (app/features/order-references).
 */
export const ORDER_REFERENCE_MESSAGES: Record<OrderReferenceProblem, string> = {
  REFERENCE_REQUIRED: "Ange er referens: ert företag kräver den på varje order.",
  COST_CENTRE_REQUIRED: "Ange kostnadsställe: ert företag kräver det på varje order.",
  COST_CENTRE_INVALID: `Kostnadsstället får ha 1–${COST_CENTRE_MAX} tecken: bokstäver, siffror och - _ . / och börja med en bokstav eller siffra.`,
  COST_CENTRE_NOT_ALLOWED: "Kostnadsstället finns inte bland ert företags kostnadsställen. Välj ett i listan.",
};

/** A cost centre code as typed: trimmed, compared without regard to case against the customer's list. */
export function normaliseCostCentre(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * The problems of an order's reference and cost centre under a customer's rules (at most one per field). A cost
 * centre from the list is answered in the list's spelling by `allowedCostCentre`.
 */
export function orderReferenceProblems(
  rules: OrderReferenceRules,
  input: { reference?: string | null; costCentre?: string | null },
): OrderReferenceProblem[] {
  const problems: OrderReferenceProblem[] = [];
  if (rules.referenceRequired && !input.reference?.trim()) problems.push("REFERENCE_REQUIRED");
  const costCentre = normaliseCostCentre(input.costCentre);
  if (costCentre === null) {
    if (rules.costCentreRequired) problems.push("COST_CENTRE_REQUIRED");
  } else if (!COST_CENTRE_PATTERN.test(costCentre)) problems.push("COST_CENTRE_INVALID");
  else if (rules.costCentres.length > 0 && allowedCostCentre(rules, costCentre) === null)
    problems.push("COST_CENTRE_NOT_ALLOWED");
  return problems;
}

/** The list's entry for a code (any case), or null; with no list, the code itself is allowed. */
export function allowedCostCentre(rules: OrderReferenceRules, code: string): CostCentre | null {
  const key = code.trim().toLocaleUpperCase("sv");
  if (rules.costCentres.length === 0) return { code: code.trim(), name: "" };
  return rules.costCentres.find((c) => c.code.toLocaleUpperCase("sv") === key) ?? null;
}

/** The problem a Swedish message names (the storefront maps a service refusal back to its field), or null. */
export function orderReferenceProblemOf(message: string | null | undefined): OrderReferenceProblem | null {
  if (!message) return null;
  return ORDER_REFERENCE_PROBLEMS.find((p) => ORDER_REFERENCE_MESSAGES[p] === message) ?? null;
}

/**
 * An admin's list of cost centres as typed in one text area, one per line: "code" or "code name" / "code;name" /
 * "code – name". Refuses a line whose code is not well formed, a code given twice and more than COST_CENTRES_MAX.
 */
export function parseCostCentreList(
  text: string,
):
  { ok: true; costCentres: CostCentre[] } | { ok: false; line: number; problem: "INVALID" | "DUPLICATE" | "TOO_MANY" } {
  const costCentres: CostCentre[] = [];
  const seen = new Set<string>();
  const rows = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of rows.entries()) {
    const row = raw.trim();
    if (row === "") continue;
    const match = /^(\S+?)(?:\s*[;\t]\s*|\s+[–-]\s+|\s+)(.*)$/u.exec(row) ?? [row, row, ""];
    const code = match[1]!.replace(/;$/, "");
    const name = (match[2] ?? "").trim();
    if (!COST_CENTRE_PATTERN.test(code) || Array.from(name).length > COST_CENTRE_NAME_MAX || /\p{Cc}/u.test(name))
      return { ok: false, line: index + 1, problem: "INVALID" };
    const key = code.toLocaleUpperCase("sv");
    if (seen.has(key)) return { ok: false, line: index + 1, problem: "DUPLICATE" };
    seen.add(key);
    costCentres.push({ code, name });
    if (costCentres.length > COST_CENTRES_MAX) return { ok: false, line: index + 1, problem: "TOO_MANY" };
  }
  return { ok: true, costCentres };
}

/** The list back as the text area shows it: "code name" per line. */
export function costCentreListText(costCentres: readonly CostCentre[]): string {
  return costCentres.map((c) => (c.name ? `${c.code} ${c.name}` : c.code)).join("\n");
}
