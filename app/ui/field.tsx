import type { ReactNode } from "react";

/** A labelled control with its error next to it (aria-invalid + aria-describedby). */
export function Field({
  id,
  label,
  error,
  className = "form-field",
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  /** The wrapper's class: a compact filter form lays out `field`s. */
  className?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Error list at the top of a form: links to each field, so the buyer finds them without JavaScript too. */
export function ErrorSummary({
  heading,
  errors,
  labels,
}: {
  heading: string;
  errors: Record<string, string>;
  labels: Record<string, string>;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="error-summary">
      <p>{heading}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            {field === "form" ? message : <a href={`#${field}`}>{`${labels[field] ?? field}: ${message}`}</a>}
          </li>
        ))}
      </ul>
    </div>
  );
}
