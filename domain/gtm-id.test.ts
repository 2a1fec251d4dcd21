import { describe, expect, it } from "vitest";
import { gtmIdProblem, usableGtmId } from "./gtm-id";

describe("tag-manager id", () => {
  it("accepts GTM- followed by uppercase letters or digits", () => {
    expect(gtmIdProblem("GTM-ABC123")).toBeNull();
    expect(usableGtmId("GTM-K7Q2")).toBe("GTM-K7Q2");
  });

  it("says 'Missing GTM_ID' when there is none", () => {
    expect(gtmIdProblem(undefined)).toBe("Missing GTM_ID");
    expect(gtmIdProblem("")).toBe("Missing GTM_ID");
    expect(usableGtmId(null)).toBeNull();
  });

  it("refuses lowercase, other prefixes, empty suffixes and anything appended", () => {
    for (const id of ["GTM-abc123", "UA-12345", "GTM-", "gtm-ABC", "GTM-ABC 1", 'GTM-ABC"><script>']) {
      expect(gtmIdProblem(id)).toBe(`${id} is not a valid GTM-ID`);
      expect(usableGtmId(id)).toBeNull();
    }
  });
});
