import errors from "~/locales/sv/errors.json";
import { ConfigError } from "./config.server";

let loggedProblem: string | null = null;

/**
 * The answer to every request while the configuration is unusable: 503 with a short Swedish text
 * for the visitor and one log line naming the fields (never their values, never a stack). Logged
 * once per distinct problem, as every request of the isolate meets the same one.
 */
export function configUnavailableResponse(error: unknown): Response {
  if (!(error instanceof ConfigError)) throw error;
  if (loggedProblem !== error.message) {
    loggedProblem = error.message;
    console.error(`storefront: refusing all requests: ${error.message}`);
  }
  return new Response(`${errors.internal_server_error} ${errors.try_again_later}`, {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
