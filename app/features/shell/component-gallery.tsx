import type { ReactNode } from "react";
import { ProductCard } from "~/features/catalogue";
import { TotalsTable } from "~/features/checkout";
import { PriceBlock } from "~/ui/price-block";
import { StockBadge } from "~/ui/stock-badge";
import type { PriceView, StockBadgeView } from "~/ui/price-and-stock-view";

/**
 * The design system's gallery (issue #43, route /komponenter in development): every shared component in its
 * states, in the shop's own stylesheet (app/styles/design.css). The texts are the gallery's own examples.
 */
const price: PriceView = {
  askForPrice: false,
  net: "1 284,00 kr",
  netDecimal: "1284.00",
  unit: "trumma",
  list: "1 590,00 kr",
  discountPercent: "19,25",
  campaignBefore: null,
  alloying: "112,00 kr",
  netIncludingVat: "1 605,00 kr",
  comparison: { price: "12,84 kr", unit: "m" },
};
const stock: Record<StockBadgeView["status"], StockBadgeView> = {
  green: {
    status: "green",
    availability: "IN_STOCK",
    quantity: 431,
    quantityText: "431 m",
    from: null,
    to: null,
    date: null,
  },
  yellow: {
    status: "yellow",
    availability: "DELIVERY_IN_DAYS",
    quantity: 0,
    quantityText: "0 st",
    from: 3,
    to: 5,
    date: null,
  },
  gray: {
    status: "gray",
    availability: "ON_REQUEST",
    quantity: 0,
    quantityText: "0 st",
    from: null,
    to: null,
    date: null,
  },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery__section" aria-labelledby={`gallery-${title}`}>
      <h2 id={`gallery-${title}`}>{title}</h2>
      <div className="gallery__row">{children}</div>
    </section>
  );
}

export function ComponentGallery() {
  return (
    <div className="page gallery">
      <h1>Komponenter</h1>
      <p>
        Designsystemets delar och deras lägen. Färger, typskala, avstånd och fokusring är CSS-variabler per varumärke.
      </p>
      <Section title="Färger">
        {[
          "brand",
          "brand-dark",
          "accent",
          "neutral-50",
          "neutral-200",
          "neutral-600",
          "neutral-900",
          "success",
          "warning",
          "danger",
        ].map((name) => (
          <figure key={name} className="gallery__swatch">
            <span style={{ background: `var(--color-${name})` }} />
            <figcaption>--color-{name}</figcaption>
          </figure>
        ))}
      </Section>
      <Section title="Typskala">
        {["xs", "sm", "md", "lg", "xl", "2xl", "3xl"].map((size) => (
          <p key={size} style={{ fontSize: `var(--text-${size})`, margin: 0 }}>
            {size} · 1 284,00 kr
          </p>
        ))}
      </Section>
      <Section title="Knappar">
        <button type="button" className="button--primary">
          Lägg i varukorg
        </button>
        <button type="button" className="button--secondary">
          Spara
        </button>
        <button type="button" className="button--quiet">
          Avbryt
        </button>
        <button type="button" className="button--icon" aria-label="Stäng">
          <span aria-hidden="true">×</span>
        </button>
        <button type="button" className="button--primary" disabled>
          Ej köpbar
        </button>
      </Section>
      <Section title="Fält">
        <div className="field">
          <label htmlFor="gallery-text">Märkning</label>
          <input id="gallery-text" type="text" defaultValue="Lgh 1102" />
        </div>
        <div className="field">
          <label htmlFor="gallery-qty">Antal</label>
          <input id="gallery-qty" type="number" min={1} defaultValue={3} />
        </div>
        <div className="field">
          <label htmlFor="gallery-select">Leveranssätt</label>
          <select id="gallery-select" defaultValue="x">
            <option value="x">Utkörning</option>
            <option value="y">Hämta i butik</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="gallery-error">E-post</label>
          <input id="gallery-error" type="email" aria-invalid="true" aria-describedby="gallery-error-text" />
          <p className="field__error" id="gallery-error-text">
            Ange en e-postadress.
          </p>
        </div>
      </Section>
      <Section title="Märken och lager">
        <span className="badge">Nyhet</span>
        <span className="badge badge--success">Lagervara</span>
        <span className="badge badge--warning">Kampanj</span>
        <span className="badge badge--danger">Utgår</span>
        <StockBadge badge={stock.green} />
        <StockBadge badge={stock.yellow} />
        <StockBadge badge={stock.gray} />
        <StockBadge badge={null} />
      </Section>
      <Section title="Pris">
        <PriceBlock price={price} mode="show" />
        <PriceBlock price={price} mode="show" compact />
        <PriceBlock price={{ ...price, askForPrice: true }} mode="show" />
        <PriceBlock price={price} mode="anonymous" />
      </Section>
      <Section title="Produktkort">
        <ul className="product-grid gallery__cards">
          {(["green", "yellow", "gray"] as const).map((status, index) => (
            <li key={status}>
              <ProductCard
                product={{
                  articleNumber: `100000${index}`,
                  name: "Installationskabel EKLK Ledningsbolaget 3G1,5 100 m trumma",
                  slug: "installationskabel",
                  brand: "Ledningsbolaget",
                  image: null,
                  price,
                  stock: stock[status],
                  orderMultiple: 1,
                  purchasableOnline: status !== "gray",
                }}
                priceMode="show"
                list="search_result_list"
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Tabell och summering">
        <table className="data-table">
          <caption>Leverans 1 · Utkörning</caption>
          <thead>
            <tr>
              <th scope="col">Artikel</th>
              <th scope="col" className="num">
                Antal
              </th>
              <th scope="col" className="num">
                Summa
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Dvärgbrytare 1-pol C 6 A</td>
              <td className="num">12</td>
              <td className="num">1 032,00 kr</td>
            </tr>
          </tbody>
        </table>
        <TotalsTable heading="Summa" totals={{ netOre: 128400, alloyingOre: 11200, vatOre: 34900, totalOre: 174500 }} />
      </Section>
      <Section title="Notiser, dialog och utfällbart">
        <p className="notice">Information</p>
        <p className="notice notice--success">Artikeln har lagts i varukorgen.</p>
        <p className="notice notice--error">Något gick fel.</p>
        <details className="disclosure">
          <summary>Fler val</summary>
          <p>Välj lista · Lägg till i offert</p>
        </details>
        <dialog open aria-labelledby="gallery-dialog" className="store-stock-dialog gallery__dialog">
          <h3 id="gallery-dialog">Dialog</h3>
          <p>En dialog öppnas över sidan.</p>
        </dialog>
      </Section>
    </div>
  );
}
