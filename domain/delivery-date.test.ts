import { describe, expect, it } from "vitest";
import { easterSunday, isSwedishHoliday, nextDeliveryDate, swedishHolidays } from "./delivery-date";
import { closingDaysOf } from "../brands";

const holidaysByYear: Record<number, Record<string, string>> = {
  2024: {
    "2024-01-01": "Nyårsdagen",
    "2024-01-06": "Trettondedag jul",
    "2024-03-29": "Långfredagen",
    "2024-03-31": "Påskdagen",
    "2024-04-01": "Annandag påsk",
    "2024-05-01": "Första maj",
    "2024-05-09": "Kristi himmelsfärdsdag",
    "2024-05-19": "Pingstdagen",
    "2024-06-06": "Sveriges nationaldag",
    "2024-06-21": "Midsommarafton",
    "2024-06-22": "Midsommardagen",
    "2024-11-02": "Alla helgons dag",
    "2024-12-24": "Julafton",
    "2024-12-25": "Juldagen",
    "2024-12-26": "Annandag jul",
    "2024-12-31": "Nyårsafton",
  },
  2025: {
    "2025-01-01": "Nyårsdagen",
    "2025-01-06": "Trettondedag jul",
    "2025-04-18": "Långfredagen",
    "2025-04-20": "Påskdagen",
    "2025-04-21": "Annandag påsk",
    "2025-05-01": "Första maj",
    "2025-05-29": "Kristi himmelsfärdsdag",
    "2025-06-08": "Pingstdagen",
    "2025-06-06": "Sveriges nationaldag",
    "2025-06-20": "Midsommarafton",
    "2025-06-21": "Midsommardagen",
    "2025-11-01": "Alla helgons dag",
    "2025-12-24": "Julafton",
    "2025-12-25": "Juldagen",
    "2025-12-26": "Annandag jul",
    "2025-12-31": "Nyårsafton",
  },
  2026: {
    "2026-01-01": "Nyårsdagen",
    "2026-01-06": "Trettondedag jul",
    "2026-04-03": "Långfredagen",
    "2026-04-05": "Påskdagen",
    "2026-04-06": "Annandag påsk",
    "2026-05-01": "Första maj",
    "2026-05-14": "Kristi himmelsfärdsdag",
    "2026-05-24": "Pingstdagen",
    "2026-06-06": "Sveriges nationaldag",
    "2026-06-19": "Midsommarafton",
    "2026-06-20": "Midsommardagen",
    "2026-10-31": "Alla helgons dag",
    "2026-12-24": "Julafton",
    "2026-12-25": "Juldagen",
    "2026-12-26": "Annandag jul",
    "2026-12-31": "Nyårsafton",
  },
};

describe("Swedish holidays", () => {
  for (const [year, expected] of Object.entries(holidaysByYear)) {
    it(`lists exactly the holidays of ${year}`, () => {
      expect(Object.fromEntries(swedishHolidays(Number(year)))).toEqual(expected);
    });
    for (const date of Object.keys(expected)) {
      it(`${date} is a holiday`, () => expect(isSwedishHoliday(date)).toBe(true));
    }
  }

  it("ordinary days are not holidays", () => {
    for (const date of [
      "2024-03-28",
      "2024-04-02",
      "2025-06-19",
      "2026-06-22",
      "2026-11-02",
      "2024-12-23",
      "2024-12-27",
    ]) {
      expect(isSwedishHoliday(date)).toBe(false);
    }
  });

  it.each([
    [2000, "2000-04-23"],
    [2008, "2008-03-23"],
    [2011, "2011-04-24"],
    [2019, "2019-04-21"],
    [2027, "2027-03-28"],
    [2030, "2030-04-21"],
    [2038, "2038-04-25"],
  ])("Easter Sunday %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("derives Good Friday and Ascension from Easter in other years", () => {
    expect(isSwedishHoliday("2027-03-26")).toBe(true); // Långfredagen 2027
    expect(isSwedishHoliday("2027-05-06")).toBe(true); // Kristi himmelsfärd 2027
    expect(isSwedishHoliday("2038-04-23")).toBe(true); // Långfredagen 2038
  });

  it("adds the second brand's closing days, only for that brand", () => {
    expect(isSwedishHoliday("2024-12-23", closingDaysOf("nordel"))).toBe(true);
    expect(isSwedishHoliday("2024-12-27", closingDaysOf("nordel"))).toBe(true);
    expect(isSwedishHoliday("2024-12-23", closingDaysOf("byggmax-el"))).toBe(false);
    expect(isSwedishHoliday("2024-12-27")).toBe(false);
  });

  it("rejects months and days out of range", () => {
    expect(() => isSwedishHoliday("2024-13-01")).toThrow("Incorrect month");
    expect(() => isSwedishHoliday("2024-00-10")).toThrow("Incorrect month");
    expect(() => isSwedishHoliday("2024-05-32")).toThrow("Incorrect day");
    expect(() => nextDeliveryDate("2024-05-00")).toThrow("Incorrect day");
  });
});

describe("nextDeliveryDate", () => {
  it("moves to the next weekday", () => {
    expect(nextDeliveryDate("2024-03-05", { today: "2024-03-05" })).toBe("2024-03-06");
  });

  it("skips the weekend", () => {
    expect(nextDeliveryDate("2024-03-08", { today: "2024-03-08" })).toBe("2024-03-11");
  });

  it("skips the Easter weekend", () => {
    expect(nextDeliveryDate("2024-03-28", { today: "2024-03-28" })).toBe("2024-04-02");
  });

  it("skips Christmas and the brand's closing days", () => {
    expect(nextDeliveryDate("2024-12-20", { today: "2024-12-20" })).toBe("2024-12-23");
    expect(nextDeliveryDate("2024-12-20", { today: "2024-12-20", closingDays: closingDaysOf("nordel") })).toBe(
      "2024-12-30",
    );
  });

  it("skips Midsummer Eve", () => {
    expect(nextDeliveryDate("2025-06-19", { today: "2025-06-19" })).toBe("2025-06-23");
  });

  it("never returns a past date", () => {
    expect(nextDeliveryDate("2020-01-01", { today: "2026-11-20" })).toBe("2026-11-23");
  });

  it("defaults today to the Stockholm date", () => {
    const result = nextDeliveryDate("2000-01-01");
    expect(result > new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });
});
