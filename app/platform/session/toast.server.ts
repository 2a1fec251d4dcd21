import { createCookie, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { createToast, TOAST_DEFAULT_DURATION_MS, TOAST_TYPES, type Toast, type ToastInput } from "./toast";

const toastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(TOAST_TYPES).default("info"),
  message: z.string().min(1).max(300),
  durationMs: z.number().int().positive().max(60_000).default(TOAST_DEFAULT_DURATION_MS),
}) satisfies z.ZodType<Toast, unknown>;

/**
 * A one-shot toast set by an action or guard and shown on the next page (a flash). Signed, so
 * nobody can plant a message on a buyer's screen; read once by the root loader, which clears it.
 */
function toastCookie(context: AppLoadContext, request: Request) {
  return createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 60,
    secrets: [context.config.SESSION_SECRET],
  });
}

export async function toastHeaders(request: Request, context: AppLoadContext, input: ToastInput): Promise<Headers> {
  const cookie = await toastCookie(context, request).serialize(createToast(input));
  return new Headers({ "Set-Cookie": cookie });
}

export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  to: string,
  input: ToastInput,
  status = 303,
): Promise<Response> {
  return redirect(to, { status, headers: await toastHeaders(request, context, input) });
}

/** The pending toast (if any) and the header that clears it, for the root loader. */
export async function readToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie(context, request);
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers();
  if (raw !== null && raw !== undefined) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
