import { describe, expect, it } from "vitest";
import { rememberZipCodes, zipCodeOf } from "./zip-codes";

describe("zip codes per delivery method", () => {
  it("keeps one code for each of the two zip code methods, and none for others", () => {
    const first = rememberZipCodes(undefined, { XXX: "123 45", "24-12": "54321", DBI: "11111" });
    expect(first.zipCodes).toEqual({ XXX: "12345", "24-12": "54321" });
    expect(zipCodeOf(first.zipCodes, "XXX")).toBe("12345");
    expect(zipCodeOf(first.zipCodes, "24-12")).toBe("54321");
    expect(zipCodeOf({ DBI: "11111" }, "DBI")).toBeUndefined();
  });

  it("tells about a code that replaced a different one, not about a first or an unchanged one", () => {
    const first = rememberZipCodes(undefined, { XXX: "12345" });
    expect(first.updated).toEqual([]);
    const same = rememberZipCodes(first.zipCodes, { XXX: "123 45" });
    expect(same.updated).toEqual([]);
    const changed = rememberZipCodes({ ...first.zipCodes, "24-12": "54321" }, { XXX: "99999" });
    expect(changed.updated).toEqual(["99999"]);
    // Changing one method's code leaves the other's alone.
    expect(changed.zipCodes).toEqual({ XXX: "99999", "24-12": "54321" });
  });
});
