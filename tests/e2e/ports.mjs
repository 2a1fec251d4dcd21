export const e2ePorts = { storefrontPort: 8797, commercePort: 8798, contentPort: 8799 };
