/**
 * Customer order number rules (spec section 5 leaves them to the server): optional; when given,
 * 1-20 characters of letters (å, ä, ö included), digits, space and - _ / . ; it must start with a
 * letter or digit. Uniqueness per customer is checked by the service, not here.
 */
export const CUSTOMER_ORDER_NUMBER_MAX = 20;
export type OrderNumberProblem = "EMPTY" | "TOO_LONG" | "INVALID_CHARACTERS" | "MUST_START_WITH_LETTER_OR_DIGIT";

export function customerOrderNumberProblems(value: string): OrderNumberProblem[] {
  const trimmed = value.trim();
  const problems: OrderNumberProblem[] = [];
  if (trimmed.length === 0) return ["EMPTY"];
  if (trimmed.length > CUSTOMER_ORDER_NUMBER_MAX) problems.push("TOO_LONG");
  if (!/^[\p{L}\d _\-/.]+$/u.test(trimmed)) problems.push("INVALID_CHARACTERS");
  else if (!/^[\p{L}\d]/u.test(trimmed)) problems.push("MUST_START_WITH_LETTER_OR_DIGIT");
  return problems;
}
