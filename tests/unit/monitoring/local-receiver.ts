import { afterAll, beforeAll } from "vitest";
import { startEnvelopeReceiver, type EnvelopeReceiver } from "../../e2e/support/envelope-receiver";

/** An envelope receiver on a random free-ish port for one test file, started before and closed after it. */
export function localEnvelopeReceiver(): { port: number; dsn: string; receiver: () => EnvelopeReceiver } {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let receiver: EnvelopeReceiver | null = null;
  beforeAll(async () => {
    receiver = await startEnvelopeReceiver(port);
  });
  afterAll(() => receiver?.close());
  return {
    port,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    receiver: () => {
      if (!receiver) throw new Error("the envelope receiver has not started");
      return receiver;
    },
  };
}
