import type { TestProject } from "vitest/node";
import { startContentWorker } from "./content-worker";

declare module "vitest" {
  export interface ProvidedContext {
    contentOrigin: string;
  }
}

/** One content worker (wrangler, workerd) for the whole `content-sdk` project; its origin is provided to tests. */
export default async function setup(project: TestProject) {
  const worker = await startContentWorker();
  project.provide("contentOrigin", worker.origin);
  return async () => {
    await worker.dispose();
  };
}
