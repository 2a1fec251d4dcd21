import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SaveConfigurationForm } from "~/features/configurator/save-configuration-form";
import { serverT, svMessages } from "~/platform/i18n/catalogue.server";
import { TranslationsProvider } from "~/platform/i18n/i18n-provider";
import { createTranslationStore } from "~/platform/i18n/translation-store";
import * as pageRoute from "~/routes/mina-sidor.produktkonfigurationer/route";
import { handleSaveConfiguration } from "~/features/configurator/save-configuration.server";
import { ARTICLE, PRICE } from "./catalogue-fake";
import { buyerCookie, CSRF_TOKEN, shopContext } from "./buyer-session";
import { renderRoute } from "./render-route";

const SAVED = [
  {
    id: "cfg-1",
    name: "Villa Ek",
    productId: ARTICLE.product.id,
    productName: ARTICLE.product.name,
    variantSlug: ARTICLE.variantSlug,
    selections: { Ledararea: "3G1,5", Färg: "Vit" },
    articleNumber: ARTICLE.articleNumber,
    createdAt: "2026-03-31T22:30:00.000Z",
  },
  {
    id: "cfg-2",
    name: "Alla areor",
    productId: ARTICLE.product.id,
    productName: ARTICLE.product.name,
    variantSlug: ARTICLE.variantSlug,
    selections: { Färg: "Vit" },
    articleNumber: null,
    createdAt: "2026-03-30T10:00:00.000Z",
  },
];

/** The service: the saved list, the matching article's card, and what a save post sends. */
function fakeService(
  options: { saved?: typeof SAVED; saveAnswer?: { status: number; body: unknown }; article?: object } = {},
) {
  const posted: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    if (url.pathname === "/v1/configurations" && method === "GET")
      return Response.json({ configurations: options.saved ?? SAVED });
    if (url.pathname === "/v1/configurations" && method === "POST") {
      posted.push(JSON.parse(String(init?.body)));
      const answer = options.saveAnswer ?? { status: 201, body: { ...SAVED[0], id: "cfg-new" } };
      return Response.json(answer.body, { status: answer.status });
    }
    if (url.pathname === "/graphql")
      return Response.json({ data: { getVariants: [{ ...ARTICLE, price: PRICE, stock: null, ...options.article }] } });
    return Response.json({ message: `unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = async (denials: string[] = []) =>
  renderRoute(
    "/mina-sidor/produktkonfigurationer",
    [{ path: "/mina-sidor/produktkonfigurationer", module: pageRoute }],
    await buyerCookie({ denials }),
  );

describe("my pages: saved product configurations", () => {
  it("says why the article a configuration leads to cannot be bought online, where its add to cart would be", async () => {
    fakeService({ article: { purchasability: { online: false, store: true, reasons: ["ONLY_STORE"] } } });
    await renderPage();
    const row = within((await screen.findByRole("rowheader", { name: "Villa Ek" })).closest("tr")!);
    expect(row.getByText(serverT("catalogue.constraints.ONLY_STORE"))).toBeTruthy();
    expect(row.queryByRole("button", { name: /Lägg i varukorg/ })).toBeNull();
  });

  it("lists each with its product, choices, Stockholm date and the article it leads to", async () => {
    fakeService();
    await renderPage();
    const first = (await screen.findByRole("rowheader", { name: "Villa Ek" })).closest("tr")!;
    const row = within(first);
    expect(row.getByText("Ledararea: 3G1,5, Färg: Vit")).toBeTruthy();
    // 22:30 UTC on 31 March is 1 April in Stockholm.
    expect(row.getByText("2026-04-01")).toBeTruthy();
    expect(row.getByRole("link", { name: ARTICLE.name }).getAttribute("href")).toBe(`/produkt/${ARTICLE.variantSlug}`);
    expect(row.getByRole("link", { name: "Öppna Villa Ek" }).getAttribute("href")).toBe(
      `/produkt/${ARTICLE.variantSlug}?val.Ledararea=3G1%2C5&val.F%C3%A4rg=Vit`,
    );
    const add = row.getByRole("form", { name: "Lägg Villa Ek i varukorgen" });
    expect(add.getAttribute("action")).toBe(`/produkt/${ARTICLE.variantSlug}`);
    expect(add.querySelector<HTMLInputElement>('input[name="list"]')?.value).toBe("product_configuration_result_list");

    const second = within(screen.getByRole("rowheader", { name: "Alla areor" }).closest("tr")!);
    expect(second.getByText("Flera artiklar passar valen")).toBeTruthy();
    expect(second.queryByRole("button", { name: "Lägg i varukorg" })).toBeNull();
    expect(second.getByRole("button", { name: "Ja, ta bort Alla areor" })).toBeTruthy();
  });

  it("offers no add to cart without the right to order (EJ_ORDER), and says when nothing is saved", async () => {
    fakeService();
    await renderPage(["EJ_ORDER"]);
    await screen.findByRole("rowheader", { name: "Villa Ek" });
    expect(screen.queryByRole("button", { name: "Lägg i varukorg" })).toBeNull();
    cleanup();
    fakeService({ saved: [] });
    await renderPage();
    expect(await screen.findByText(/Du har inga sparade produktkonfigurationer ännu/)).toBeTruthy();
  });
});

async function postSave(fields: Record<string, string>) {
  const cookie = await buyerCookie();
  const request = new Request("http://localhost/produktkonfiguration/spara", {
    method: "POST",
    body: new URLSearchParams({ csrf: CSRF_TOKEN, ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  request.headers.set("Cookie", cookie);
  return handleSaveConfiguration({ request, params: {}, context: shopContext(request) });
}

describe("the save action", () => {
  const fields = { name: " Villa Ek ", productId: "p-ekk", "val.Ledararea": "3G1,5", "val.Färg": "Vit" };

  it("saves the named choices and goes back to a same-site returnTo, never to another site", async () => {
    const posted = fakeService();
    const back = (await postSave({ ...fields, returnTo: "/produkt/x?val.F%C3%A4rg=Vit" })) as Response;
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/produkt/x?val.F%C3%A4rg=Vit");
    expect(posted).toEqual([{ name: "Villa Ek", productId: "p-ekk", selections: { Ledararea: "3G1,5", Färg: "Vit" } }]);
    for (const returnTo of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      const away = (await postSave({ ...fields, returnTo })) as Response;
      expect(away.headers.get("Location")).toBe("/mina-sidor/produktkonfigurationer");
    }
  });

  it("answers 400 with the error by the name and the values kept, and passes on the service's reason", async () => {
    const posted = fakeService({
      saveAnswer: {
        status: 422,
        body: { message: 'Egenskapen Färg har inget värde "Lila" för Installationskabel EKK.' },
      },
    });
    const blank = (await postSave({ ...fields, name: "  ", returnTo: "/produkt/x" })) as unknown as {
      data: { fieldErrors: { name?: string }; values: { selections: object } };
      init: ResponseInit;
    };
    expect(blank.init.status).toBe(400);
    expect(blank.data.fieldErrors.name).toBe("Ange ett namn på högst 100 tecken.");
    expect(blank.data.values.selections).toEqual({ Ledararea: "3G1,5", Färg: "Vit" });
    expect(posted).toEqual([]);
    const refused = (await postSave({ ...fields, "val.Färg": "Lila", returnTo: "/produkt/x" })) as unknown as {
      data: { formError?: string };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.formError).toContain("har inget värde");
  });
});

describe("the save form", () => {
  const renderForm = (user: object | null) => {
    const Stub = createRemixStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ csrf: "csrf-1", user }),
        Component: () => (
          <SaveConfigurationForm
            productId="p-ekk"
            selections={{ Ledararea: "3G1,5", Färg: "Vit" }}
            returnTo="/produkt/x?val.F%C3%A4rg=Vit"
          />
        ),
      },
    ]);
    render(
      <TranslationsProvider store={createTranslationStore(svMessages)} payload="">
        <Stub />
      </TranslationsProvider>,
    );
  };

  it("posts the name, the product, the way back and each choice as the configurator's parameter", async () => {
    renderForm({ userId: "u-buyer" });
    const name = await screen.findByRole("textbox", { name: "Namn på konfigurationen" });
    const form = name.closest("form")!;
    expect(form.getAttribute("action")).toBe("/produktkonfiguration/spara");
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      csrf: "csrf-1",
      productId: "p-ekk",
      returnTo: "/produkt/x?val.F%C3%A4rg=Vit",
      "val.Ledararea": "3G1,5",
      "val.Färg": "Vit",
    });
    expect(screen.getByRole("button", { name: "Spara konfiguration" })).toBeTruthy();
  });

  it("offers a visitor the login, which brings him back", async () => {
    renderForm(null);
    const login = await screen.findByRole("link", { name: "Logga in för att spara konfigurationen" });
    expect(login.getAttribute("href")).toBe(
      `/logga-in?redirectTo=${encodeURIComponent("/produkt/x?val.F%C3%A4rg=Vit")}`,
    );
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
