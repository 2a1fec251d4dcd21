import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

test("my pages show the selected customer's sales team with phone and e-mail links", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
  const team = page.getByRole("region", { name: "Ditt säljteam" });
  await expect(team.getByText("Anna Lindqvist")).toBeVisible();
  await expect(team.getByText("Säljare innesälj")).toBeVisible();
  await expect(team.getByRole("link", { name: "Ring Anna Lindqvist på 010-55 001 00" })).toHaveAttribute(
    "href",
    "tel:0105500100",
  );
  await expect(team.getByRole("link", { name: /^Mejla Anna Lindqvist på / })).toHaveAttribute(
    "href",
    /^mailto:anna\.lindqvist@/,
  );
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
});

test("user administration names roles and permissions as the commerce service does", async ({ page }) => {
  await logIn(page, "admin@demo.se", undefined, "/mina-sidor/anvandare/ny");
  const role = page.getByLabel("Roll hos Byggfirman Norrland AB");
  // The service's names, for the roles a buyer admin may grant (GET /v2/users grantableRoles).
  await expect(role.getByRole("option")).toHaveText(["Användare", "Administratör (kund)"]);
  await expect(page.getByRole("checkbox", { name: "Får inte se priser" }).first()).toBeVisible();
  await page.goto("/mina-sidor/anvandare?q=buyer%40demo.se");
  await expect(
    // \b: not limitbuyer@demo.se, whose address ends the same way.
    page.getByRole("row", { name: /\bbuyer@demo\.se/ }).getByRole("cell", { name: "Användare" }),
  ).toBeVisible();
});
