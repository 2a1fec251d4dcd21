/** Orders (spec section 7): search, invoices, addresses, documents, inquiries, order-number validation. */
import { Hono } from "hono";
import { z } from "zod";
import { ORDER_DOCUMENTS_MESSAGE_MAX } from "@shop/domain/account-constants";
import { ORDER_SEARCH_TEXT_MAX } from "@shop/contract/commerce/orders";
import { customerOrderNumberProblems } from "@shop/domain/customer-order-number";
import { oreToSek } from "@shop/domain/money";
import { canReadCustomerProject } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import { denies } from "../auth/claims";
import { moneyVisibility } from "../auth/money-filter";
import { writeCsv } from "../cart/files";
import type { AppEnv } from "../env";
import { badRequest, forbidden, jsonBody, parseOrThrow } from "../http/errors";
import { orderConfirmationPdf } from "../orders/pdf";
import { orderApprovalTrail } from "../approvals/view";
import { queueMail } from "../mail/outbox";
import { countDocumentMail, documentMail, documentRecipient } from "../orders/document-mail";
import { inquiryMail, inquirySubject, INQUIRY_SUBJECT_LABELS } from "../orders/inquiry-mail";
import { customerName, issuedInvoices, orderIdByReference, orderUsingCustomerNumber } from "../orders/records";
import { recordInquiry, userContact } from "../orders/records";
import { ORDER_SORTS, searchOrders, type OrderSort } from "../orders/search";
import {
  assertOrderHistory,
  orderAddresses,
  orderDetail,
  orderSummary,
  ORDER_STATUSES,
  visibleOrder,
} from "../orders/store";

/** Exactly the keys of spec section 3 plus paging: any other key is a 400. */
const searchQuery = z.strictObject({
  // Matched with instr(), not LIKE (orders/search.ts): any length is safe; this is what the page offers.
  q: z.string().trim().max(ORDER_SEARCH_TEXT_MAX).optional(),
  orderStatus: z.enum(ORDER_STATUSES).optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  sort: z.enum(Object.keys(ORDER_SORTS) as [OrderSort, ...OrderSort[]]).default("-createdAt"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const noCustomerContext = (message: string) =>
  badRequest(message, [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
const emailBody = z
  .object({
    message: z.string().max(ORDER_DOCUMENTS_MESSAGE_MAX).default(""),
    email: z.email().max(320).optional(),
    documentType: z.enum(["order-confirmation"]).default("order-confirmation"),
  })
  .default({ message: "", documentType: "order-confirmation" });
const inquiryBody = z.object({
  orderId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  // Any text here is checked against the order page's subjects (inquirySubject): a 422 names them.
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

export const orderRoutes = new Hono<AppEnv>()
  .get("/orders/search", async (c) => {
    const claims = claimsOf(c);
    assertOrderHistory(claims);
    const query = parseOrThrow(searchQuery, c.req.query(), "query");
    if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
      throw badRequest("fromDate is after toDate", [
        { path: "fromDate", code: "invalid_range", message: "fromDate must not be after toDate" },
      ]);
    }
    if (!claims.customerId) throw noCustomerContext("Choose a customer to see its orders");
    // Sorting by amount would reveal the order of totals the caller may not see: newest first instead.
    const view = moneyVisibility(claims);
    if (!(view.prices && view.financials) && query.sort.endsWith("total")) query.sort = "-createdAt";
    const { rows, total } = await searchOrders(c.env.DB, claims, { ...query, customerId: claims.customerId });
    return c.json({ orders: rows.map(orderSummary), total, limit: query.limit, offset: query.offset });
  })
  .get("/orders/getOrderId/:x", async (c) => {
    const claims = claimsOf(c);
    assertOrderHistory(claims);
    const x = c.req.param("x");
    if (!/^[A-Za-z0-9-]{1,40}$/.test(x)) {
      throw badRequest("Invalid order reference", [
        { path: "x", code: "invalid_format", message: "A web order number or an order number" },
      ]);
    }
    const id = await orderIdByReference(c.env.DB, x);
    const order = await visibleOrder(c.env.DB, claims, String(id ?? "0"));
    return c.json({ orderId: String(order.id), tempOrderId: order.temp_order_id });
  })
  .get("/orders/:id", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    // An order placed from an approval carries its audit trail (who submitted, approved and placed it, when).
    return c.json({ ...(await orderDetail(c.env.DB, order)), approval: await orderApprovalTrail(c.env.DB, order) });
  })
  .get("/orders/:id/invoices", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    if (denies(claims, "EJ_SE_EKONOMISK_UPPFÖLJNING")) throw forbidden("Not allowed to see invoices");
    const invoices = await issuedInvoices(c.env.DB, order.id);
    return c.json(
      invoices.map((i) => ({
        invoiceId: i.id,
        orderId: String(order.id),
        amount: oreToSek(i.amount_ore),
        currency: "SEK",
        issuedAt: i.issued_at,
        dueAt: i.due_at,
        paid: i.paid === 1,
      })),
    );
  })
  .get("/orders/:id/addresses", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    return c.json(await orderAddresses(c.env.DB, order));
  })
  .get("/orders/:id/documents/order-confirmation", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    const claims = claimsOf(c);
    const detail = await orderDetail(c.env.DB, order);
    const addresses = await orderAddresses(c.env.DB, order);
    const name = await customerName(c.env.DB, order.customer_id);
    const pdf = await orderConfirmationPdf(detail, addresses, name, moneyVisibility(claims));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="orderbekraftelse-${order.id}.pdf"`,
    });
  })
  .get("/orders/:id/download", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    const detail = await orderDetail(c.env.DB, order);
    // The price columns only for a caller who may see prices (the same rule as every JSON answer).
    const prices = moneyVisibility(claims).prices;
    const sek = (amount: number) => amount.toFixed(2).replace(".", ",");
    const rows = [
      [
        "Ordernummer",
        "Rad",
        "Artikelnummer",
        "Benämning",
        "Antal",
        "Enhet",
        "Märkning",
        ...(prices ? ["À-pris", "Belopp"] : []),
      ],
      ...detail.items.map((i) => [
        detail.orderId,
        String(i.line),
        i.articleNumber,
        i.name,
        String(i.quantity),
        i.unit,
        i.label,
        ...(prices ? [sek(i.unitPrice), sek(i.lineNet)] : []),
      ]),
    ];
    return c.body(writeCsv(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="order-${order.id}.csv"`,
    });
  })
  .post("/orders/:id/documents/email", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    const body = await jsonBody(c, emailBody);
    const user = await userContact(c.env.DB, claims.sub);
    if (!user) throw forbidden("Unknown user");
    const sender = { email: user.email, firstName: user.first_name, lastName: user.last_name };
    const to = await documentRecipient(c.env.DB, sender, order, body.email);
    // Counted only once the mail may go: a refused recipient costs nothing, a counted one is queued at once.
    await countDocumentMail(c.env.DB, claims.sub);
    const outboxId = await queueMail(c.env.DB, documentMail(order, sender, to, body.message));
    return c.json({ queued: true, outboxId, to }, 202);
  })
  .post("/orders/inquiry", async (c) => {
    const claims = claimsOf(c);
    const body = await jsonBody(c, inquiryBody);
    const subject = inquirySubject(body.subject);
    if (!claims.customerId) throw noCustomerContext("Choose a customer first");
    const order = body.orderId ? await visibleOrder(c.env.DB, claims, body.orderId) : null;
    const user = await userContact(c.env.DB, claims.sub);
    const customerId = order?.customer_id ?? claims.customerId;
    const inquiry = {
      userId: claims.sub,
      customerId,
      orderId: order?.id ?? null,
      subject: INQUIRY_SUBJECT_LABELS[subject],
      message: body.message,
    };
    const sender = user && { email: user.email, firstName: user.first_name, lastName: user.last_name };
    const inquiryId = await recordInquiry(
      c.env.DB,
      inquiry,
      inquiryMail(subject, order?.id ?? null, customerId, sender, body.message),
    );
    return c.json({ inquiryId: String(inquiryId), orderId: order ? String(order.id) : null }, 201);
  })
  .get("/v4/customers/orders/:n/validate", async (c) => {
    const claims = claimsOf(c);
    const n = decodeURIComponent(c.req.param("n"));
    if (n.length > 100) {
      throw badRequest("Order number too long", [{ path: "n", code: "too_big", message: "At most 100 characters" }]);
    }
    const problems: string[] = customerOrderNumberProblems(n);
    let usedBy: string | null = null;
    if (problems.length === 0 && claims.customerId) {
      const used = await orderUsingCustomerNumber(c.env.DB, claims.customerId, n.trim());
      if (used) {
        problems.push("ALREADY_USED");
        // The number is unique per customer, but the order that uses it is named only to those who may see it.
        usedBy = canReadCustomerProject(claims, used.customer_id, used.project_id) ? String(used.id) : null;
      }
    }
    return c.json({ orderNumber: n.trim(), valid: problems.length === 0, problems, usedByOrderId: usedBy });
  });
