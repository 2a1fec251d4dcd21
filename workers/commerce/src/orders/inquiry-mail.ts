/**
 * A buyer's question about an order (POST /orders/inquiry), as customer service receives it. The subject is one
 * of the order page's subjects (domain/account-constants.ts), named here in Swedish: nothing the caller types
 * becomes the mail's Subject (issue #41, class 11).
 */
import { ORDER_INQUIRY_SUBJECTS, type OrderInquirySubject } from "@shop/domain/account-constants";
import { ApiError } from "../http/errors";
import { singleLine } from "../mail/outbox";

/** The mail's names for the subjects (the page's own labels live in its locale, account-pages.json). */
export const INQUIRY_SUBJECT_LABELS: Record<OrderInquirySubject, string> = {
  delivery: "Leverans",
  invoice: "Faktura",
  complaint: "Reklamation",
  other: "Övrigt",
};

/** The subject as the page sends it, or a 422 naming the choices. */
export function inquirySubject(subject: string): OrderInquirySubject {
  const known = ORDER_INQUIRY_SUBJECTS.find((s) => s === subject);
  if (known) return known;
  throw new ApiError(422, "Välj vad frågan gäller: leverans, faktura, reklamation eller övrigt.", [
    { path: "subject", code: "invalid_subject", message: `One of ${ORDER_INQUIRY_SUBJECTS.join(", ")}` },
  ]);
}

export interface InquirySender {
  email: string;
  firstName: string;
  lastName: string;
}

/** Subject and body of the mail to customer service; the sender's name and address stay on their own line. */
export function inquiryMail(
  subject: OrderInquirySubject,
  orderId: number | null,
  customerId: string,
  sender: InquirySender | null,
  message: string,
) {
  const name = singleLine(`${sender?.firstName ?? ""} ${sender?.lastName ?? ""}`);
  return {
    subject: `Förfrågan${orderId ? ` om order ${orderId}` : ""}: ${INQUIRY_SUBJECT_LABELS[subject]}`,
    body: `Från ${name} <${singleLine(sender?.email ?? "")}>, kund ${customerId}\n\n${message}`,
  };
}
