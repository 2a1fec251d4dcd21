import { describe, expect, it } from "vitest";
import { myPagesLinks } from "@shop/domain/my-pages";

describe("the spend page in the my-pages navigation", () => {
  const paths = (denials: Parameters<typeof myPagesLinks>[1]) => myPagesLinks("USER", denials).map((l) => l.to);

  it("is offered to a user who may see financial follow-up, and to no one else", () => {
    expect(paths([])).toContain("/mina-sidor/inkopsuppfoljning");
    expect(paths(["EJ_SE_RABATTER", "EJ_ORDER"])).toContain("/mina-sidor/inkopsuppfoljning");
    expect(paths(["EJ_SE_EKONOMISK_UPPFÖLJNING"])).not.toContain("/mina-sidor/inkopsuppfoljning");
    expect(paths(["EJ_SE_PRISER"])).not.toContain("/mina-sidor/inkopsuppfoljning");
  });
});
