import { describe, expect, it } from "vitest";
import { DEMO_ADDRESSES, orderDeliveryAddress } from "../../../workers/commerce/src/seed/demo-addresses";
import { generateCategories, generateCustomers } from "../../../workers/commerce/src/seed/generate";

const { leaves, categories } = generateCategories();
const { customers, users } = generateCustomers(leaves, categories);

describe("demo addresses and people", () => {
  it("gives every seeded address a recipient and a second line, so none shows 'saknas'", () => {
    expect(DEMO_ADDRESSES.length).toBeGreaterThanOrEqual(customers.length * 3);
    for (const a of DEMO_ADDRESSES) {
      expect(a.recipient_name.trim(), a.id).not.toBe("");
      expect(a.address1.trim(), a.id).not.toBe("");
      expect(a.address2.trim(), a.id).not.toBe("");
    }
    for (const c of customers) {
      const own = DEMO_ADDRESSES.filter((a) => a.customer_id === c.id);
      expect(own.filter((a) => a.read_only === 1)).toHaveLength(1);
      expect(own.some((a) => a.valid_for_delivery === 1)).toBe(true);
    }
  });

  it("stores a complete delivery address on every seeded order", () => {
    for (const c of customers) {
      const address = orderDeliveryAddress(String(c.id));
      expect(address).toMatchObject({ customer_id: c.id, country_code: "SE" });
      expect(address.recipient_name && address.address1 && address.address2).toBeTruthy();
    }
  });

  it("names the demo people and companies as real ones are named, with valid organisation numbers", () => {
    const names = users.map((u) => `${u.first_name} ${u.last_name}`);
    for (const joke of ["Köpare", "Tittare", "Begränsad", "Utanpris", "Webbadmin", "Punchout", "Inköpschef"])
      expect(names.join(" ")).not.toContain(joke);
    const luhn = (digits: string) =>
      [...digits].reduce((sum, d, i) => {
        const v = Number(d) * (i % 2 === 0 ? 2 : 1);
        return sum + Math.floor(v / 10) + (v % 10);
      }, 0) %
        10 ===
      0;
    for (const c of customers) expect(luhn(String(c.organization_number).replace("-", "")), String(c.name)).toBe(true);
  });
});
