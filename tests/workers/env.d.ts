import type { CommerceEnv } from "../../workers/commerce/src/index";

declare global {
  namespace Cloudflare {
    interface Env extends CommerceEnv {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      CACHE: KVNamespace;
    }
  }
}
