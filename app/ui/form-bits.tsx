import type { ReactNode } from "react";

/** A form's outcome: errors are announced at once (alert), confirmations politely (status). */
export function FormMessage({ message, ok }: { message?: string | null; ok?: boolean }) {
  if (!message) return null;
  return (
    <p className={ok ? "notice" : "notice notice--error"} role={ok ? "status" : "alert"}>
      {message}
    </p>
  );
}

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string | null;
  type?: string;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  children?: ReactNode;
}

/** A labelled input with its error next to it (aria-invalid, aria-describedby). */
export function Field({
  id,
  name,
  label,
  error,
  defaultValue,
  type = "text",
  autoComplete,
  hint,
  required,
}: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A select with the same label, error and aria wiring as `Field`. */
export function SelectField({
  id,
  name,
  label,
  error,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error under a field; its id is what the field's aria-describedby names. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}
