import { useRouteLoaderData } from "@remix-run/react";
import { CSRF_FIELD } from "./csrf";

/** The session's CSRF token from the root loader ("" when the root loader failed). */
export function useCsrf(): string {
  const root = useRouteLoaderData("root") as { csrf?: string | null } | undefined;
  return root?.csrf ?? "";
}

/**
 * The hidden field every form posts with its CSRF token: the session's token from the root loader,
 * or `token` where a page carries its own (the login page, the punch-out hand-over).
 */
export function CsrfField({ token }: { token?: string | null }) {
  const fromRoot = useCsrf();
  return <input type="hidden" name={CSRF_FIELD} value={token ?? fromRoot} />;
}
