import { describe, expect, it } from "vitest";
import { parseProfileForm, selectableDeliveryMethods } from "./profile-form.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const good = {
  firstName: " Kim ",
  lastName: "Svensson",
  mobileNumber: "070-555 12 34",
  preferredStore: "1001",
  preferredDeliveryMethod: "EXH",
};
const options = { storeIds: new Set(["1001", "2001"]), limited: false };

describe("profile form", () => {
  it("reads a good form, trimming names and turning empty optional fields into null", () => {
    expect(parseProfileForm(form(good), options)).toEqual({
      ok: true,
      value: {
        firstName: "Kim",
        lastName: "Svensson",
        mobileNumber: "070-555 12 34",
        preferredStore: "1001",
        preferredDeliveryMethod: "EXH",
      },
    });
    const cleared = parseProfileForm(form({ ...good, mobileNumber: "", preferredStore: "" }), options);
    expect(cleared.ok && cleared.value).toMatchObject({ mobileNumber: null, preferredStore: null });
  });

  it("gives one Swedish message per bad field and keeps what was typed", () => {
    const result = parseProfileForm(
      form({
        ...good,
        firstName: "   ",
        lastName: "x".repeat(61),
        mobileNumber: "ring mig",
        preferredStore: "9999",
        preferredDeliveryMethod: "POST",
      }),
      options,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      firstName: "Fyll i förnamn.",
      lastName: "Högst 60 tecken.",
      mobileNumber: "Fyll i ett giltigt mobilnummer, till exempel 070-123 45 67.",
      preferredStore: "Välj en butik i listan.",
      preferredDeliveryMethod: "Välj ett leveranssätt i listan.",
    });
    expect(result.values.mobileNumber).toBe("ring mig");
  });

  it("refuses a name with a line break or a control character with a Swedish field message (#41 class 11)", () => {
    for (const attack of ["Eva\r\nBcc: victim@evil.example", "Eva\u2028Ek", "Eva\u0000"]) {
      const result = parseProfileForm(form({ ...good, firstName: attack, lastName: attack }), options);
      expect(result.ok ? null : result.fieldErrors).toEqual({
        firstName: "Skriv på en rad, utan radbrytningar eller styrtecken.",
        lastName: "Skriv på en rad, utan radbrytningar eller styrtecken.",
      });
    }
  });

  it("keeps a limited buyer (EJ_ALLA_LEVERANSSATT) to the limited methods", () => {
    expect(selectableDeliveryMethods(true)).toEqual(["DBI", "EXH"]);
    expect(selectableDeliveryMethods(false)).toEqual(["DBI", "EXH", "XXX", "EXB", "24-12"]);
    const result = parseProfileForm(form({ ...good, preferredDeliveryMethod: "XXX" }), { ...options, limited: true });
    expect(result.ok ? null : result.fieldErrors.preferredDeliveryMethod).toBe("Välj ett leveranssätt i listan.");
  });
});
