import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { serverT } from "~/platform/i18n/catalogue.server";
import {
  ORDER_DOCUMENTS_MESSAGE_MAX,
  ORDER_FOLLOW_UP_INTENTS,
  ORDER_INQUIRY_MESSAGE_MAX,
  ORDER_INQUIRY_SUBJECTS,
  type OrderFollowUpResult,
} from "./order-follow-up";
import { attempt, readAccountForm, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { askAboutOrder, emailOrderDocument } from "./account-orders.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { orderAgain } from "./order-again.server";

const reply = (result: OrderFollowUpResult, status = 200) => data(result, { status });

const inquiryForm = z.object({
  subject: z.enum(ORDER_INQUIRY_SUBJECTS, { error: () => serverT("account-pages.order.inquiry.subject_required") }),
  message: z
    .string()
    .trim()
    .min(1, { error: () => serverT("account-pages.order.inquiry.message_required") })
    .max(ORDER_INQUIRY_MESSAGE_MAX, {
      error: () => serverT("account-pages.order.inquiry.message_too_long", { max: ORDER_INQUIRY_MESSAGE_MAX }),
    }),
});

/** A question about the order to customer service; each field's problem is told next to it. */
async function askAbout(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  orderId: string,
  formData: FormData,
) {
  const values = { subject: String(formData.get("subject") ?? ""), message: String(formData.get("message") ?? "") };
  const parsed = inquiryForm.safeParse(values);
  if (!parsed.success) {
    const errors: OrderFollowUpResult["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "subject" || field === "message") && !errors[field]) errors[field] = issue.message;
    }
    return reply(
      { intent: "inquiry", ok: false, message: serverT("account-pages.order.inquiry.invalid"), errors, values },
      400,
    );
  }
  // The subject's key, not its label: the service takes only the page's subjects and names them in its mail.
  const result = await attempt(request, context, () =>
    askAboutOrder(commerce.transport, { orderId, subject: parsed.data.subject, message: parsed.data.message }),
  );
  if (!result.ok)
    return reply({ intent: "inquiry", ok: false, message: result.message, values }, result.error.status ?? 400);
  return reply({
    intent: "inquiry",
    ok: true,
    key: `inquiry-${result.value.inquiryId}`,
    message: serverT("account-pages.order.inquiry.sent", { id: orderId }),
  });
}

const HOURLY_LIMIT_REACHED = "hourly-limit-reached" as const;
/** The service's hourly limit on document mails (429) is told beside the form, not as a failed page. */
function hourlyLimitReached(error: unknown): typeof HOURLY_LIMIT_REACHED {
  if (error instanceof CommerceError && error.status === 429) return HOURLY_LIMIT_REACHED;
  throw error;
}

/** The order confirmation by e-mail to the buyer's own address (the service's choice), with his message. */
async function emailDocuments(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  orderId: string,
  formData: FormData,
) {
  const message = String(formData.get("message") ?? "").trim();
  if (message.length > ORDER_DOCUMENTS_MESSAGE_MAX)
    return reply(
      {
        intent: "email-documents",
        ok: false,
        message: serverT("account-pages.order.email_too_long", { max: ORDER_DOCUMENTS_MESSAGE_MAX }),
        values: { message },
      },
      400,
    );
  const result = await attempt(request, context, () =>
    emailOrderDocument(commerce.transport, orderId, message || null).catch(hourlyLimitReached),
  );
  if (!result.ok)
    return reply(
      { intent: "email-documents", ok: false, message: result.message, values: { message } },
      result.error.status ?? 400,
    );
  if (result.value === HOURLY_LIMIT_REACHED)
    return reply(
      {
        intent: "email-documents",
        ok: false,
        message: serverT("account-pages.order.email_limit_reached"),
        values: { message },
      },
      429,
    );
  return reply({
    intent: "email-documents",
    ok: true,
    key: `email-${Date.now().toString(36)}`,
    message: serverT("account-pages.order.emailed", { to: result.value.to }),
  });
}

/** The order page's forms, told apart by `intent`; none of them without the order-history right. */
export async function handleOrderFollowUp(request: Request, context: AppLoadContext, orderId: string) {
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = z.enum(ORDER_FOLLOW_UP_INTENTS).safeParse(formData.get("intent"));
  if (commerce.viewer.denials.includes("EJ_ORDERHISTORIK"))
    return reply({ intent: intent.data ?? null, ok: false, message: serverT("errors.missing_rights") }, 403);
  switch (intent.data) {
    case "inquiry":
      return askAbout(request, context, commerce, orderId, formData);
    case "email-documents":
      return emailDocuments(request, context, commerce, orderId, formData);
    case "order-again":
      return orderAgain(request, context, commerce, orderId, formData);
    default:
      return reply({ intent: null, ok: false, message: serverT("account-pages.unknown_action") }, 400);
  }
}
