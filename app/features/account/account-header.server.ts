import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ShellContext } from "./account-view";
import { getSession } from "~/platform/session/session.server";
import "./customer-context.server";

/** What the header's project flyout shows: names once chosen here, the ids from the token otherwise. */
export async function headerContext(request: Request, context: AppLoadContext): Promise<ShellContext | null> {
  const session = await getSession(request, context);
  const tokens = session.get("commerce");
  if (!tokens?.customerId) return null;
  const named = session.get("accountContext");
  const same = named && named.customerId === tokens.customerId && named.projectId === tokens.projectId;
  return {
    customerId: tokens.customerId,
    customerName: same ? named.customerName : null,
    projectId: tokens.projectId,
    projectName: same ? named.projectName : null,
  };
}
