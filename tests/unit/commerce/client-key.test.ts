import { describe, expect, it } from "vitest";
import { clientOfAddress } from "../../../workers/commerce/src/http/client-key";

describe("clientOfAddress: the client a per-client limit counts", () => {
  it("an IPv4 address is its own client", () => {
    expect(clientOfAddress("198.51.100.7")).toBe("198.51.100.7");
    expect(clientOfAddress(" 198.51.100.7 ")).toBe("198.51.100.7");
  });

  it("every IPv6 address of one /64 is one client, however it is written", () => {
    const key = clientOfAddress("2001:db8:41:8::1");
    expect(key).toBe("2001:db8:41:8::/64");
    for (const same of [
      "2001:db8:41:8:ffff:ffff:ffff:ffff",
      "2001:0DB8:0041:0008:0000:0000:0000:0002",
      "2001:db8:41:8:1234::abcd",
      "2001:db8:41:8::9%eth0",
      "[2001:db8:41:8::5]",
    ])
      expect(clientOfAddress(same), same).toBe(key);
  });

  it("another /64 is another client", () => {
    expect(clientOfAddress("2001:db8:41:9::1")).not.toBe(clientOfAddress("2001:db8:41:8::1"));
    expect(clientOfAddress("::1")).toBe("0:0:0:0::/64");
    expect(clientOfAddress("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("an IPv4 address written as IPv6 is the IPv4 client", () => {
    expect(clientOfAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientOfAddress("::FFFF:c633:6407")).toBe("198.51.100.7");
  });

  it("anything else is kept as given, lower case and bounded", () => {
    expect(clientOfAddress("Not-An-Address")).toBe("not-an-address");
    expect(clientOfAddress("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientOfAddress("x".repeat(100))).toHaveLength(64);
  });
});
