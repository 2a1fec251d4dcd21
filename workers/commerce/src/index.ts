import { Hono } from "hono";

export interface CommerceEnv {
  DB: D1Database;
  JWT_SECRET: string;
  ACCESS_TOKEN_TTL_SECONDS?: string;
}

const app = new Hono<{ Bindings: CommerceEnv }>();
app.get("/health", (c) => c.json({ ok: true, service: "commerce" }));
app.notFound((c) => c.json({ message: "Not found" }, 404));

export default app satisfies ExportedHandler<CommerceEnv>;
