/** The sample import file: the header the cart import reads, and two example rows. */
export function loader() {
  const body = "Artikelnummer;Antal;Märkning\r\n1028268;2;Kök\r\n1009805;5;Hall\r\n";
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="exempel-import.csv"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
