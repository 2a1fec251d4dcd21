/** Field names of the delivery form, shared by its action and its component. */
export const fieldName = {
  method: (id: string) => `method-${id}`,
  store: (id: string) => `store-${id}`,
  zip: (id: string) => `zip-${id}`,
  address: (id: string) => `address-${id}`,
  newAddress: (id: string, field: string) => `new-${id}-${field}`,
};
