/**
 * Server-side validation of a content-defined form (spec section 5: requiredField; beyond that
 * the spec is silent, so e-mail inputs must look like an address and choices must be offered ones).
 */
export interface FormInputDefinition {
  id: string;
  title: string;
  type: "text" | "email" | "tel" | "number" | "textarea" | "select" | "radio" | "checkbox";
  options: string[];
  required: boolean;
}

export type FormFieldError = { code: "required" | "invalid_email" | "invalid_choice"; field: string };

export const MAX_FIELD_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function fieldName(inputId: string): string {
  return `field-${inputId}`;
}

export function validateDynamicForm(inputs: FormInputDefinition[], submitted: { getAll(name: string): unknown[] }) {
  const values: Record<string, string | string[]> = {};
  const errors: Record<string, FormFieldError> = {};
  for (const input of inputs) {
    const raw = submitted
      .getAll(fieldName(input.id))
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.trim().slice(0, MAX_FIELD_LENGTH))
      .filter((value) => value !== "");
    const multiple = input.type === "checkbox" && input.options.length > 0;
    values[input.title] = multiple ? raw : (raw[0] ?? "");
    if (raw.length === 0) {
      if (input.required) errors[input.id] = { code: "required", field: input.title };
      continue;
    }
    if (input.type === "email" && !EMAIL.test(raw[0]!))
      errors[input.id] = { code: "invalid_email", field: input.title };
    if (
      (input.type === "select" || input.type === "radio" || multiple) &&
      raw.some((value) => !input.options.includes(value))
    ) {
      errors[input.id] = { code: "invalid_choice", field: input.title };
    }
  }
  return { values, errors, valid: Object.keys(errors).length === 0 };
}
