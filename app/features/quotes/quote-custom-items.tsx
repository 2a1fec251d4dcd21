import { LineEditForm } from "./line-edit-form";
import { Form } from "@remix-run/react";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { QuoteView } from "./quote-view.server";

type CustomItem = QuoteView["customItems"][number];

/** The buyer's own lines (work, freight): free text, quantity, unit and a price in kronor. */
export function QuoteCustomItems({
  items,
  editable,
  showPrices,
}: {
  items: CustomItem[];
  editable: boolean;
  showPrices: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="custom-items-heading">
      <h2 id="custom-items-heading">{t("quote-pages.custom.heading")}</h2>
      <p className="field__hint">{t("quote-pages.custom.hint")}</p>
      {items.length === 0 ? (
        <p className="empty-state">{t("quote-pages.custom.none")}</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">{t("quote-pages.custom.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("quote-pages.custom.text")}</th>
              <th scope="col">{t("quote-pages.items.quantity")}</th>
              <th scope="col">{t("quote-pages.items.unit")}</th>
              {showPrices || editable ? <th scope="col">{t("quote-pages.custom.price")}</th> : null}
              {showPrices ? <th scope="col">{t("quote-pages.items.line_total")}</th> : null}
              {editable ? <th scope="col">{t("quote-pages.items.change")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) =>
              editable ? (
                <EditableRow
                  key={`${item.customItemId}:${item.name}:${item.quantity}:${item.unit}:${item.priceInput}`}
                  item={item}
                  showPrices={showPrices}
                />
              ) : (
                <tr key={item.customItemId}>
                  <td>{item.name}</td>
                  <td>{item.quantity}</td>
                  <td>{item.unit}</td>
                  {showPrices ? <td>{item.price}</td> : null}
                  {showPrices ? <td>{item.lineTotal}</td> : null}
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {editable ? <AddCustomItemForm key={items.length} /> : null}
    </section>
  );
}

function EditableRow({ item, showPrices }: { item: CustomItem; showPrices: boolean }) {
  const t = useT();
  const formId = `custom-item-${item.customItemId}`;
  const name = item.name;
  return (
    <tr>
      <td>
        <input form={formId} name="name" defaultValue={name} aria-label={t("quote-pages.custom.text_for", { name })} />
      </td>
      <td>
        <input
          form={formId}
          name="quantity"
          type="number"
          min={1}
          className="input--short"
          defaultValue={item.quantity}
          aria-label={t("quote-pages.custom.quantity_for", { name })}
        />
      </td>
      <td>
        <input
          form={formId}
          name="unit"
          className="input--short"
          defaultValue={item.unit}
          aria-label={t("quote-pages.custom.unit_for", { name })}
        />
      </td>
      <td>
        {/* Without price rights the field starts empty: empty keeps the line's price. */}
        <input
          form={formId}
          name="price"
          inputMode="decimal"
          className="input--short"
          defaultValue={item.priceInput}
          aria-label={t("quote-pages.custom.price_for", { name })}
        />
      </td>
      {showPrices ? <td>{item.lineTotal}</td> : null}
      <td>
        <LineEditForm
          formId={formId}
          idField="customItemId"
          id={item.customItemId}
          intents={{ save: "update-custom", remove: "remove-custom" }}
          labels={{
            save: t("quote-pages.custom.save_for", { name }),
            remove: t("quote-pages.custom.remove_for", { name }),
          }}
        />
      </td>
    </tr>
  );
}

function AddCustomItemForm() {
  const t = useT();
  return (
    <Form method="post" className="inline-form" aria-label={t("quote-pages.custom.add")}>
      <CsrfField />
      <div className="field">
        <label htmlFor="custom-name">{t("quote-pages.custom.text")}</label>
        <input id="custom-name" name="name" required maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="custom-quantity">{t("quote-pages.items.quantity")}</label>
        <input id="custom-quantity" name="quantity" type="number" min={1} defaultValue={1} className="input--short" />
      </div>
      <div className="field">
        <label htmlFor="custom-unit">{t("quote-pages.items.unit")}</label>
        <input id="custom-unit" name="unit" defaultValue="st" maxLength={10} className="input--short" />
      </div>
      <div className="field">
        <label htmlFor="custom-price">{t("quote-pages.custom.price")}</label>
        <input id="custom-price" name="price" inputMode="decimal" required className="input--short" />
      </div>
      <button type="submit" name="intent" value="add-custom">
        {t("quote-pages.custom.add")}
      </button>
    </Form>
  );
}
