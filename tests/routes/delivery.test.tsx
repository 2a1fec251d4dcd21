import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as deliveryRoute from "~/routes/delivery/route";
import { buyerCookie } from "./buyer-session";
import { cartItem, fakeCommerce } from "./commerce-fake";
import { renderRoute, type RouteUnderTest } from "./render-route";

// One delivery by truck (an address) and one picked up in a store (a store).
const ITEMS = [
  cartItem({
    cartItemId: "ci-1",
    articleNumber: "1000037",
    name: "Dvärgbrytare 3-pol C 6 A",
    quantity: 4,
    deliveryId: "DBI",
  }),
  cartItem({
    cartItemId: "ci-2",
    articleNumber: "1000518",
    name: "Installationskabel EKK 3G1,5",
    quantity: 50,
    deliveryId: "EXH",
  }),
];

/** Where a saved delivery step goes; its content does not matter here. */
const summaryStub: RouteUnderTest = { path: "/summary", module: { default: () => <h1>Sammanfattning (stub)</h1> } };

const renderDelivery = async (options: Parameters<typeof buyerCookie>[0] = {}) =>
  renderRoute("/delivery", [{ path: "/delivery", module: deliveryRoute }, summaryStub], await buyerCookie(options));

const deliveryGroup = (number: number) => screen.getByRole("group", { name: new RegExp(`^Leverans ${number}:`) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the delivery step (createRemixStub, real loader and action)", () => {
  it("shows one group per delivery: the stores for pickup, the preselected address for the truck", async () => {
    fakeCommerce({ items: ITEMS });
    await renderDelivery();
    expect(await screen.findByRole("heading", { name: serverT("routes.delivery.title") })).toBeTruthy();
    const truck = deliveryGroup(1);
    expect(
      within(truck).getByRole("radio", { name: /Bygget Tegs centrum, Kim Berg, Storgatan 1, 903 26 Umeå/ }),
    ).toHaveProperty("checked", true);
    const pickup = deliveryGroup(2);
    const store = within(pickup).getByRole("combobox", { name: serverT("checkout.delivery.store") });
    // Sorted by Swedish name order, after the "choose" prompt.
    expect(
      within(store)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Välj butik", "Luleå", "Umeå"]);
  });

  it("refuses a missing store and an empty new address with Swedish messages next to each field", async () => {
    const commerce = fakeCommerce({ items: ITEMS });
    await renderDelivery();
    await screen.findByRole("heading", { name: serverT("routes.delivery.title") });
    fireEvent.click(within(deliveryGroup(1)).getByRole("radio", { name: serverT("checkout.delivery.new_address") }));
    fireEvent.click(screen.getByRole("button", { name: serverT("checkout.steps.to_summary") }));

    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Formuläret innehåller fel. Rätta de markerade fälten.");
    const store = within(deliveryGroup(2)).getByRole("combobox", { name: serverT("checkout.delivery.store") });
    expect(store.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(store.getAttribute("aria-describedby")!)?.textContent).toBe("Välj en butik.");
    const street = within(deliveryGroup(1)).getByRole("textbox", { name: serverT("checkout.delivery.address1") });
    expect(document.getElementById(street.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Fältet är obligatoriskt.",
    );
    // Nothing was saved at the commerce service.
    expect(commerce.calls.filter((call) => call.startsWith("POST /address"))).toEqual([]);
  });

  it("goes on to the summary once every delivery has its store or address", async () => {
    fakeCommerce({ items: ITEMS });
    await renderDelivery();
    await screen.findByRole("heading", { name: serverT("routes.delivery.title") });
    const store = within(deliveryGroup(2)).getByRole("combobox", { name: serverT("checkout.delivery.store") });
    fireEvent.change(store, { target: { value: "1001" } });
    fireEvent.click(screen.getByRole("button", { name: serverT("checkout.steps.to_summary") }));
    expect(await screen.findByRole("heading", { name: "Sammanfattning (stub)" })).toBeTruthy();
  });
});
