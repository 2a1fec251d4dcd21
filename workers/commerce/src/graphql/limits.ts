/**
 * Limits of a GraphQL request, checked by graphql-js validation rules BEFORE anything executes
 * (docs/security.md, limits). A query that passes them can load at most MAX_ARTICLES articles and
 * answer at most MAX_COST fields, whoever sends it (the gateway also answers anonymous getVariants).
 *
 * - depth: nested selections, fragments followed (getVariants → product → breadcrumb → parents → id is 5);
 * - root fields and aliases: 50 aliases of one field was the pen test's multiplier;
 * - articles: the articleNumbers of every getVariants (literal or variable) plus CART_LINE_LIMIT for
 *   each getCartWithVariants, because each of those loads articles with price and stock;
 * - cost: every field answered, multiplied by the length of the lists around it (articleNumbers,
 *   a cart's lines, a favourites page), so a wide selection over many articles is refused too.
 */
import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  isIntrospectionType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from "graphql";
import { CART_LINE_LIMIT } from "../cart/store";

export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxRootFields: 10,
  maxAliases: 10,
  /** Articles loaded by one request: one cart's worth. */
  maxArticles: CART_LINE_LIMIT,
  /**
   * Fields answered, lists multiplied out. The storefront's widest query, the cart page's for a
   * 200-line cart, costs about 6,400 (the punch-out cart 4,000, 12 product cards 1,200); all
   * variant fields for 200 articles would cost about 19,600 and are refused.
   */
  maxCost: 12_000,
  /** Lexical tokens of the query text (graphql-js `parse` option). */
  maxTokens: 5_000,
} as const;

/** Error codes in `extensions.code` of a refused request. */
export type LimitCode =
  | "QUERY_TOO_DEEP"
  | "TOO_MANY_ROOT_FIELDS"
  | "TOO_MANY_ALIASES"
  | "TOO_MANY_ARTICLES"
  | "QUERY_TOO_COSTLY"
  | "INTROSPECTION_DISABLED";

const limitError = (message: string, code: LimitCode, node?: FieldNode) =>
  new GraphQLError(message, { nodes: node ? [node] : undefined, extensions: { code } });

interface Walk {
  context: ValidationContext;
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  /** Fragments on the current path, so a (separately reported) fragment cycle cannot loop here. */
  path: Set<string>;
}

/** The length of a list argument, literal or variable; unknown counts as the largest allowed. */
function listLength(node: ValueNode | undefined, variables: Record<string, unknown>, unknown: number): number {
  if (!node) return 0;
  if (node.kind === Kind.LIST) return node.values.length;
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return Array.isArray(value) ? value.length : value == null ? 0 : 1;
  }
  return node.kind === Kind.NULL ? 0 : Number.isFinite(unknown) ? unknown : 1;
}

/** Largest favourites page (routes/favourites.ts caps `limit` at 100). */
const FAVOURITE_PAGE_MAX = 100;

const argumentOf = (field: FieldNode, name: string) => field.arguments?.find((a) => a.name.value === name)?.value;

/** How many times a field's selection is answered per parent: list lengths the shop knows. */
function multiplierOf(parent: GraphQLCompositeType, field: FieldNode, walk: Walk): number {
  const key = `${parent.name}.${field.name.value}`;
  if (key === "Query.getVariants")
    return listLength(argumentOf(field, "articleNumbers"), walk.variables, GRAPHQL_LIMITS.maxArticles);
  if (key === "Cart.items") return CART_LINE_LIMIT;
  if (key === "FavoriteListPage.data") return FAVOURITE_PAGE_MAX;
  return 1;
}

/** Articles a root field loads. */
function articlesOf(field: FieldNode, walk: Walk): number {
  if (field.name.value === "getVariants")
    return listLength(argumentOf(field, "articleNumbers"), walk.variables, GRAPHQL_LIMITS.maxArticles);
  if (field.name.value === "getCartWithVariants") return CART_LINE_LIMIT;
  return 0;
}

interface Measure {
  depth: number;
  cost: number;
}

/** Depth and cost of a selection set under `parent`, fragments followed. */
function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  walk: Walk,
  visit: (field: FieldNode, parent: GraphQLCompositeType) => void,
): Measure {
  let depth = 0;
  let cost = 0;
  const add = (m: Measure) => {
    depth = Math.max(depth, m.depth);
    cost += m.cost;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      visit(selection, parent);
      let child: Measure = { depth: 0, cost: 0 };
      if (selection.selectionSet) {
        const fieldDef = "getFields" in parent ? parent.getFields()[selection.name.value] : undefined;
        const type = fieldDef ? getNamedType(fieldDef.type) : undefined;
        if (type && isCompositeType(type)) {
          const inner = measure(selection.selectionSet, type, walk, () => {});
          child = { depth: inner.depth, cost: inner.cost * Math.max(1, multiplierOf(parent, selection, walk)) };
        }
      }
      add({ depth: child.depth + 1, cost: child.cost + 1 });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) add(measure(selection.selectionSet, type, walk, visit));
    } else {
      const name = selection.name.value;
      const fragment = walk.context.getFragment(name);
      if (!fragment || walk.path.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      if (!type || !isCompositeType(type)) continue;
      walk.path.add(name);
      add(measure(fragment.selectionSet, type, walk, visit));
      walk.path.delete(name);
    }
  }
  return { depth, cost };
}

/** Depth, root fields, articles and cost of each operation. */
export function operationLimitsRule(variables: Record<string, unknown> | null | undefined): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = schema.getRootType(operation.operation);
      if (!root) return false;
      const walk: Walk = { context, schema, variables: variables ?? {}, path: new Set() };
      const rootFields: FieldNode[] = [];
      const { depth, cost } = measure(operation.selectionSet, root, walk, (field) => rootFields.push(field));
      if (depth > GRAPHQL_LIMITS.maxDepth)
        context.reportError(
          limitError(
            `The query is ${depth} levels deep; at most ${GRAPHQL_LIMITS.maxDepth} are allowed`,
            "QUERY_TOO_DEEP",
          ),
        );
      if (rootFields.length > GRAPHQL_LIMITS.maxRootFields) {
        context.reportError(
          limitError(
            `The query has ${rootFields.length} root fields; at most ${GRAPHQL_LIMITS.maxRootFields} are allowed`,
            "TOO_MANY_ROOT_FIELDS",
          ),
        );
      }
      const articles = rootFields.reduce((sum, field) => sum + articlesOf(field, walk), 0);
      if (articles > GRAPHQL_LIMITS.maxArticles) {
        context.reportError(
          limitError(
            `The query loads ${articles} articles; at most ${GRAPHQL_LIMITS.maxArticles} are allowed per request`,
            "TOO_MANY_ARTICLES",
          ),
        );
      }
      if (cost > GRAPHQL_LIMITS.maxCost)
        context.reportError(
          limitError(
            `The query would answer about ${cost} fields; at most ${GRAPHQL_LIMITS.maxCost} are allowed`,
            "QUERY_TOO_COSTLY",
          ),
        );
      return false;
    },
  });
}

/** Aliases in the whole document (fragments included). */
export const aliasLimitRule: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === GRAPHQL_LIMITS.maxAliases + 1) {
        context.reportError(
          limitError(`The query uses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, "TOO_MANY_ALIASES", node),
        );
      }
    },
  };
};

/**
 * Introspection (`__schema`, `__type`) answers only where a development flag allows it; the check
 * of graphql-js's NoSchemaIntrospectionCustomRule, reported once per entry point with an error code
 * (`__typename` stays allowed: clients use it).
 */
export const introspectionRule: ValidationRule = (context) => ({
  Field(node) {
    const type = context.getFieldDef()?.type;
    const parent = context.getParentType();
    if (type && isIntrospectionType(getNamedType(type)) && !(parent && isIntrospectionType(parent))) {
      context.reportError(
        limitError(
          `GraphQL introspection is disabled; "${node.name.value}" cannot be queried`,
          "INTROSPECTION_DISABLED",
          node,
        ),
      );
    }
  },
});

/** The rules added to graphql-js's specified rules for one request. */
export function limitRules(
  variables: Record<string, unknown> | null | undefined,
  options: { introspection: boolean },
): ValidationRule[] {
  return [aliasLimitRule, operationLimitsRule(variables), ...(options.introspection ? [] : [introspectionRule])];
}
