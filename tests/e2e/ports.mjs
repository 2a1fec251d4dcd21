// Ports of the e2e stack. E2E_PORT_BASE moves all three (base, base+1, base+2), so two runs can coexist.
const base = Number(process.env.E2E_PORT_BASE ?? 8797);
export const e2ePorts = { storefrontPort: base, commercePort: base + 1, contentPort: base + 2 };
export const e2ePersistDir = base === 8797 ? ".wrangler/e2e-state" : `.wrangler/e2e-state-${base}`;
