import { describe, expect, it } from "vitest";
import { createPrefetchLimiter, PREFETCH_CONCURRENCY } from "./prefetch-limiter";

describe("route preloads, at most five at a time (spec section 2)", () => {
  it("starts five, holds the sixth on, and starts it when one of the five is done", () => {
    const limiter = createPrefetchLimiter();
    const started: string[] = [];
    const releases = ["a", "b", "c", "d", "e", "f", "g"].map((page) => limiter.request(() => started.push(page)));
    expect(PREFETCH_CONCURRENCY).toBe(5);
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    expect([limiter.running, limiter.waiting]).toEqual([5, 2]);
    releases[2]!();
    expect(started).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect([limiter.running, limiter.waiting]).toEqual([5, 1]);
  });

  it("drops a waiting preload whose link was left, and frees a slot only once", () => {
    const limiter = createPrefetchLimiter(2);
    const started: string[] = [];
    const [a, , c] = ["a", "b", "c", "d"].map((page) => limiter.request(() => started.push(page)));
    c!();
    a!();
    a!();
    expect(started).toEqual(["a", "b", "d"]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 0]);
  });
});
