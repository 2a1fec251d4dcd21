/**
 * The delivery form's rules (spec section 5), shared by the delivery step's action and its tests:
 * a required field needs at least minLength characters (default 1) and may not be only whitespace;
 * more than maxLength gives order.maxCharacters with the limit; e-mail is local part @ domain . 2+ letters.
 */
export interface FieldRule {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: "email" | "postalCode" | "phone";
}

export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PATTERNS: Record<NonNullable<FieldRule["pattern"]>, { regex: RegExp; key: string }> = {
  email: { regex: EMAIL_PATTERN, key: "checkout.form.email" },
  postalCode: { regex: /^\d{3} ?\d{2}$/, key: "checkout.form.postal_code" },
  phone: { regex: /^[+\d][\d -]{5,19}$/, key: "checkout.form.phone" },
};

export function fieldError(value: string | null | undefined, rule: FieldRule): FieldError | null {
  const raw = value ?? "";
  const trimmed = raw.trim();
  const minLength = rule.minLength ?? 1;
  if (trimmed.length === 0) return rule.required ? { key: "checkout.form.required" } : null;
  if (rule.required && trimmed.length < minLength)
    return { key: "checkout.form.min_length", params: { min: minLength } };
  if (rule.maxLength !== undefined && raw.length > rule.maxLength)
    return { key: "order.maxCharacters", params: { max: rule.maxLength } };
  if (rule.pattern) {
    const { regex, key } = PATTERNS[rule.pattern];
    if (!regex.test(trimmed)) return { key };
  }
  return null;
}

/** The new-address fields, with the lengths the address book accepts. */
export const NEW_ADDRESS_RULES = {
  name: { required: true, maxLength: 100 },
  recipientName: { required: true, minLength: 2, maxLength: 100 },
  address1: { required: true, minLength: 2, maxLength: 100 },
  address2: { maxLength: 100 },
  postalCode: { required: true, pattern: "postalCode" },
  postalAddress: { required: true, minLength: 2, maxLength: 60 },
  phone: { pattern: "phone", maxLength: 20 },
} as const satisfies Record<string, FieldRule>;

export type NewAddressField = keyof typeof NEW_ADDRESS_RULES;
export const NEW_ADDRESS_FIELDS = Object.keys(NEW_ADDRESS_RULES) as NewAddressField[];

export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export function validateFields<F extends string>(
  values: Partial<Record<F, string | null>>,
  rules: Record<F, FieldRule>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = fieldError(values[field], rules[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validateNewAddress(
  values: Partial<Record<NewAddressField, string | null>>,
): FormErrors<NewAddressField> {
  return validateFields(values, NEW_ADDRESS_RULES);
}

/** The summary step's free-text fields. */
export const ORDER_DETAIL_RULES = {
  customerOrderNumber: { maxLength: 20 },
  reference: { maxLength: 60 },
  message: { maxLength: 500 },
  email: { pattern: "email", maxLength: 320 },
} as const satisfies Record<string, FieldRule>;
