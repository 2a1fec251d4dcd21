import { Outlet, useLocation } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShopLink } from "~/platform/routing/shop-link";
import { useShopLinkNavigation } from "~/platform/routing/shop-link-navigation";

/** Where the app is, and how many entries its history has: a client navigation changes the first, not the page. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The root as app/root.tsx mounts the listener, with a page of links. */
function Root() {
  useShopLinkNavigation();
  return (
    <>
      <nav>
        <ShopLink to="/kategorier/el">El</ShopLink>
        <ShopLink to="/search?q=kabel" target="_blank">
          Ny flik
        </ShopLink>
        <ShopLink to="/produkt/a.pdf" download>
          Datablad
        </ShopLink>
        <ShopLink to="https://jobb.example.se">Jobb</ShopLink>
        <ShopLink to="//evil.example">Annan</ShopLink>
      </nav>
      <Where />
      <Outlet />
    </>
  );
}

function renderShop() {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: Root,
      children: [
        { index: true, Component: () => <h1>Start</h1> },
        { path: "kategorier/*", Component: () => <h1>Kategori</h1> },
        { path: "search", Component: () => <h1>Sök</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} future={{ v3_singleFetch: true }} />);
}

/**
 * Clicks like a person (mouse event with the given button and modifiers); answers whether the app took it over. The
 * window, last to see the click, notes that and then keeps happy-dom from following the link itself.
 */
function click(name: string, init: MouseEventInit = {}) {
  let taken = false;
  const note = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", note);
  fireEvent.click(screen.getByRole("link", { name }), { button: 0, ...init });
  window.removeEventListener("click", note);
  return taken;
}

afterEach(cleanup);

describe("ShopLink", () => {
  it("renders a plain link; in-shop paths are marked for route discovery and the click listener", () => {
    renderShop();
    const el = screen.getByRole("link", { name: "El" });
    expect(el.getAttribute("href")).toBe("/kategorier/el");
    expect(el.getAttribute("data-discover")).toBe("true");
    expect(el.hasAttribute("data-shop-link")).toBe(true);
    for (const name of ["Jobb", "Annan"]) {
      const outside = screen.getByRole("link", { name });
      expect(outside.hasAttribute("data-shop-link")).toBe(false);
      expect(outside.hasAttribute("data-discover")).toBe(false);
    }
  });

  it("a plain left click navigates inside the app", async () => {
    renderShop();
    expect(click("El")).toBe(true);
    expect(await screen.findByRole("heading", { name: "Kategori" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/kategorier/el");
  });

  it("leaves new tabs, other buttons, targets, downloads and other sites to the browser", () => {
    renderShop();
    expect(click("El", { ctrlKey: true })).toBe(false);
    expect(click("El", { metaKey: true })).toBe(false);
    expect(click("El", { shiftKey: true })).toBe(false);
    expect(click("El", { button: 1 })).toBe(false);
    expect(click("Ny flik")).toBe(false);
    expect(click("Datablad")).toBe(false);
    expect(click("Jobb")).toBe(false);
    expect(screen.getByTestId("where").textContent).toBe("/");
  });
});
