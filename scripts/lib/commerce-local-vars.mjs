/**
 * The vars every local start of the commerce worker adds to its .dev.vars secrets (`npm start` in stack.mjs and
 * bundled-stack.mjs): the demo seed and the /__dev tools. Not GRAPHQL_INTROSPECTION: introspection is on only where a
 * developer turns it on explicitly (`GRAPHQL_INTROSPECTION=true` in workers/commerce/.dev.vars, which the start passes
 * on as it is). tests/security/graphql-introspection.test.ts runs the development entry with these vars.
 */
export const commerceLocalVars = Object.freeze({ DEV_SEED_ENABLED: "true" });
