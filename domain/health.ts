import { version } from "../package.json";

/**
 * The shape every worker's `GET /health` answers with (commerce, content and the storefront's
 * `/health` route): ok only when every dependency is "ok"; status 200 then, 503 otherwise.
 */
export type DependencyState = "ok" | "unreachable" | "missing";
export interface HealthBody {
  ok: boolean;
  service: "commerce" | "content" | "storefront";
  /** package.json version, bundled at build time. */
  version: string;
  dependencies: Record<string, DependencyState>;
}

export const APP_VERSION: string = version;

export function healthBody(service: HealthBody["service"], dependencies: Record<string, DependencyState>): HealthBody {
  return {
    ok: Object.values(dependencies).every((state) => state === "ok"),
    service,
    version: APP_VERSION,
    dependencies,
  };
}

export const healthStatus = (body: HealthBody) => (body.ok ? 200 : 503);
