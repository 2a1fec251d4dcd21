/**
 * A product family as a saved configuration sees it: the articles of one product in the caller's assortment with
 * their attributes, and which of them a set of selections leaves. What the configurator on the product page
 * offers is narrowed elsewhere; here a saved set is only checked, so a crafted post cannot store choices the
 * family never had.
 */
import type { ConfiguratorSelections } from "@shop/domain/configurator-selections";
import { catalogueContext, inAssortment } from "../catalogue/context";
import type { AccessClaims } from "../auth/jwt";
import { ApiError } from "../http/errors";

export interface FamilyArticle {
  articleNumber: string;
  variantSlug: string;
  attributes: ReadonlyMap<string, string>;
}

export interface Family {
  productId: string;
  productName: string;
  articles: FamilyArticle[];
}

interface ArticleRow {
  article_number: string;
  variant_slug: string;
  category_l2: string;
  attributes: string;
  product_name: string;
}

function attributesOf(json: string): Map<string, string> {
  const out = new Map<string, string>();
  try {
    for (const a of JSON.parse(json) as { name?: unknown; value?: unknown }[]) {
      if (typeof a.name === "string" && typeof a.value === "string" && !out.has(a.name)) out.set(a.name, a.value);
    }
  } catch {
    // An article whose attributes are unreadable simply has none to match.
  }
  return out;
}

/** The family in the caller's assortment; null when the product does not exist there. */
export async function loadFamily(db: D1Database, claims: AccessClaims, productId: string): Promise<Family | null> {
  const ctx = await catalogueContext(db, claims);
  const { results } = await db
    .prepare(
      `SELECT a.article_number, a.variant_slug, a.category_l2, a.attributes, p.name AS product_name
       FROM articles a JOIN products p ON p.id = a.product_id WHERE a.product_id = ? ORDER BY a.id`,
    )
    .bind(productId)
    .all<ArticleRow>();
  const visible = results.filter((r) => inAssortment(ctx, r.category_l2));
  if (visible.length === 0) return null;
  return {
    productId,
    productName: visible[0].product_name,
    articles: visible.map((r) => ({
      articleNumber: r.article_number,
      variantSlug: r.variant_slug,
      attributes: attributesOf(r.attributes),
    })),
  };
}

const unprocessable = (message: string, path: string, code: string) =>
  new ApiError(422, message, [{ path, code, message }]);

/**
 * The family's articles the selections leave. 422 when a selection names an attribute the family does not have,
 * a value none of its articles has, or a combination no article has.
 */
export function matchingArticles(family: Family, selections: ConfiguratorSelections): FamilyArticle[] {
  for (const [name, value] of Object.entries(selections)) {
    const values = new Set(family.articles.flatMap((a) => a.attributes.get(name) ?? []));
    const path = `selections.${name}`;
    if (values.size === 0)
      throw unprocessable(
        `Produkten ${family.productName} har ingen egenskap som heter "${name}".`,
        path,
        "unknown_attribute",
      );
    if (!values.has(value))
      throw unprocessable(
        `Egenskapen ${name} har inget värde "${value}" för ${family.productName}.`,
        path,
        "unknown_value",
      );
  }
  const left = family.articles.filter((a) =>
    Object.entries(selections).every(([name, value]) => a.attributes.get(name) === value),
  );
  if (left.length === 0)
    throw unprocessable("Valen leder inte till någon artikel. Ändra något av valen.", "selections", "no_article");
  return left;
}
