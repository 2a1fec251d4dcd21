import { describe, expect, it } from "vitest";
import { addressMatches, searchAddresses } from "./address-search";
import { passwordProblems } from "./password-rules";

const site = {
  label: "Bygge Umeå",
  name: "Byggfirman Norrland AB",
  recipientName: "Per Platschef",
  address1: "Storgatan 12",
  address2: null,
  postalCode: "903 26",
  postalAddress: "UMEÅ",
};
const office = {
  label: "Kontor",
  name: "Byggfirman Norrland AB",
  recipientName: null,
  address1: "Industrivägen 3",
  address2: "Port 4",
  postalCode: "831 40",
  postalAddress: "Östersund",
};

describe("address search", () => {
  it("keeps everything for an empty or blank text", () => {
    expect(searchAddresses([site, office], "   ")).toHaveLength(2);
  });
  it("needs every word, in any field, in any case", () => {
    expect(searchAddresses([site, office], "storgatan umeå")).toEqual([site]);
    expect(searchAddresses([site, office], "BYGGFIRMAN port")).toEqual([office]);
    expect(searchAddresses([site, office], "storgatan östersund")).toEqual([]);
  });
  it("folds Swedish letters and looks in recipient and postal code", () => {
    expect(addressMatches(office, "ÖSTERSUND")).toBe(true);
    expect(addressMatches(site, "platschef")).toBe(true);
    expect(addressMatches(site, "903")).toBe(true);
    expect(addressMatches(site, "90326")).toBe(true);
    expect(addressMatches(office, "platschef")).toBe(false);
  });
});

describe("password rules", () => {
  it("asks for 10 characters with a letter and a digit", () => {
    expect(passwordProblems("kort1")).toEqual(["too_short"]);
    expect(passwordProblems("enbartbokstaver")).toEqual(["needs_digit"]);
    expect(passwordProblems("1234567890")).toEqual(["needs_letter"]);
    expect(passwordProblems("Sommarstuga2026")).toEqual([]);
  });
});
