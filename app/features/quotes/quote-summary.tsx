import type { QuoteParty } from "@shop/contract/commerce/quotes";
import { useT } from "~/platform/i18n/i18n-provider";
import type { QuoteView } from "./quote-view.server";

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? ""}</dd>
    </div>
  );
}

/** Sender and receiver as the quote's reader sees them. */
function Party({ heading, party, kind }: { heading: string; party: QuoteParty; kind: "sender" | "receiver" }) {
  const t = useT();
  return (
    <section>
      <h2>{heading}</h2>
      <dl className="definition-list">
        {kind === "receiver" ? (
          <>
            <Row
              label={t("quote-pages.details.type")}
              value={party.type ? t(`quote-pages.receiver_types.${party.type}`) : ""}
            />
            <Row label={t("quote-pages.details.label")} value={party.label} />
          </>
        ) : null}
        <Row label={t("quote-pages.details.name")} value={party.name} />
        {kind === "sender" ? (
          <>
            <Row label={t("quote-pages.details.organization_number")} value={party.organizationNumber} />
            <Row label={t("quote-pages.details.reference")} value={party.reference} />
          </>
        ) : (
          <Row label={t("quote-pages.details.contact_person")} value={party.contactPerson} />
        )}
        <Row label={t("quote-pages.details.address")} value={party.address} />
      </dl>
    </section>
  );
}

/** The quote's status, validity and settings, then sender and receiver. */
export function QuoteSummary({ quote }: { quote: QuoteView }) {
  const t = useT();
  const yesNo = (value: boolean) => t(value ? "quote-pages.details.yes" : "quote-pages.details.no");
  return (
    <>
      <dl className="definition-list">
        <Row label={t("quote-pages.details.status")} value={t(`quote-pages.status.${quote.status}`)} />
        {quote.ownerName ? <Row label={t("quote-pages.details.owner")} value={quote.ownerName} /> : null}
        <Row label={t("quote-pages.details.created")} value={quote.createdAt} />
        <Row label={t("quote-pages.details.valid_from")} value={quote.validFrom} />
        <Row
          label={t("quote-pages.details.valid_for")}
          value={t("quote-pages.details.valid_for_days", { count: quote.validFor })}
        />
        <Row label={t("quote-pages.details.valid_until")} value={quote.validUntil} />
        <Row label={t("quote-pages.details.price_type")} value={t(`quote-pages.price_types.${quote.priceType}`)} />
        <Row label={t("quote-pages.details.merge_articles")} value={yesNo(quote.mergeArticles)} />
        <Row label={t("quote-pages.details.show_discounts")} value={yesNo(quote.showDiscounts)} />
        {quote.total !== null ? <Row label={t("quote-pages.details.total")} value={quote.total} /> : null}
      </dl>
      <div className="two-columns">
        <Party heading={t("quote-pages.details.sender")} party={quote.sender} kind="sender" />
        <Party heading={t("quote-pages.details.receiver")} party={quote.receiver} kind="receiver" />
      </div>
      {quote.deskMessage ? (
        <section>
          <h2>{t("quote-pages.details.desk_message")}</h2>
          <p className="quote-final-message">{quote.deskMessage}</p>
        </section>
      ) : null}
      <section>
        <h2>{t("quote-pages.details.final_message")}</h2>
        <p className="quote-final-message">{quote.finalMessage}</p>
      </section>
    </>
  );
}
