/**
 * The customer admin's form for the order reference setting (docs/purchasing-controls.md): two checkboxes and the
 * list of cost centres as a text area, one per line. Others see the setting as it applies.
 */
import { Form } from "@remix-run/react";
import { COST_CENTRE_MAX } from "@shop/domain/order-references";
import { FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { SettingsFormResult } from "./settings-page.server";

interface Settings {
  customerId: string;
  /** The customer's name as the header shows it, when known. */
  customerName: string | null;
  mayChange: boolean;
  referenceRequired: boolean;
  costCentreRequired: boolean;
  costCentres: { code: string; name: string }[];
  costCentresText: string;
}

export function OrderReferenceSettingsForm({ settings, result }: { settings: Settings; result?: SettingsFormResult }) {
  const t = useT();
  const values = result && !result.ok && result.values ? result.values : null;
  if (!settings.mayChange) {
    return (
      <section aria-labelledby="order-references-now">
        <p id="order-references-now">{t("order-references.settings.read_only")}</p>
        <dl className="order-details">
          <dt>{t("order-references.reference")}</dt>
          <dd>{t(`order-references.settings.required_${settings.referenceRequired ? "yes" : "no"}`)}</dd>
          <dt>{t("order-references.cost_centre")}</dt>
          <dd>{t(`order-references.settings.required_${settings.costCentreRequired ? "yes" : "no"}`)}</dd>
          <dt>{t("order-references.settings.cost_centres")}</dt>
          <dd>
            {settings.costCentres.length ? (
              <ul>
                {settings.costCentres.map((c) => (
                  <li key={c.code}>{c.name ? `${c.code} ${c.name}` : c.code}</li>
                ))}
              </ul>
            ) : (
              t("order-references.settings.no_list")
            )}
          </dd>
        </dl>
      </section>
    );
  }
  return (
    <Form method="post" aria-label={t("order-references.settings.title")}>
      <CsrfField />
      <p>{t("order-references.settings.intro", { customer: settings.customerName ?? settings.customerId })}</p>
      <FormMessage message={result?.message} ok={result?.ok} />
      <div className="choice">
        <input
          id="referenceRequired"
          type="checkbox"
          name="referenceRequired"
          defaultChecked={values ? values.referenceRequired : settings.referenceRequired}
        />
        <label htmlFor="referenceRequired">{t("order-references.settings.reference_required")}</label>
      </div>
      <div className="choice">
        <input
          id="costCentreRequired"
          type="checkbox"
          name="costCentreRequired"
          defaultChecked={values ? values.costCentreRequired : settings.costCentreRequired}
        />
        <label htmlFor="costCentreRequired">{t("order-references.settings.cost_centre_required")}</label>
      </div>
      <div className="field">
        <label htmlFor="costCentres">{t("order-references.settings.cost_centres")}</label>
        <p id="costCentres-hint" className="field-hint">
          {t("order-references.settings.cost_centres_hint", { max: COST_CENTRE_MAX })}
        </p>
        <textarea
          id="costCentres"
          name="costCentres"
          rows={8}
          aria-describedby="costCentres-hint"
          aria-invalid={result && !result.ok ? true : undefined}
          defaultValue={values ? values.costCentres : settings.costCentresText}
        />
      </div>
      <button type="submit">{t("order-references.settings.save")}</button>
    </Form>
  );
}
