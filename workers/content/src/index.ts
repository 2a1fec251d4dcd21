import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { ContentfulError, badRequest, errorBody, notFound } from "./errors";
import { ENVIRONMENTS, LOCALE } from "./model";
import {
  allContentTypes,
  allTags,
  contentDataLoaded,
  createView,
  deliveryAsset,
  deliveryContentType,
  deliveryEntry,
  deliveryTag,
  findAsset,
  findContentType,
  findEntry,
  findTag,
  type View,
} from "./repository";
import { queryAssets, queryEntries } from "./rest/entries-query";
import { sync } from "./rest/sync";
import { handleGraphql } from "./graphql/handler";
import { requestToken, tokenKind } from "./auth";
import { contentConfigOf, type ContentConfig } from "./config";
import { healthBody, healthStatus } from "@shop/domain/health";
import { withMonitoring } from "../../shared/monitoring";

export interface ContentEnv {
  SPACE_ID: string;
  DELIVERY_TOKEN: string;
  PREVIEW_TOKEN: string;
  /** The demo image files (`data/files`), served at /assets-files/... like Contentful's asset CDN. */
  ASSETS?: Fetcher;
  /** Error reporting (workers/shared/monitoring.ts); unset, nothing is sent. */
  SENTRY_DSN?: string;
  ENVIRONMENT?: string;
}

type Vars = { requestId: string; config: ContentConfig; view: View; token: "delivery" | "preview" };
type AppContext = Context<{ Bindings: ContentEnv; Variables: Vars }>;

const app = new Hono<{ Bindings: ContentEnv; Variables: Vars }>({ strict: false });

app.use(
  "*",
  cors({
    origin: "*",
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "X-Contentful-User-Agent", "X-Contentful-Content-Source-Maps"],
    exposeHeaders: ["Etag", "X-Contentful-Request-Id"],
    maxAge: 86400,
  }),
);

app.use("*", async (c, next) => {
  const requestId = crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  c.header("X-Contentful-Request-Id", requestId);
});

// A missing token or space id answers 503 naming the field (config.ts), logged once per problem.
const loggedConfigProblems = new Set<string>();
app.use("*", async (c, next) => {
  const result = contentConfigOf(c.env);
  if (result.ok) {
    c.set("config", result.config);
    return next();
  }
  if (!loggedConfigProblems.has(result.problem)) {
    loggedConfigProblems.add(result.problem);
    console.error(`content: refusing all requests: ${result.problem}`);
  }
  const message = `Service not configured: ${result.problem}.`;
  const body = { sys: { type: "Error", id: "ServiceUnavailable" }, message, details: { field: result.field } };
  return c.json({ ...body, requestId: c.get("requestId") }, 503);
});

app.onError((error, c) => {
  const requestId = c.get("requestId") ?? crypto.randomUUID();
  if (error instanceof ContentfulError) return c.json(errorBody(error, requestId), error.status);
  console.error("content service error", error);
  return c.json({ sys: { type: "Error", id: "ServerError" }, message: "Internal server error.", requestId }, 500);
});

app.notFound((c) => c.json(errorBody(notFound(), c.get("requestId") ?? crypto.randomUUID()), 404));

// Health: the bundled content data (entries and content types) is loaded.
app.get("/health", (c) => {
  const body = healthBody("content", { data: contentDataLoaded() ? "ok" : "missing" });
  c.header("Cache-Control", "no-store");
  return c.json(body, healthStatus(body));
});

/** Which of the two configured tokens the request carries; anything else is AccessTokenInvalid (401). */
function authenticate(c: AppContext): "delivery" | "preview" {
  const kind = tokenKind(requestToken(c), c.get("config"));
  if (!kind)
    throw new ContentfulError(401, "AccessTokenInvalid", "The access token you sent could not be found or is invalid.");
  return kind;
}

function checkSpaceAndEnvironment(c: AppContext, space: string, environment: string) {
  if (space !== c.get("config").spaceId) throw notFound({ type: "Space", id: space });
  if (!(ENVIRONMENTS as readonly string[]).includes(environment))
    throw notFound({ type: "Environment", id: environment, space });
}

const space = new Hono<{ Bindings: ContentEnv; Variables: Vars }>({ strict: false });

space.use("*", async (c, next) => {
  const token = authenticate(c);
  const environment = c.req.param("environment") ?? "master";
  const spaceId = c.req.param("space") ?? "";
  checkSpaceAndEnvironment(c, spaceId, environment);
  c.set("token", token);
  c.set("view", createView(spaceId, environment, token === "preview", c.req.url));
  await next();
});

const params = (c: AppContext) => new URL(c.req.url).searchParams;

space.get("/entries", (c) => c.json(queryEntries(c.get("view"), params(c))));
space.get("/entries/:id", (c) => {
  const view = c.get("view");
  const entry = findEntry(view, c.req.param("id"));
  if (!entry)
    throw notFound({ type: "Entry", id: c.req.param("id"), environment: view.environment, space: view.spaceId });
  return c.json(deliveryEntry(view, entry));
});
space.get("/assets", (c) => c.json(queryAssets(c.get("view"), params(c))));
space.get("/assets/:id", (c) => {
  const view = c.get("view");
  const asset = findAsset(view, c.req.param("id"));
  if (!asset)
    throw notFound({ type: "Asset", id: c.req.param("id"), environment: view.environment, space: view.spaceId });
  return c.json(deliveryAsset(view, asset));
});
space.get("/content_types", (c) => {
  const items = allContentTypes().map((type) => deliveryContentType(c.get("view"), type));
  return c.json({ sys: { type: "Array" }, total: items.length, skip: 0, limit: 100, items });
});
space.get("/content_types/:id", (c) => {
  const type = findContentType(c.req.param("id"));
  if (!type) throw notFound({ type: "ContentType", id: c.req.param("id") });
  return c.json(deliveryContentType(c.get("view"), type));
});
space.get("/locales", (c) =>
  c.json({
    sys: { type: "Array" },
    total: 1,
    skip: 0,
    limit: 1000,
    items: [
      {
        code: LOCALE,
        name: "Swedish (Sweden)",
        default: true,
        fallbackCode: null,
        sys: { id: "locale-sv-se", type: "Locale", version: 1 },
      },
    ],
  }),
);
space.get("/tags", (c) => {
  const items = allTags().map((tag) => deliveryTag(c.get("view"), tag));
  return c.json({ sys: { type: "Array" }, total: items.length, skip: 0, limit: 100, items });
});
space.get("/tags/:id", (c) => {
  const tag = findTag(c.req.param("id"));
  if (!tag) throw notFound({ type: "Tag", id: c.req.param("id") });
  return c.json(deliveryTag(c.get("view"), tag));
});
space.get("/sync", (c) => {
  const view = c.get("view");
  const origin = new URL(c.req.url).origin;
  return c.json(sync(view, params(c), `${origin}/spaces/${view.spaceId}/environments/${view.environment}`));
});

const MAX_ASSET_KEY_LIFETIME_SECONDS = 48 * 60 * 60;

/** Asset keys sign embargoed-asset URLs; the local service hands out keys with Contentful's checks. */
space.post("/asset_keys", async (c) => {
  const body = (await c.req.json().catch(() => null)) as { expiresAt?: unknown } | null;
  const expiresAt = body?.expiresAt;
  const now = Math.floor(Date.now() / 1000);
  if (typeof expiresAt !== "number" || !Number.isInteger(expiresAt))
    throw badRequest("expiresAt must be a Unix timestamp in seconds.");
  if (expiresAt < now) throw badRequest("expiresAt must not be in the past.");
  if (expiresAt > now + MAX_ASSET_KEY_LIFETIME_SECONDS) throw badRequest("expiresAt must be at most 48 hours ahead.");
  const secret = btoa(`${c.get("view").spaceId}:${expiresAt}`).replace(/=+$/, "");
  return c.json(
    { sys: { type: "AssetKey" }, policy: btoa(JSON.stringify({ exp: expiresAt })).replace(/=+$/, ""), secret },
    201,
  );
});

function spaceRoot(c: AppContext) {
  authenticate(c);
  const spaceId = c.req.param("space") ?? "";
  checkSpaceAndEnvironment(c, spaceId, "master");
  return c.json({
    sys: { type: "Space", id: spaceId },
    name: "Bygg & El (lokal)",
    locales: [{ code: LOCALE, default: true, name: "Swedish (Sweden)", fallbackCode: null }],
  });
}

app.route("/spaces/:space/environments/:environment", space);
// The SDK's getSpace() reads the space root; everything else goes through an environment.
app.get("/spaces/:space", spaceRoot);

app.on(["GET", "POST"], "/content/v1/spaces/:space/environments/:environment", (c) =>
  handleGraphql(c, c.req.param("space"), c.req.param("environment")),
);
app.on(["GET", "POST"], "/content/v1/spaces/:space", (c) => handleGraphql(c, c.req.param("space"), "master"));

app.get("/assets-files/:space/:id/:fileName", async (c) => {
  const asset = findAsset(createView(c.req.param("space"), "master", true, c.req.url), c.req.param("id"));
  const { spaceId, assets } = c.get("config");
  if (c.req.param("space") !== spaceId || !asset || asset.fields.file.fileName !== c.req.param("fileName") || !assets) {
    throw notFound();
  }
  const file = await assets.fetch(new Request(`https://assets.local/${asset.fields.file.fileName}`));
  if (!file.ok) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": asset.fields.file.contentType,
      "Cache-Control": "public, max-age=86400",
      "Access-Control-Allow-Origin": "*",
    },
  });
});

export default withMonitoring("content", app) satisfies ExportedHandler<ContentEnv>;
