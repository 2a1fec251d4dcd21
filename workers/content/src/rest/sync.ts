import { badRequest } from "../errors";
import {
  contentTypeOf,
  deliveryAsset,
  deliveryEntry,
  findContentType,
  latestUpdate,
  localized,
  visibleAssets,
  visibleEntries,
  type View,
} from "../repository";

const PAGE_SIZE = 100;

/**
 * What a sync token stands for. Tokens are deterministic: the content version (latest update time) the
 * client has seen, the filter it started with and, for page tokens, the position in the current page run.
 */
interface SyncState {
  since: string;
  until: string;
  offset: number;
  type: string;
  contentType?: string;
  environment: string;
  limit: number;
}

const encode = (state: SyncState) =>
  btoa(JSON.stringify(state)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function decode(token: string, view: View): SyncState {
  try {
    const state = JSON.parse(atob(token.replace(/-/g, "+").replace(/_/g, "/"))) as SyncState;
    if (typeof state.since !== "string" || typeof state.until !== "string" || state.environment !== view.environment)
      throw new Error("foreign token");
    return state;
  } catch {
    throw badRequest("The sync_token parameter is invalid or belongs to another environment.");
  }
}

function startState(params: URLSearchParams, view: View): SyncState {
  const type = params.get("type") ?? "all";
  if (!["all", "Entry", "Asset", "Deletion", "DeletedEntry", "DeletedAsset"].includes(type))
    throw badRequest(`Unknown sync type: ${type}`);
  const contentType = params.get("content_type") ?? undefined;
  if (contentType && type !== "Entry") throw badRequest("A content_type filter in sync requires type=Entry.");
  if (contentType && !findContentType(contentType)) throw badRequest(`Unknown content type: ${contentType}`);
  const limit = params.has("limit") ? Number(params.get("limit")) : PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw badRequest("The limit parameter must be an integer between 1 and 1000.");
  return { since: "", until: latestUpdate(view), offset: 0, type, contentType, environment: view.environment, limit };
}

/** GET sync: `initial=true` starts a run; `sync_token` continues a page run or asks for changes since. */
export function sync(view: View, params: URLSearchParams, baseUrl: string) {
  const token = params.get("sync_token");
  let state: SyncState;
  if (params.get("initial") === "true") state = startState(params, view);
  else if (token) {
    state = decode(token, view);
    // A next-sync token (offset -1) opens a new run over everything updated after what the client holds.
    if (state.offset < 0) state = { ...state, since: state.until, until: latestUpdate(view), offset: 0 };
  } else {
    throw badRequest("A sync request needs one of the parameters initial=true or sync_token.");
  }

  const inRange = (updatedAt: string) => updatedAt > state.since && updatedAt <= state.until;
  const entries =
    state.type === "all" || state.type === "Entry"
      ? visibleEntries(view).filter(
          (entry) => inRange(entry.sys.updatedAt) && (!state.contentType || contentTypeOf(entry) === state.contentType),
        )
      : [];
  const assets =
    state.type === "all" || state.type === "Asset"
      ? visibleAssets(view).filter((asset) => inRange(asset.sys.updatedAt))
      : [];
  const all = [
    ...entries.map((entry) => localized(deliveryEntry(view, entry))),
    ...assets.map((asset) => localized(deliveryAsset(view, asset))),
  ];
  const items = all.slice(state.offset, state.offset + state.limit);
  const more = state.offset + state.limit < all.length;
  const nextToken = encode(more ? { ...state, offset: state.offset + state.limit } : { ...state, offset: -1 });
  return {
    sys: { type: "Array" },
    items,
    ...(more
      ? { nextPageUrl: `${baseUrl}/sync?sync_token=${nextToken}` }
      : { nextSyncUrl: `${baseUrl}/sync?sync_token=${nextToken}` }),
  };
}
