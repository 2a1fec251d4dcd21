import { Form } from "@remix-run/react";
import { Field } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { QuoteView } from "./quote-view.server";

/** The texts and settings of an editable quote, in one form; `error` is the form's refusal, shown at its top. */
export function QuoteFieldsForm({ quote, error }: { quote: QuoteView; error?: string }) {
  const t = useT();
  const { sender, receiver } = quote;
  return (
    <Form
      method="post"
      aria-labelledby="quote-fields-heading"
      aria-describedby={error ? "quote-fields-error" : undefined}
    >
      <h2 id="quote-fields-heading">{t("quote-pages.edit.heading")}</h2>
      {error ? (
        <p className="field__error" id="quote-fields-error">
          {error}
        </p>
      ) : null}
      <CsrfField />
      <Field id="quote-title" name="title" label={t("quote-pages.edit.title")} defaultValue={quote.title} />
      <div className="two-columns">
        <fieldset>
          <legend>{t("quote-pages.details.sender")}</legend>
          <Field id="sender-name" name="sender.name" label={t("quote-pages.details.name")} defaultValue={sender.name} />
          <Field
            id="sender-org"
            name="sender.organizationNumber"
            label={t("quote-pages.details.organization_number")}
            defaultValue={sender.organizationNumber}
          />
          <Field
            id="sender-reference"
            name="sender.reference"
            label={t("quote-pages.details.reference")}
            defaultValue={sender.reference}
          />
          <Field
            id="sender-address"
            name="sender.address"
            label={t("quote-pages.details.address")}
            defaultValue={sender.address}
          />
        </fieldset>
        <fieldset>
          <legend>{t("quote-pages.details.receiver")}</legend>
          <div className="field">
            <label htmlFor="receiver-type">{t("quote-pages.details.type")}</label>
            <select id="receiver-type" name="receiver.type" defaultValue={receiver.type ?? "company"}>
              <option value="company">{t("quote-pages.receiver_types.company")}</option>
              <option value="private">{t("quote-pages.receiver_types.private")}</option>
            </select>
          </div>
          <Field
            id="receiver-label"
            name="receiver.label"
            label={t("quote-pages.details.label")}
            defaultValue={receiver.label}
          />
          <Field
            id="receiver-name"
            name="receiver.name"
            label={t("quote-pages.details.name")}
            defaultValue={receiver.name}
          />
          <Field
            id="receiver-contact"
            name="receiver.contactPerson"
            label={t("quote-pages.details.contact_person")}
            defaultValue={receiver.contactPerson}
          />
          <Field
            id="receiver-address"
            name="receiver.address"
            label={t("quote-pages.details.address")}
            defaultValue={receiver.address}
          />
        </fieldset>
      </div>
      <div className="inline-form">
        <Field
          id="quote-valid-from"
          name="validFrom"
          type="date"
          label={t("quote-pages.details.valid_from")}
          defaultValue={quote.validFrom}
        />
        <Field
          id="quote-valid-for"
          name="validFor"
          type="number"
          label={t("quote-pages.details.valid_for")}
          defaultValue={String(quote.validFor)}
        />
        <div className="field">
          <label htmlFor="quote-price-type">{t("quote-pages.details.price_type")}</label>
          <select id="quote-price-type" name="priceType" defaultValue={quote.priceType}>
            <option value="NET">{t("quote-pages.price_types.NET")}</option>
            <option value="GROSS">{t("quote-pages.price_types.GROSS")}</option>
          </select>
        </div>
      </div>
      <label className="choice">
        <input type="checkbox" name="mergeArticles" defaultChecked={quote.mergeArticles} />
        {t("quote-pages.details.merge_articles")}
      </label>
      <label className="choice">
        <input type="checkbox" name="showDiscounts" defaultChecked={quote.showDiscounts} />
        {t("quote-pages.details.show_discounts")}
      </label>
      <div className="field">
        <label htmlFor="quote-final-message">{t("quote-pages.details.final_message")}</label>
        <textarea
          id="quote-final-message"
          name="finalMessage"
          rows={4}
          maxLength={4000}
          defaultValue={quote.finalMessage}
        />
      </div>
      <button type="submit" name="intent" value="save-fields">
        {t("quote-pages.edit.save")}
      </button>
    </Form>
  );
}
