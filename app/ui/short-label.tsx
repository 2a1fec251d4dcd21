/**
 * A label's text for a field repeated per line (quantity, goods marking, move): the short word shows, the whole
 * phrase with the article's name is what a screen reader reads (and what the field is found by), so a cart line is
 * not crowded by "Antal för Dvärgbrytare 1-pol C 6 A" while no field loses its name.
 */
export function ShortLabelText({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
