import { Form } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { fieldName, type FormFieldError } from "@shop/domain/dynamic-form";
import { useT } from "~/platform/i18n/i18n-provider";
import type { DynamicForm } from "@shop/contract/content/rich-text";
import { CsrfField } from "~/platform/session/csrf-field";

export interface DynamicFormState {
  errors: Record<string, FormFieldError>;
  values: Record<string, string | string[]>;
  /** The answers were valid but the shop could not take them (its service did not answer). */
  notSent?: boolean;
  /** Refused: this visitor's address sent too many forms within the hour. */
  tooMany?: boolean;
}

const ERROR_KEYS = {
  required: "content.form.required_missing",
  invalid_email: "content.form.invalid_email",
  invalid_choice: "content.form.invalid_choice",
} as const;

/** A form built from its content inputs; errors sit next to their fields and focus moves to the first one. */
/**
 * `description` is the form's rich-text description, rendered by the caller: the rich-text renderer embeds this
 * form in turn, and taking it as a prop keeps the two modules from importing each other.
 */
export function DynamicFormView(props: {
  form: DynamicForm;
  action: string;
  csrf: string;
  state?: DynamicFormState;
  headingLevel?: 1 | 2;
  description?: ReactNode;
}) {
  const { form, action, csrf, state, headingLevel = 1, description } = props;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const t = useT();
  const errors = state?.errors ?? {};
  const firstInvalid = useRef<HTMLElement | null>(null);
  const inputs = form.inputsCollection?.items ?? [];
  const firstErrorId = inputs.find((input) => errors[input.sys.id])?.sys.id;
  useEffect(() => {
    firstInvalid.current?.focus();
  }, [state]);
  return (
    <section className="dynamic-form" aria-labelledby={`form-title-${form.sys.id}`}>
      <Heading id={`form-title-${form.sys.id}`}>{form.formTitle ?? form.title}</Heading>
      {description}
      {firstErrorId ? (
        <p className="form-error" role="alert">
          {t("content.form.errors_summary")}
        </p>
      ) : null}
      {state?.tooMany ? (
        <p className="form-error" role="alert">
          {t("content.form.too_many")}
        </p>
      ) : null}
      {state?.notSent ? (
        <p className="form-error" role="alert">
          {t("content.form.not_sent")} {t("errors.try_again_later_or_contact")}
        </p>
      ) : null}
      <Form method="post" action={action} noValidate className="dynamic-form__form">
        <CsrfField token={csrf} />
        {inputs.map((input) => {
          const name = fieldName(input.sys.id);
          const id = `input-${form.sys.id}-${input.sys.id}`;
          const error = errors[input.sys.id];
          const errorId = error ? `${id}-error` : undefined;
          const previous = state?.values[input.title];
          const common = {
            id,
            name,
            required: Boolean(input.requiredField),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": errorId,
            ref:
              input.sys.id === firstErrorId
                ? (element: (HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement) | null) =>
                    void (firstInvalid.current = element)
                : undefined,
          };
          const label = (
            <>
              {input.title}
              {input.requiredField ? (
                <span className="dynamic-form__required"> ({t("content.form.required")})</span>
              ) : null}
            </>
          );
          const errorText = error ? (
            <p id={errorId} className="field-error">
              {t(ERROR_KEYS[error.code], { field: input.title })}
            </p>
          ) : null;
          if (input.type === "radio" || (input.type === "checkbox" && (input.inputList?.length ?? 0) > 0)) {
            const chosen = Array.isArray(previous) ? previous : previous ? [previous] : [];
            return (
              <fieldset
                key={input.sys.id}
                className="dynamic-form__field"
                aria-describedby={errorId}
                aria-invalid={error ? true : undefined}
              >
                <legend>{label}</legend>
                {(input.inputList ?? []).map((option, index) => (
                  <label key={option} className="dynamic-form__choice">
                    <input
                      type={input.type === "radio" ? "radio" : "checkbox"}
                      name={name}
                      value={option}
                      defaultChecked={chosen.includes(option)}
                      ref={index === 0 ? common.ref : undefined}
                    />
                    {option}
                  </label>
                ))}
                {errorText}
              </fieldset>
            );
          }
          return (
            <div key={input.sys.id} className="dynamic-form__field">
              {input.type === "checkbox" ? (
                <label className="dynamic-form__choice">
                  <input type="checkbox" value="ja" defaultChecked={previous === "ja"} {...common} />
                  {label}
                </label>
              ) : (
                <label htmlFor={id}>{label}</label>
              )}
              {input.type === "textarea" ? (
                <textarea
                  rows={5}
                  placeholder={input.placeholderText ?? undefined}
                  defaultValue={typeof previous === "string" ? previous : ""}
                  {...common}
                />
              ) : input.type === "select" ? (
                <select defaultValue={typeof previous === "string" ? previous : ""} {...common}>
                  <option value="">{input.placeholderText ?? "–"}</option>
                  {(input.inputList ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : input.type === "checkbox" ? null : (
                <input
                  type={input.type}
                  placeholder={input.placeholderText ?? undefined}
                  defaultValue={typeof previous === "string" ? previous : ""}
                  autoComplete={input.type === "email" ? "email" : input.type === "tel" ? "tel" : undefined}
                  {...common}
                />
              )}
              {errorText}
            </div>
          );
        })}
        <button type="submit">{t("content.form.submit")}</button>
      </Form>
    </section>
  );
}
