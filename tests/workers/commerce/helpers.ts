/**
 * Test helpers for the commerce worker: a small deterministic catalogue, sign-in per demo user and
 * JSON requests through the real Hono app. Storage is shared by the tests of a file (this pool
 * version has no per-test isolation), so the seed is idempotent and tests that change state use
 * their own factory-made users.
 */
import { env } from "cloudflare:test";
import app from "../../../workers/commerce/src/index";
import devApp from "../../../workers/commerce/src/dev-entry";
import { hashPassword } from "../../../workers/commerce/src/auth/password";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { seedDemoData } from "../../../workers/commerce/src/seed/seed";
import type { Role, PermissionDenial } from "@shop/domain/roles";

export const TEST_ARTICLES = 400;
export { DEMO_ARTICLES, articleNumberAt } from "../../../workers/commerce/src/seed/generate";

/** Seeds the demo data at test size once per database; later calls are no-ops. */
export async function seedTestCatalogue(articles = TEST_ARTICLES) {
  return seedDemoData(env.DB, { articles });
}

/** Catalogue plus order/list/quote demo data; answers articles anyone can order online in quantity 1. */
export async function seedOrderableArticles(): Promise<string[]> {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0 AND a.ask_for_price = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1) ORDER BY a.id`,
  ).all<{ article_number: string }>();
  return results.map((r) => r.article_number);
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Which entry answers: the production app (default) or the development one with /__dev routes. */
  entry?: "production" | "development";
}

export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const target = options.entry === "development" ? devApp : app;
  const response = await target.request(
    path,
    { method: options.method ?? (body !== undefined ? "POST" : "GET"), headers, body },
    env,
  );
  const text = await response.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
  SessionId: string;
  CustomerId: string | null;
  ProjectId: string | null;
}

const tokenCache = new Map<string, Tokens>();

/** Forgets the cached sign-ins: the setup file calls it between files, whose database starts empty. */
export function forgetSignIns() {
  tokenCache.clear();
}

/** Signs in (password demo1234), optionally into a customer/project context; cached per file. */
export async function signIn(
  username: string,
  context: { customerId?: string; projectId?: string } = {},
  fresh = false,
): Promise<Tokens> {
  const key = `${username}|${context.customerId ?? ""}|${context.projectId ?? ""}`;
  const cached = tokenCache.get(key);
  if (cached && !fresh) return cached;
  const response = await call("/v2/sessions/", { body: { username, password: "demo1234", ...context } });
  if (response.status !== 200) throw new Error(`sign-in ${username} failed: ${response.status} ${response.text}`);
  tokenCache.set(key, response.json);
  return response.json;
}

export async function graphqlCall(token: string, query: string, variables: Record<string, unknown> = {}) {
  return call("/graphql", { token, body: { query, variables } });
}

export interface CreateUserOptions {
  permissions?: { customerId: string; projectId?: string; role?: Role; denies?: PermissionDenial[] }[];
  password?: string;
  mustChangePassword?: boolean;
  isPunchout?: boolean;
}

let userCounter = 0;
/** A throw-away user (for lock-out, password and permission tests); password demo1234 unless given. */
export async function createUser(options: CreateUserOptions = {}) {
  userCounter++;
  const id = `t-${Date.now().toString(36)}-${userCounter}`;
  const email = `${id}@test.se`;
  await env.DB.prepare(
    "INSERT INTO users (id, email, logon_id, first_name, last_name, password_hash, must_change_password, is_punchout, default_customer_id) VALUES (?, ?, ?, 'Test', 'Användare', ?, ?, ?, ?)",
  )
    .bind(
      id,
      email,
      id,
      await hashPassword(options.password ?? "demo1234", 1000),
      options.mustChangePassword ? 1 : 0,
      options.isPunchout ? 1 : 0,
      options.permissions?.[0]?.customerId ?? null,
    )
    .run();
  for (const p of options.permissions ?? [{ customerId: "10001" }]) {
    await env.DB.prepare(
      "INSERT INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies) VALUES (?, ?, ?, ?, ?)",
    )
      .bind(id, p.customerId, p.projectId ?? "", p.role ?? "USER", JSON.stringify(p.denies ?? []))
      .run();
  }
  return { id, email };
}

export { env };
