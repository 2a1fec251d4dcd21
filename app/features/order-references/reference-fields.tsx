/**
 * "Er referens" and "Kostnadsställe" in a checkout form (docs/purchasing-controls.md): labelled as the customer's rule
 * says (required or optional), the cost centre a select when the customer keeps a list, and each error by its field.
 * Plain inputs in the page's own form: works without JavaScript.
 */
import { COST_CENTRE_MAX, REFERENCE_MAX, type OrderReferenceRules } from "@shop/domain/order-references";
import { Field } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n-provider";

export const REFERENCE_FIELD_LABEL_KEYS = {
  reference: (rules: OrderReferenceRules) =>
    rules.referenceRequired ? "order-references.reference" : "order-references.reference_optional",
  costCentre: (rules: OrderReferenceRules) =>
    rules.costCentreRequired ? "order-references.cost_centre" : "order-references.cost_centre_optional",
};

export function ReferenceFields({
  rules,
  errors,
  values,
  className,
}: {
  rules: OrderReferenceRules;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The fields' layout class (`Field`'s own by default); "field" stacks label, control and error. */
  className?: string;
}) {
  const t = useT();
  return (
    <>
      <Field
        id="reference"
        label={t(REFERENCE_FIELD_LABEL_KEYS.reference(rules))}
        error={errors.reference}
        className={className}
      >
        {(props) => (
          <input
            {...props}
            name="reference"
            maxLength={REFERENCE_MAX}
            required={rules.referenceRequired || undefined}
            defaultValue={values.reference ?? ""}
          />
        )}
      </Field>
      <Field
        id="costCentre"
        label={t(REFERENCE_FIELD_LABEL_KEYS.costCentre(rules))}
        error={errors.costCentre}
        className={className}
      >
        {(props) =>
          rules.costCentres.length ? (
            <select
              {...props}
              name="costCentre"
              required={rules.costCentreRequired || undefined}
              defaultValue={values.costCentre ?? ""}
            >
              <option value="">
                {t(
                  rules.costCentreRequired
                    ? "order-references.cost_centre_choose"
                    : "order-references.cost_centre_none",
                )}
              </option>
              {rules.costCentres.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name ? `${c.code} ${c.name}` : c.code}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...props}
              name="costCentre"
              maxLength={COST_CENTRE_MAX}
              required={rules.costCentreRequired || undefined}
              defaultValue={values.costCentre ?? ""}
            />
          )
        }
      </Field>
    </>
  );
}
