/**
 * Campaigns and themed assortments (a campaign with is_assortment = 1): which ones a viewer may see.
 * A campaign is visible while it runs (Stockholm dates) and when it is open to everyone or made for
 * the viewer's customer; anything else is "not found", so a campaign's existence does not leak.
 */
import type { z } from "zod";
import type { campaignSchema } from "@shop/contract/commerce/catalogue";
import { stockholmToday } from "@shop/domain/delivery-date";

export interface CampaignRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  is_assortment: number;
  customer_id: string | null;
  starts_at: string;
  ends_at: string;
  article_count: number;
}

export type CampaignView = z.input<typeof campaignSchema>;

export function campaignView(r: CampaignRow): CampaignView {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    isAssortment: r.is_assortment === 1,
    customerId: r.customer_id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    articleCount: r.article_count,
  };
}

/** A running campaign by slug or id that the customer (null = anonymous) may see; null otherwise. */
export async function findVisibleCampaign(
  db: D1Database,
  key: string,
  customerId: string | null,
  today = stockholmToday(),
): Promise<CampaignView | null> {
  const row = await db
    .prepare(
      `SELECT c.*, (SELECT count(*) FROM campaign_articles ca WHERE ca.campaign_id = c.id) AS article_count FROM campaigns c
       WHERE (c.slug = ?1 OR c.id = ?1) AND (c.customer_id IS NULL OR c.customer_id = ?2) AND c.starts_at <= ?3 AND c.ends_at >= ?3`,
    )
    .bind(key, customerId ?? "", today)
    .first<CampaignRow>();
  return row ? campaignView(row) : null;
}

const WITH_ARTICLE_COUNT = `SELECT c.*, (SELECT count(*) FROM campaign_articles ca WHERE ca.campaign_id = c.id) AS article_count
  FROM campaigns c`;

/** The campaigns open to everyone that run today, by name. */
export async function runningCampaigns(db: D1Database, today = stockholmToday()): Promise<CampaignView[]> {
  const { results } = await db
    .prepare(`${WITH_ARTICLE_COUNT} WHERE customer_id IS NULL AND starts_at <= ?1 AND ends_at >= ?1 ORDER BY name`)
    .bind(today)
    .all<CampaignRow>();
  return results.map(campaignView);
}

/** The campaigns a customer sees today: its own first, then those open to everyone, each by name. */
export async function runningCampaignsFor(
  db: D1Database,
  customerId: string | null,
  today = stockholmToday(),
): Promise<CampaignView[]> {
  const { results } = await db
    .prepare(
      `${WITH_ARTICLE_COUNT} WHERE (customer_id IS NULL OR customer_id = ?2) AND starts_at <= ?1 AND ends_at >= ?1
       ORDER BY customer_id IS NULL, name`,
    )
    .bind(today, customerId ?? "")
    .all<CampaignRow>();
  return results.map(campaignView);
}

/** A campaign's article numbers in order; the caller has checked that the viewer may see the campaign. */
export async function campaignArticleNumbers(db: D1Database, campaignId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT article_number FROM campaign_articles WHERE campaign_id = ? ORDER BY article_number")
    .bind(campaignId)
    .all<{ article_number: string }>();
  return results.map((r) => r.article_number);
}
