import { Form } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";

/**
 * The save and remove buttons of one quote line. The line's inputs sit in other table cells and join this form
 * through their `form` attribute, so each row is one form without nesting forms in a table.
 */
export function LineEditForm({
  formId,
  idField,
  id,
  intents,
  labels,
}: {
  formId: string;
  idField: "quoteItemId" | "customItemId";
  id: string;
  intents: { save: string; remove: string };
  /** Accessible names that say which line the buttons act on. */
  labels: { save: string; remove: string };
}) {
  const t = useT();
  return (
    <Form method="post" id={formId} className="inline">
      <CsrfField />
      <input type="hidden" name={idField} value={id} />
      <button type="submit" name="intent" value={intents.save} aria-label={labels.save}>
        {t("quote-pages.items.save")}
      </button>
      <button type="submit" name="intent" value={intents.remove} aria-label={labels.remove}>
        {t("quote-pages.items.remove")}
      </button>
    </Form>
  );
}
