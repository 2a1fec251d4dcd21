/**
 * The wholesaler's synonym list for search (#45, docs/search.md): list, add or change, remove. Like the quote desk
 * (routes/quote-desk.ts) it is the back office, no shop user: it authenticates with `Authorization: QuoteDesk <key>`
 * (the secret QUOTE_DESK_KEY), and without a configured key these routes do not exist (404). app.ts lets these paths
 * past the bearer-token check. A change is seen by this isolate's next search at once, by others within a minute.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { sha256Base64Url, timingSafeEqual } from "../auth/crypto";
import type { AppEnv } from "../env";
import { ApiError, badRequest, jsonBody, notFound } from "../http/errors";
import { forgetSearchOutcomes } from "../search/outcome-cache";
import { deleteSynonym, listSynonyms, MAX_SYNONYMS, putSynonym, synonymTerm } from "../search/synonyms";

/** The list's paths, for app.ts: they carry the back office's key instead of a user's token. */
export const SEARCH_SYNONYMS_PATH = /^\/v1\/search\/synonyms(?:\/[^/]+)?\/?$/;

const encoder = new TextEncoder();

/** 404 without a configured key; 401 unless the request carries it. Compared as hashes, in constant time. */
async function assertBackOffice(c: Context<AppEnv>) {
  const key = c.get("config").quoteDeskKey;
  if (key === null) throw notFound("Not found");
  const given = /^QuoteDesk\s+(\S+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  const [a, b] = await Promise.all([sha256Base64Url(given), sha256Base64Url(key)]);
  if (!given || !timingSafeEqual(encoder.encode(a), encoder.encode(b)))
    throw new ApiError(401, "Fel eller saknad nyckel för synonymlistan.", [], { "www-authenticate": "QuoteDesk" });
}

const MAX_TERM = 60;
const MAX_WORDS = 3;

/** Folded as the search compares words; 1–60 characters of letters or digits, at most three words. */
const term = (what: string) =>
  z
    .string({ error: `Ange ${what}.` })
    .max(200, `${what[0].toUpperCase()}${what.slice(1)} får vara högst ${MAX_TERM} tecken.`)
    .transform(synonymTerm)
    .refine((t) => t.length > 0, `Ange ${what} med minst en bokstav eller siffra.`)
    .refine((t) => t.length <= MAX_TERM, `${what[0].toUpperCase()}${what.slice(1)} får vara högst ${MAX_TERM} tecken.`)
    .refine(
      (t) => t.split(" ").length <= MAX_WORDS,
      `${what[0].toUpperCase()}${what.slice(1)} får ha högst ${MAX_WORDS} ord.`,
    );

const synonymBody = z
  .object({
    term: term("ett sökord"),
    replacement: term("vad sökordet ska hitta"),
    /** Two-way: each finds the other. One-way (default): the term also finds the replacement. */
    twoWay: z.boolean({ error: "twoWay ska vara true eller false." }).default(false),
  })
  .strict()
  .refine((b) => b.term !== b.replacement, {
    message: "Sökordet och vad det ska hitta är samma ord.",
    path: ["replacement"],
  });

export const searchSynonymRoutes = new Hono<AppEnv>()
  .get("/v1/search/synonyms", async (c) => {
    await assertBackOffice(c);
    return c.json({ synonyms: await listSynonyms(c.env.DB), max: MAX_SYNONYMS });
  })
  .put("/v1/search/synonyms", async (c) => {
    await assertBackOffice(c);
    const body = await jsonBody(c, synonymBody);
    const saved = await putSynonym(c.env.DB, body);
    if (!saved) throw new ApiError(409, `Synonymlistan är full (högst ${MAX_SYNONYMS} rader). Ta bort en rad först.`);
    forgetSearchOutcomes(c.env.DB, "ranking");
    return c.json(saved);
  })
  .delete("/v1/search/synonyms/:id", async (c) => {
    await assertBackOffice(c);
    const id = c.req.param("id");
    if (!/^\d{1,12}$/.test(id)) throw badRequest("Ogiltigt id för synonymen.");
    if (!(await deleteSynonym(c.env.DB, Number(id)))) throw notFound("Synonymen finns inte.");
    forgetSearchOutcomes(c.env.DB, "ranking");
    return c.body(null, 204);
  });
