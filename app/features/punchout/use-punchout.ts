import { useRouteLoaderData } from "@remix-run/react";

/** The root loader's punch-out banner: set while the shop runs inside a procurement system's session. */
export function usePunchout(): { companyName: string | null; inspect?: boolean } | null {
  const root = useRouteLoaderData("root") as
    { punchout?: { companyName: string | null; inspect?: boolean } | null } | undefined;
  return root?.punchout ?? null;
}
