// Ports of the fault tests' stack (scripts/serve-faults.mjs). FAULT_PORT_BASE moves all of them (base … base+6), so
// a fault run beside the e2e stack (8797–8802) or another checkout's never collides.
const base = Number(process.env.FAULT_PORT_BASE ?? 8870);
export const faultPorts = {
  storefrontPort: base,
  commercePort: base + 1,
  contentPort: base + 2,
  commerceProxyPort: base + 3,
  contentProxyPort: base + 4,
  controlPort: base + 6,
};
export const faultPersistDir = `.wrangler/fault-state-${base}`;
/** The delivery rules' now, as in the e2e stack: a Tuesday at 12:30 in Stockholm, every delivery method open. */
export const faultDeliveryClock = "2026-11-24T12:30:00+01:00";
