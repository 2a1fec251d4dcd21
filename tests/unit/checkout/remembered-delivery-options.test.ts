import { beforeEach, describe, expect, it } from "vitest";
import {
  DELIVERY_OPTIONS_MEMO_MS,
  forgetDeliveryOptions,
  rememberedDeliveryOptions,
} from "~/features/checkout/remembered-delivery-options.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";

const option = (id: string, isDefault = false) => ({
  id,
  name: id,
  orderType: "standard" as const,
  requiresZipCode: false,
  requiresStore: false,
  availableBetweenHours: null,
  isDefault,
});

/** A commerce service that answers each token with its own default and counts the calls. */
function fakeService() {
  const calls: (string | null)[] = [];
  const transport = (token: string | null): CommerceTransport => ({
    baseUrl: "http://commerce.test",
    token,
    fetch: async (_input, init) => {
      const auth = new Headers(init?.headers).get("Authorization");
      calls.push(auth);
      return Response.json([option("DBI", auth === "Bearer token-a"), option("HAMT", auth !== "Bearer token-a")]);
    },
  });
  return { calls, transport };
}

describe("rememberedDeliveryOptions", () => {
  beforeEach(() => forgetDeliveryOptions());

  it("asks the service once per token within the TTL, and again after it", async () => {
    const service = fakeService();
    let now = 1_000;
    const clock = () => now;
    const first = await rememberedDeliveryOptions(service.transport("token-a"), clock);
    now += DELIVERY_OPTIONS_MEMO_MS - 1;
    expect(await rememberedDeliveryOptions(service.transport("token-a"), clock)).toEqual(first);
    expect(service.calls).toHaveLength(1);
    now += 1;
    await rememberedDeliveryOptions(service.transport("token-a"), clock);
    expect(service.calls).toHaveLength(2);
  });

  it("never answers one buyer's token with another's options", async () => {
    const service = fakeService();
    const a = await rememberedDeliveryOptions(service.transport("token-a"));
    const b = await rememberedDeliveryOptions(service.transport("token-b"));
    expect(a.find((o) => o.isDefault)?.id).toBe("DBI");
    expect(b.find((o) => o.isDefault)?.id).toBe("HAMT");
    expect(service.calls).toEqual(["Bearer token-a", "Bearer token-b"]);
  });

  it("asks again after a profile change made here", async () => {
    const service = fakeService();
    await rememberedDeliveryOptions(service.transport("token-a"));
    forgetDeliveryOptions();
    await rememberedDeliveryOptions(service.transport("token-a"));
    expect(service.calls).toHaveLength(2);
  });

  it("does not remember visitors (their pages come from the edge cache)", async () => {
    const service = fakeService();
    await rememberedDeliveryOptions(service.transport(null));
    await rememberedDeliveryOptions(service.transport(null));
    expect(service.calls).toEqual([null, null]);
  });
});
