import { Hono } from "hono";

export interface ContentEnv {
  SPACE_ID: string;
  DELIVERY_TOKEN: string;
  PREVIEW_TOKEN: string;
}

const app = new Hono<{ Bindings: ContentEnv }>();
app.get("/health", (c) => c.json({ ok: true, service: "content" }));
app.notFound((c) => c.json({ sys: { type: "Error", id: "NotFound" }, message: "The resource could not be found." }, 404));

export default app satisfies ExportedHandler<ContentEnv>;
