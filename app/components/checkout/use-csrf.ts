import { useRouteLoaderData } from "@remix-run/react";

/** The session's CSRF token from the root loader, for the checkout forms. */
export function useCsrf(): string {
  const root = useRouteLoaderData("root") as { csrf?: string | null } | undefined;
  return root?.csrf ?? "";
}
