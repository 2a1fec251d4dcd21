import { describe, expect, it } from "vitest";
import { orderByWeight, pickRandom } from "./banner-selection";
import { safeContentLink } from "./content-links";
import { validateDynamicForm, type FormInputDefinition } from "./dynamic-form";
import { splitSpecialOpeningHours, weeklyOpeningHours } from "./opening-hours";

describe("safe content links", () => {
  it("keeps internal paths, mail and phone links, and marks other sites external", () => {
    expect(safeContentLink("/kundservice")).toEqual({ href: "/kundservice", external: false });
    expect(safeContentLink("kundservice/leveransvillkor")).toEqual({
      href: "/kundservice/leveransvillkor",
      external: false,
    });
    expect(safeContentLink("mailto:kund@example.se")).toEqual({ href: "mailto:kund@example.se", external: false });
    expect(safeContentLink("https://www.example.se/app")).toEqual({
      href: "https://www.example.se/app",
      external: true,
    });
  });

  it("turns absolute links to the shop itself into paths", () => {
    expect(safeContentLink("https://shop.example.se/om-oss?x=1#a", { shopOrigin: "https://shop.example.se" })).toEqual({
      href: "/om-oss?x=1#a",
      external: false,
    });
  });

  it("refuses script, data and protocol-relative links and hidden control characters", () => {
    expect(safeContentLink("javascript:alert(1)")).toBeNull();
    expect(safeContentLink("data:text/html,<b>x</b>")).toBeNull();
    expect(safeContentLink("//evil.example")).toBeNull();
    expect(safeContentLink("/\tevil")).toBeNull();
    expect(safeContentLink("")).toBeNull();
  });
});

describe("banner selection", () => {
  it("runs marketing banners heaviest first, keeping the editors' order on ties", () => {
    const ordered = orderByWeight([
      { id: "a", weight: 1 },
      { id: "b", weight: 5 },
      { id: "c", weight: 1 },
      { id: "d" },
    ]);
    expect(ordered.map((banner) => banner.id)).toEqual(["b", "a", "c", "d"]);
  });

  it("shows exactly one random banner, chosen by the random source", () => {
    expect(pickRandom(["a", "b", "c"], () => 0)).toEqual(["a"]);
    expect(pickRandom(["a", "b", "c"], () => 0.99)).toEqual(["c"]);
    expect(pickRandom([], () => 0.5)).toEqual([]);
  });
});

describe("store opening hours", () => {
  it("lists Monday to Sunday with missing days as null", () => {
    const week = weeklyOpeningHours({ openingHoursMondays: "06:30–18:00", openingHoursSundays: "Stängt" });
    expect(week.map((day) => day.day)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(week[0]!.hours).toBe("06:30–18:00");
    expect(week[1]!.hours).toBeNull();
    expect(week[6]!.hours).toBe("Stängt");
  });

  it("splits upcoming special opening hours into weekdays and weekends and drops past dates", () => {
    const split = splitSpecialOpeningHours(
      [
        { title: "Julafton", date: "2026-12-24", openingHours: "07:00–12:00" },
        { title: "Nyårsdagen", date: "2027-01-01", openingHours: "Stängt" },
        { title: "Lördag före jul", date: "2026-12-19", openingHours: "09:00–15:00" },
        { title: "Förra året", date: "2025-12-24", openingHours: "Stängt" },
      ],
      "2026-11-21",
    );
    expect(split.weekdays.map((item) => item.title)).toEqual(["Julafton", "Nyårsdagen"]);
    expect(split.weekends.map((item) => item.title)).toEqual(["Lördag före jul"]);
  });
});

describe("dynamic form validation", () => {
  const inputs: FormInputDefinition[] = [
    { id: "name", title: "Namn", type: "text", options: [], required: true },
    { id: "email", title: "E-post", type: "email", options: [], required: true },
    { id: "topic", title: "Ärende", type: "select", options: ["Faktura", "Övrigt"], required: false },
    { id: "phone", title: "Telefon", type: "tel", options: [], required: false },
  ];
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("accepts a complete submission and keys the values by field title", () => {
    const result = validateDynamicForm(
      inputs,
      form([
        ["field-name", " Anna "],
        ["field-email", "anna@bygg.se"],
        ["field-topic", "Faktura"],
      ]),
    );
    expect(result.valid).toBe(true);
    expect(result.values).toEqual({ Namn: "Anna", "E-post": "anna@bygg.se", Ärende: "Faktura", Telefon: "" });
  });

  it("reports a missing required field, a bad e-mail and a choice that was not offered", () => {
    const result = validateDynamicForm(
      inputs,
      form([
        ["field-name", "   "],
        ["field-email", "inte-en-adress"],
        ["field-topic", "Hackat"],
      ]),
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: { code: "required", field: "Namn" },
      email: { code: "invalid_email", field: "E-post" },
      topic: { code: "invalid_choice", field: "Ärende" },
    });
  });
});
