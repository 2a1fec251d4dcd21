import { useEffect, useRef } from "react";
import { Form, useNavigate } from "@remix-run/react";
import { FormMessage, SelectField } from "~/ui/form-bits";
import { useHydrated } from "~/ui/use-hydrated";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { useTrackedFetcher } from "~/features/tracking";
import {
  ORDER_DOCUMENTS_MESSAGE_MAX,
  ORDER_INQUIRY_MESSAGE_MAX,
  ORDER_INQUIRY_SUBJECTS,
  RESPOND_WITH_DATA,
  type OrderFollowUpResult,
} from "./order-follow-up";

type Result = OrderFollowUpResult | undefined;
const resultFor = (result: Result, intent: OrderFollowUpResult["intent"]) =>
  result?.intent === intent ? result : undefined;

/**
 * Order again. Without JavaScript the form posts and the action answers 303 to the cart with the notice; with it a
 * fetcher posts, add_to_cart is pushed and the page goes to the cart itself (the notice arrives as a flash toast).
 */
export function OrderAgainForm({ result }: { result: Result }) {
  const t = useT();
  const fetcher = useTrackedFetcher<OrderFollowUpResult>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const handled = useRef<unknown>(null);
  // Without JavaScript a refusal arrives as the page's action data.
  const answer = fetcher.data ?? resultFor(result, "order-again");
  useEffect(() => {
    if (!answer?.redirectTo || handled.current === answer) return;
    handled.current = answer;
    navigate(answer.redirectTo);
  }, [answer, navigate]);
  return (
    <fetcher.Form method="post" preventScrollReset className="order-again">
      <CsrfField />
      <input type="hidden" name="intent" value="order-again" />
      {hydrated ? <input type="hidden" name="respond" value={RESPOND_WITH_DATA} /> : null}
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("account-pages.order.again.submit")}
      </button>
      <FormMessage message={answer && !answer.ok ? answer.message : undefined} ok={false} />
    </fetcher.Form>
  );
}

/** The confirmation PDF, and the same by e-mail with the buyer's message. */
export function OrderDocuments({ orderId, result }: { orderId: string; result: Result }) {
  const t = useT();
  const mine = resultFor(result, "email-documents");
  return (
    <section>
      <h2>{t("account-pages.order.documents")}</h2>
      <p>
        <a href={`/api/orderbekraftelse/${orderId}`} download={`orderbekraftelse-${orderId}.pdf`}>
          {t("account-pages.order.download_pdf")}
        </a>
      </p>
      <FormMessage message={mine?.message} ok={mine?.ok} />
      <Form method="post" preventScrollReset key={mine?.ok ? mine.key : "email"}>
        <CsrfField />
        <input type="hidden" name="intent" value="email-documents" />
        <div className="field">
          <label htmlFor="email-message">{t("account-pages.order.email_message")}</label>
          <p className="field__hint" id="email-message-hint">
            {t("account-pages.order.email_hint")}
          </p>
          <textarea
            id="email-message"
            name="message"
            rows={3}
            maxLength={ORDER_DOCUMENTS_MESSAGE_MAX}
            aria-describedby="email-message-hint"
            defaultValue={mine?.ok ? "" : (mine?.values?.message ?? "")}
          />
        </div>
        <button type="submit">{t("account-pages.order.email_submit")}</button>
      </Form>
    </section>
  );
}

/** "Fråga om ordern": a subject and a message to customer service; errors next to their fields. */
export function OrderInquiryForm({ result }: { result: Result }) {
  const t = useT();
  const mine = resultFor(result, "inquiry");
  const errors = mine?.errors ?? {};
  const values = mine?.ok ? {} : (mine?.values ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // With JavaScript the first field with a problem gets the focus, as a person would look for it.
    const first = mine?.errors?.subject ? "subject" : mine?.errors?.message ? "message" : null;
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [mine]);
  return (
    <section aria-labelledby="order-inquiry-heading">
      <h2 id="order-inquiry-heading">{t("account-pages.order.inquiry.title")}</h2>
      <FormMessage message={mine?.message} ok={mine?.ok} />
      <Form method="post" preventScrollReset ref={formRef} key={mine?.ok ? mine.key : "inquiry"}>
        <CsrfField />
        <input type="hidden" name="intent" value="inquiry" />
        <SelectField
          id="inquiry-subject"
          name="subject"
          label={t("account-pages.order.inquiry.subject")}
          error={errors.subject}
          defaultValue={values.subject ?? ""}
        >
          <option value="">{t("account-pages.order.inquiry.choose_subject")}</option>
          {ORDER_INQUIRY_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`account-pages.order.inquiry.subjects.${subject}`)}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label htmlFor="inquiry-message">{t("account-pages.order.inquiry.message")}</label>
          <p className="field__hint" id="inquiry-message-hint">
            {t("account-pages.order.inquiry.message_hint", { max: ORDER_INQUIRY_MESSAGE_MAX })}
          </p>
          <textarea
            id="inquiry-message"
            name="message"
            rows={5}
            maxLength={ORDER_INQUIRY_MESSAGE_MAX}
            defaultValue={values.message ?? ""}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "inquiry-message-hint inquiry-message-error" : "inquiry-message-hint"}
          />
          {errors.message ? (
            <p className="field__error" id="inquiry-message-error">
              {errors.message}
            </p>
          ) : null}
        </div>
        <button type="submit">{t("account-pages.order.inquiry.submit")}</button>
      </Form>
    </section>
  );
}
