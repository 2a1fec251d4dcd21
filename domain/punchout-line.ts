/**
 * One cart line as every punch-out hand-over needs it, whatever the protocol: OCI formats it as
 * NEW_ITEM fields (oci-export.ts), cXML as an ItemIn (cxml-documents.ts). Money in integer öre.
 */
export interface PunchoutLine {
  articleNumber: string;
  description: string;
  quantity: number;
  /** The shop's sales unit ("st", "m", "förp"); null when unknown. */
  unit: string | null;
  /** Net price per unit; null without price (ask for price, no price rights). */
  netPriceOre: number | null;
  /** Attribute SSG of the article, if it has one. */
  ssg: string | null;
  /** availableFromDays at the brand's central warehouse; null when unknown. */
  centralAvailableFromDays: number | null;
  /** The buyer's own marking of the line (OCI CUST_FIELD1; cXML SupplierPartAuxiliaryID). */
  label: string;
  /** The article's material group from the catalogue. */
  materialGroup: string | null;
}
