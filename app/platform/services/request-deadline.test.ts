import { describe, expect, it } from "vitest";
import { createRequestDeadline, DeadlinePassed, fetchWithinDeadline } from "./request-deadline";

/** A service that never answers, but gives up when its call is aborted (as a fetch does). */
const hangingService: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));

describe("a request's deadline for service calls", () => {
  it("cuts a call that would hang at the deadline, and says so", async () => {
    const started = Date.now();
    const call = fetchWithinDeadline(createRequestDeadline(150), hangingService)("http://commerce/v2/cart");
    await expect(call).rejects.toBeInstanceOf(DeadlinePassed);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("fails a call started after the deadline at once, without sending it", async () => {
    let clock = 0;
    let sent = 0;
    const deadline = createRequestDeadline(100, () => clock);
    clock = 100;
    const call = fetchWithinDeadline(deadline, async () => {
      sent++;
      return new Response("ok");
    })("http://content/entries");
    await expect(call).rejects.toBeInstanceOf(DeadlinePassed);
    expect(sent).toBe(0);
  });

  it("keeps the caller's own shorter timeout, which is not a deadline failure", async () => {
    const call = fetchWithinDeadline(createRequestDeadline(10_000), hangingService)("http://commerce/v2/cart", {
      signal: AbortSignal.timeout(50),
    });
    await expect(call).rejects.toMatchObject({ name: "TimeoutError" });
  });

  it("lets a call within the deadline answer", async () => {
    const answer = await fetchWithinDeadline(
      createRequestDeadline(10_000),
      async () => new Response("ja"),
    )("http://x/");
    expect(await answer.text()).toBe("ja");
  });
});
