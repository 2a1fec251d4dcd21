/**
 * Deterministic demo catalogue: the same options always give the same rows. Pure (no bindings), so
 * the seeder, tests and the benchmark share it. Rows use the column names of the migrations.
 */
export * from "./articles";
export * from "./campaigns";
export * from "./customers";
export * from "./demo-data";
export * from "./reference-data";
export * from "./families";
export * from "./family-rows";
