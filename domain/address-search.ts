/** The text fields of an address: what the word search of spec section 5 looks in, and what address cards show. */
export interface AddressText {
  label?: string | null;
  name?: string | null;
  recipientName?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  postalCode?: string | null;
  postalAddress?: string | null;
}

/** The words of a search text, lower-cased (sv-SE, so Å/Ä/Ö fold correctly). */
export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase("sv-SE").split(/\s+/).filter(Boolean);
}

/**
 * Spec section 5: every word must appear (case-insensitive) somewhere in label, name, recipient,
 * address lines, postal code or postal address. Postal codes match with or without their space
 * ("123 45" and "12345"), because buyers type both.
 */
export function addressMatches(address: AddressText, text: string): boolean {
  const words = searchWords(text);
  if (words.length === 0) return true;
  const fields = [
    address.label,
    address.name,
    address.recipientName,
    address.address1,
    address.address2,
    address.address3,
    address.postalCode,
    address.postalAddress,
  ];
  const haystack = fields
    .filter((f): f is string => Boolean(f))
    .join("\n")
    .toLocaleLowerCase("sv-SE");
  const postal = (address.postalCode ?? "").replace(/\s+/g, "");
  return words.every(
    (word) => haystack.includes(word) || (postal !== "" && /^\d+$/.test(word) && postal.includes(word)),
  );
}

export function searchAddresses<T extends AddressText>(addresses: readonly T[], text: string): T[] {
  return addresses.filter((address) => addressMatches(address, text));
}
