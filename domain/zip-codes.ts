/**
 * Zip codes remembered per delivery method (spec section 5: "stored per delivery method for two methods only"):
 * the express methods driven to a zip code keep one each, so switching between them keeps each one's own code.
 */
import { ZIP_CODE_DELIVERY_METHODS } from "./delivery-options";

export type ZipCodesByMethod = Readonly<Record<string, string>>;

/** Five digits, the space after the third dropped. */
export function normalizeZipCode(zipCode: string): string {
  return zipCode.replace(/\s/g, "");
}

/** The remembered code of a method; other methods never have one. */
export function zipCodeOf(stored: ZipCodesByMethod | undefined, methodId: string): string | undefined {
  return ZIP_CODE_DELIVERY_METHODS.has(methodId) ? stored?.[methodId] : undefined;
}

/**
 * Remembers the codes entered per method (other methods are ignored) and answers the new codes that replaced a
 * different remembered one: those the buyer is told about (address.zip_code_has_been_updated_to).
 */
export function rememberZipCodes(
  stored: ZipCodesByMethod | undefined,
  entered: Readonly<Record<string, string>>,
): { zipCodes: ZipCodesByMethod; updated: string[] } {
  const zipCodes: Record<string, string> = { ...stored };
  const updated: string[] = [];
  for (const [methodId, raw] of Object.entries(entered)) {
    if (!ZIP_CODE_DELIVERY_METHODS.has(methodId)) continue;
    const zipCode = normalizeZipCode(raw);
    const before = zipCodes[methodId];
    zipCodes[methodId] = zipCode;
    if (before !== undefined && before !== zipCode) updated.push(zipCode);
  }
  return { zipCodes, updated };
}
