import { describe, expect, it } from "vitest";
import { myPagesLinks } from "@shop/domain/my-pages";

describe("my pages' invoice link", () => {
  const paths = (denials: Parameters<typeof myPagesLinks>[1]) => myPagesLinks("USER", denials).map((l) => l.to);

  it("is there without EJ_SE_EKONOMISK_UPPFÖLJNING, also for EJ_SE_PRISER (who sees invoices without amounts)", () => {
    expect(paths([])).toContain("/mina-sidor/fakturor");
    expect(paths(["EJ_SE_PRISER"])).toContain("/mina-sidor/fakturor");
  });

  it("is not there with EJ_SE_EKONOMISK_UPPFÖLJNING", () => {
    expect(paths(["EJ_SE_EKONOMISK_UPPFÖLJNING"])).not.toContain("/mina-sidor/fakturor");
  });
});
