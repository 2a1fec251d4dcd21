// The registry reachable from these machines serves only the Linux x64 builds of rollup's native
// packages, so npm cannot write lock entries for the other platforms' optional packages and
// `npm ci` then refuses the lock as "out of sync". This adds those entries (metadata only: they are
// never installed on Linux x64, so no tarball or integrity is needed). Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const rollup = lock.packages["node_modules/rollup"];
if (!rollup?.optionalDependencies) throw new Error("rollup is not in the lock");

function platformOf(name) {
  const parts = name.replace("@rollup/rollup-", "").split("-");
  const os = parts[0];
  const cpu = {
    arm: "arm",
    arm64: "arm64",
    x64: "x64",
    ia32: "ia32",
    loong64: "loong64",
    ppc64: "ppc64",
    riscv64: "riscv64",
    s390x: "s390x",
  }[parts[1]];
  const libc = parts[2]?.startsWith("musl")
    ? "musl"
    : parts[2]?.startsWith("gnu") && os === "linux"
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [name, version] of Object.entries(rollup.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu, libc } = platformOf(name);
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    license: "MIT",
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} lock entries for other platforms' rollup packages`);
