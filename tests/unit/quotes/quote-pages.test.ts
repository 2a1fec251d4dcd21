import { describe, expect, it } from "vitest";
import { myPagesLinks } from "@shop/domain/my-pages";
import type { Quote } from "@shop/contract/commerce/quotes";
import { quoteView } from "~/features/quotes/quote-view.server";
import { quoteFiltersFrom } from "~/features/quotes/quote-list.server";
import { parseDiscount, parseQuoteFields, parseSek } from "~/features/quotes/quote-forms.server";
import { toCartMessage } from "~/features/quotes/quote-flow.server";

const quote: Quote = {
  quoteId: "q-1",
  status: "sent",
  title: "Villa Eklund",
  finalMessage: "",
  validFrom: "2026-03-01",
  validFor: 30,
  sender: { name: "Byggfirman Norrland AB" },
  receiver: { type: "company", name: "Eklund Fastigheter AB" },
  priceType: "NET",
  mergeArticles: false,
  showDiscounts: true,
  customerId: "10001",
  userId: "u-1",
  ownerName: "Eva Testsson",
  deskMessage: null,
  createdAt: "2026-03-01T08:00:00Z",
  updatedAt: "2026-03-01T08:00:00Z",
  items: [
    {
      quoteItemId: "qi-1",
      articleNumber: "1028268",
      name: "Kabel",
      unit: "m",
      quantity: 3,
      price: 125.5,
      discountPercentage: 10,
      priceOverridden: true,
      lineTotal: 338.85,
      agreedPrice: 99.9,
    },
  ],
  customItems: [{ customItemId: "c-1", name: "Montage", quantity: 3, unit: "tim", price: 450.5, lineTotal: 1351.5 }],
  attachments: [{ attachmentId: "a-1", fileName: "ritning.pdf", size: 12_500, url: "/x" }],
  total: 1690.35,
  currency: "SEK",
};
const rights = { canEdit: true, showPrices: true, showDiscounts: true, canOrder: true };

describe("the quote page's view", () => {
  it("shows amounts as kronor, the own price for its field, the validity's last day and file sizes", () => {
    // Intl writes a no-break space before "kr" and between thousands.
    const view = JSON.parse(JSON.stringify(quoteView(quote, rights)).replace(/\u00a0/g, " ")) as ReturnType<
      typeof quoteView
    >;
    expect(view.items[0]).toMatchObject({ price: "125,50 kr", ownPrice: "125,50", agreedPrice: "99,90 kr" });
    expect(view.customItems[0]).toMatchObject({ priceInput: "450,50", lineTotal: "1 351,50 kr" });
    expect(view.total).toBe("1 690,35 kr");
    expect(view.validUntil).toBe("2026-03-31");
    expect(view.attachments[0].size).toBe("12 kB");
  });

  it("leaves out every amount and discount for a viewer without price rights, whatever the service sent", () => {
    const view = quoteView(quote, { ...rights, showPrices: false, showDiscounts: false });
    expect(view.total).toBeNull();
    expect(view.items[0]).toMatchObject({ price: null, ownPrice: "", lineTotal: null, agreedPrice: null });
    expect(view.items[0].discountPercentage).toBeNull();
    expect(view.customItems[0]).toMatchObject({ price: null, priceInput: "", lineTotal: null });
    expect(JSON.stringify(view)).not.toMatch(/125|338|99,9|450|351|690/);
  });
});

describe("the quote forms", () => {
  it("reads kronor with a comma or a point exactly to the öre", () => {
    expect(parseSek("450,50")).toBe(450.5);
    expect(parseSek("0.07")).toBe(0.07);
    expect(parseSek("1 250 kr")).toBe(1250);
    expect(parseSek("12,345")).toBeNull();
    expect(parseSek("-5")).toBeNull();
    expect(parseSek("tio")).toBeNull();
  });

  it("reads a discount of 0–100 percent; empty is none", () => {
    expect(parseDiscount("12,5")).toBe(12.5);
    expect(parseDiscount("")).toBeNull();
    expect(parseDiscount("101")).toBeUndefined();
    expect(parseDiscount("5%")).toBeUndefined();
  });

  it("reads the texts and settings form, ticked boxes as true and a cleared organisation number as unchanged", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: " Villa Eklund ",
      finalMessage: "Rad 1\r\nRad 2",
      validFrom: "2026-03-01",
      validFor: "30",
      priceType: "GROSS",
      "sender.name": "Byggfirman",
      "sender.organizationNumber": "",
      "sender.reference": "Eva",
      "sender.address": "Storgatan 1",
      "receiver.type": "private",
      "receiver.label": "",
      "receiver.name": "Karin",
      "receiver.contactPerson": "",
      "receiver.address": "",
      mergeArticles: "on",
    }))
      form.set(name, value);
    const fields = parseQuoteFields(form);
    expect(fields).toMatchObject({ title: "Villa Eklund", finalMessage: "Rad 1\nRad 2", validFor: 30 });
    expect(fields?.sender).toEqual({ name: "Byggfirman", reference: "Eva", address: "Storgatan 1" });
    expect(fields).toMatchObject({ priceType: "GROSS", mergeArticles: true, showDiscounts: false });
    form.set("validFor", "400");
    expect(parseQuoteFields(form)).toBeNull();
    form.set("validFor", "30");
    form.set("sender.organizationNumber", "55667-78899");
    expect(parseQuoteFields(form)).toBeNull();
  });
});

describe("my quotes", () => {
  it("keeps only the list's filters and drops bad values", () => {
    expect(quoteFiltersFrom(new URL("http://x/?q=Villa&status=sent&sida=2&limit=999"))).toEqual({
      q: "Villa",
      status: "sent",
      page: 2,
    });
    expect(quoteFiltersFrom(new URL("http://x/?status=hacked&sida=-1"))).toEqual({
      q: undefined,
      status: undefined,
      page: 1,
    });
  });

  it("are in every buyer's navigation, also for one who may not create quotes", () => {
    expect(myPagesLinks("USER", ["EJ_SKAPA_OFFERT"]).map((l) => l.to)).toContain("/mina-sidor/offerter");
  });

  it("name the lines that did not go to the cart and why", () => {
    expect(
      toCartMessage({
        added: [{ articleNumber: "1028268", quantity: 3 }],
        skipped: [
          { articleNumber: null, name: "Montage", reason: "custom_item" },
          { articleNumber: "1000111", name: "Lampa", reason: "not_purchasable_online" },
        ],
      }),
    ).toBe(
      "1 rad från offerten har lagts i varukorgen. Kom inte med: Montage (egen rad), 1000111 (kan inte köpas på webben).",
    );
  });

  it("name a line the purchase rule refused by name and article number, with the rule's reason (#44)", () => {
    expect(
      toCartMessage({
        added: [{ articleNumber: "1028268", quantity: 3 }],
        skipped: [
          { articleNumber: null, name: "Montage", reason: "custom_item" },
          {
            articleNumber: "1000185",
            name: "Dvärgbrytare",
            reason: "not_purchasable_online",
            purchaseReason: "ONLY_STORE",
          },
        ],
      }),
    ).toBe(
      "1 rad från offerten har lagts i varukorgen. Kom inte med: Montage (egen rad). Kunde inte läggas i varukorgen: " +
        "Dvärgbrytare (art.nr 1000185): Den här varan säljs bara i butik och kan inte beställas på webben.",
    );
  });
});

describe("the quote page's body ceiling", () => {
  it("lets a 2 MB attachment and its form through, and a 3 MB one reach the page's own message", async () => {
    const { bodyLimitFor } = await import("~/request-rules.server");
    const { MAX_QUOTE_ATTACHMENT_BYTES } = await import("@shop/domain/quote-terms");
    for (const path of ["/mina-sidor/offerter/q-1f2e", "/mina-sidor/offerter/q-1f2e.data"]) {
      expect(bodyLimitFor(path)).toBeGreaterThan(MAX_QUOTE_ATTACHMENT_BYTES + 64 * 1024);
      expect(bodyLimitFor(path)).toBeGreaterThan(3 * 1024 * 1024);
      expect(bodyLimitFor(path)).toBeLessThanOrEqual(5 * 1024 * 1024);
    }
    // Every other form keeps its ceiling, the list's forms and the attachment downloads included.
    expect(bodyLimitFor("/mina-sidor/offerter")).toBe(bodyLimitFor("/mina-sidor/profil"));
    expect(bodyLimitFor("/mina-sidor/offerter/q-1/bilagor/qa-1")).toBe(bodyLimitFor("/mina-sidor/profil"));
  });
});
