import { LineEditForm } from "./line-edit-form";
import { Form } from "@remix-run/react";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { QuoteView } from "./quote-view.server";
import { ReplacementNotice } from "~/features/products";

type Item = QuoteView["items"][number];

interface Props {
  items: Item[];
  editable: boolean;
  showPrices: boolean;
  showDiscounts: boolean;
  /** Once the wholesaler's desk made an offer: its agreed purchase price per line. */
  showAgreed: boolean;
}

/**
 * The quote's catalogue lines. While editable, each row's inputs belong to the row's own form (the `form`
 * attribute), so a table row can be changed and saved without JavaScript.
 */
export function QuoteItems({ items, editable, showPrices, showDiscounts, showAgreed }: Props) {
  const t = useT();
  if (items.length === 0) return <p className="empty-state">{t("quote-pages.items.none")}</p>;
  return (
    <table className="table quote-items">
      <caption className="visually-hidden">{t("quote-pages.items.heading")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("quote-pages.items.article")}</th>
          <th scope="col">{t("quote-pages.items.name")}</th>
          <th scope="col">{t("quote-pages.items.quantity")}</th>
          <th scope="col">{t("quote-pages.items.unit")}</th>
          {showPrices ? <th scope="col">{t("quote-pages.items.price")}</th> : null}
          {showPrices && editable ? <th scope="col">{t("quote-pages.items.own_price")}</th> : null}
          {showDiscounts ? <th scope="col">{t("quote-pages.items.discount")}</th> : null}
          {showPrices ? <th scope="col">{t("quote-pages.items.line_total")}</th> : null}
          {showPrices && showAgreed ? <th scope="col">{t("quote-pages.items.agreed_price")}</th> : null}
          {editable ? <th scope="col">{t("quote-pages.items.change")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <ItemRow
            key={`${item.quoteItemId}:${item.quantity}:${item.ownPrice}:${item.discountPercentage}`}
            item={item}
            editable={editable}
            showPrices={showPrices}
            showDiscounts={showDiscounts}
            showAgreed={showAgreed}
          />
        ))}
      </tbody>
    </table>
  );
}

function ItemRow({ item, editable, showPrices, showDiscounts, showAgreed }: Omit<Props, "items"> & { item: Item }) {
  const t = useT();
  const formId = `quote-item-${item.quoteItemId}`;
  const article = item.articleNumber;
  const discount = item.discountPercentage === null ? "" : String(item.discountPercentage).replace(".", ",");
  return (
    <tr>
      <td>{article}</td>
      <td>
        {item.name}
        {item.notice ? <ReplacementNotice notice={item.notice} /> : null}
      </td>
      <td>
        {editable ? (
          <input
            form={formId}
            name="quantity"
            type="number"
            min={1}
            className="input--short"
            defaultValue={item.quantity}
            aria-label={t("quote-pages.items.quantity_for", { article })}
          />
        ) : (
          item.quantity
        )}
      </td>
      <td>{item.unit}</td>
      {showPrices ? (
        <td>
          {item.price}
          {item.priceOverridden ? <span className="muted"> ({t("quote-pages.items.own_price_marker")})</span> : null}
        </td>
      ) : null}
      {showPrices && editable ? (
        <td>
          <input
            form={formId}
            name="price"
            inputMode="decimal"
            className="input--short"
            defaultValue={item.ownPrice}
            aria-label={t("quote-pages.items.price_for", { article })}
          />
        </td>
      ) : null}
      {showDiscounts ? (
        <td>
          {editable ? (
            <input
              form={formId}
              name="discountPercentage"
              inputMode="decimal"
              className="input--short"
              defaultValue={discount}
              aria-label={t("quote-pages.items.discount_for", { article })}
            />
          ) : (
            discount
          )}
        </td>
      ) : null}
      {showPrices ? <td>{item.lineTotal}</td> : null}
      {showPrices && showAgreed ? <td>{item.agreedPrice ?? ""}</td> : null}
      {editable ? (
        <td>
          <LineEditForm
            formId={formId}
            idField="quoteItemId"
            id={item.quoteItemId}
            intents={{ save: "update-item", remove: "remove-item" }}
            labels={{
              save: t("quote-pages.items.save_for", { article }),
              remove: t("quote-pages.items.remove_for", { article }),
            }}
          />
        </td>
      ) : null}
    </tr>
  );
}

/** Adds a catalogue article by its number. */
export function AddQuoteItemForm() {
  const t = useT();
  return (
    <Form method="post" className="inline-form" aria-label={t("quote-pages.items.add_heading")}>
      <CsrfField />
      <div className="field">
        <label htmlFor="add-item-article">{t("quote-pages.items.add_article")}</label>
        <input id="add-item-article" name="articleNumber" required />
      </div>
      <div className="field">
        <label htmlFor="add-item-quantity">{t("quote-pages.items.quantity")}</label>
        <input id="add-item-quantity" name="quantity" type="number" min={1} defaultValue={1} className="input--short" />
      </div>
      <button type="submit" name="intent" value="add-item">
        {t("quote-pages.items.add")}
      </button>
    </Form>
  );
}
