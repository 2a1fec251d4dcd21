/**
 * The storefront's password rules for new and reset passwords: at least 10 characters (the
 * service's own minimum for activation), at most 200, at least one letter and one digit.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = "too_short" | "too_long" | "needs_letter" | "needs_digit";

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  if (password.length > PASSWORD_MAX_LENGTH) problems.push("too_long");
  if (!/\p{L}/u.test(password)) problems.push("needs_letter");
  if (!/\d/.test(password)) problems.push("needs_digit");
  return problems;
}
