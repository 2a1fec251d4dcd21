/**
 * Executes a validated query over this schema, whose only resolvers are the root ones: everything below a root
 * field is plain data read by property. graphql-js's `execute` builds a resolve-info object, an argument map and a
 * promise check for every value it completes, and a 100-line cart answers about 4,800 of them: that was a quarter
 * of the commerce worker's time for the cart page. This completes the same selections with graphql-js's own
 * pieces (variable and argument coercion, @skip/@include, scalar serialization, located errors) in a plain walk.
 * graphql-jit does this generically but compiles with `new Function`, which Workers forbid (docs/decisions.md).
 * tests/unit/commerce/plain-execute.test.ts holds it to `execute` for the storefront's queries and the edge cases.
 */
import {
  getArgumentValues,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  locatedError,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";

type Fields = Map<string, FieldNode[]>;

interface Run {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

export interface PlainExecutionArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  rootValue: Record<string, unknown>;
  contextValue: unknown;
  variableValues?: Record<string, unknown>;
  operationName?: string;
}

/** A value that does not fit its field's type: a bug of the service, never of the caller. */
class CompletionError extends Error {}

const abstractTypesIn = new WeakMap<GraphQLSchema, boolean>();

function hasAbstractTypes(schema: GraphQLSchema): boolean {
  let known = abstractTypesIn.get(schema);
  if (known === undefined) {
    known = Object.values(schema.getTypeMap()).some((type) => isAbstractType(type));
    abstractTypesIn.set(schema, known);
  }
  return known;
}

/**
 * Whether executePlain answers this request as `execute` would: a query (not a mutation or subscription) without
 * introspection, over a schema without interfaces or unions. Anything else goes to graphql-js.
 */
export function runsPlain(schema: GraphQLSchema, document: DocumentNode, operationName?: string): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== "query" || hasAbstractTypes(schema)) return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind !== "Field" || selection.name.value === "__typename" || !selection.name.value.startsWith("__"),
  );
}

function included(run: Run, node: FieldNode | SelectionSetNode["selections"][number]): boolean {
  if (!node.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, node, run.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, run.variables)?.if !== false;
}

/** graphql-js's field collection for an object type: response keys in document order, fragments followed once. */
function collect(run: Run, type: GraphQLObjectType, set: SelectionSetNode, into: Fields, seen: Set<string>) {
  for (const selection of set.selections) {
    if (!included(run, selection)) continue;
    if (selection.kind === "Field") {
      const key = selection.alias?.value ?? selection.name.value;
      const nodes = into.get(key);
      if (nodes) nodes.push(selection);
      else into.set(key, [selection]);
    } else if (selection.kind === "InlineFragment") {
      if (!selection.typeCondition || selection.typeCondition.name.value === type.name)
        collect(run, type, selection.selectionSet, into, seen);
    } else {
      const name = selection.name.value;
      const fragment = run.fragments[name];
      if (seen.has(name) || !fragment || fragment.typeCondition.name.value !== type.name) continue;
      seen.add(name);
      collect(run, type, fragment.selectionSet, into, seen);
    }
  }
  return into;
}

/**
 * How to complete one field's value: worked out once per request from the type and the selections, then walked for
 * every value (a cart's hundred lines share one plan).
 */
type Plan =
  | { kind: "leaf"; nonNull: boolean; type: GraphQLLeafType }
  | { kind: "list"; nonNull: boolean; item: Plan }
  | { kind: "object"; nonNull: boolean; type: GraphQLObjectType; fields: FieldPlan[]; protoKey: boolean };

interface FieldPlan {
  key: string;
  name: string;
  /** null for __typename, answered with the type's name. */
  plan: Plan | null;
}

function planOf(run: Run, type: GraphQLOutputType, nodes: readonly FieldNode[], nonNull = false): Plan {
  if (isNonNullType(type)) return planOf(run, type.ofType, nodes, true);
  if (isListType(type)) return { kind: "list", nonNull, item: planOf(run, type.ofType, nodes) };
  if (isLeafType(type)) return { kind: "leaf", nonNull, type };
  if (!isObjectType(type)) throw new CompletionError(`Field ${nodes[0].name.value} has an abstract type`);
  const selections: Fields = new Map();
  const seen = new Set<string>();
  for (const node of nodes) if (node.selectionSet) collect(run, type, node.selectionSet, selections, seen);
  const definitions = type.getFields();
  const fields = [...selections].map(([key, fieldNodes]): FieldPlan => {
    const name = fieldNodes[0].name.value;
    return { key, name, plan: name === "__typename" ? null : planOf(run, definitions[name].type, fieldNodes) };
  });
  return { kind: "object", nonNull, type, fields, protoKey: selections.has("__proto__") };
}

function complete(plan: Plan, value: unknown, name: string): unknown {
  if (value === null || value === undefined) {
    if (plan.nonNull) throw new CompletionError(`Cannot return null for non-nullable field ${name}`);
    return null;
  }
  if (typeof value === "function" || value instanceof Promise)
    throw new CompletionError(`Field ${name} is not plain data`);
  switch (plan.kind) {
    case "leaf": {
      const serialized = plan.type.serialize(value);
      if (serialized === null || serialized === undefined)
        throw new CompletionError(`Field ${name} serialized to nothing`);
      return serialized;
    }
    case "list": {
      if (!Array.isArray(value)) throw new CompletionError(`Field ${name} is not a list`);
      const items = new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i++) items[i] = complete(plan.item, value[i], name);
      return items;
    }
    case "object": {
      // Plain objects of one shape per plan, which V8 stringifies on its fast path (graphql-js's prototype-less
      // objects are not); only an alias named __proto__ needs an object without a prototype to stay a key.
      const result: Record<string, unknown> = plan.protoKey ? Object.create(null) : {};
      const source = value as Record<string, unknown>;
      for (const field of plan.fields)
        result[field.key] = field.plan ? complete(field.plan, source[field.name], field.name) : plan.type.name;
      return result;
    }
  }
}

/**
 * `execute` for a request runsPlain accepted. Root fields resolve in parallel as in graphql-js; an error of a
 * resolver, or of a value that does not fit its type, is answered as `execute` answers it: `errors` with the
 * original error located at its field, and no data.
 */
export async function executePlain(args: PlainExecutionArgs): Promise<ExecutionResult> {
  const { schema, document, rootValue, contextValue } = args;
  const operation = getOperationAST(document, args.operationName)!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, {
    maxErrors: 50,
  });
  if (coerced.errors) return { errors: coerced.errors };
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === "FragmentDefinition") fragments[definition.name.value] = definition;
  const run: Run = { fragments, variables: coerced.coerced };
  const queryType = schema.getQueryType()!;
  const rootFields = [...collect(run, queryType, operation.selectionSet, new Map(), new Set())];
  const answers = await Promise.allSettled(
    rootFields.map(async ([key, nodes]) => {
      const name = nodes[0].name.value;
      if (name === "__typename") return queryType.name;
      const definition = queryType.getFields()[name];
      const fieldArgs = getArgumentValues(definition, nodes[0], run.variables);
      const info: GraphQLResolveInfo = {
        fieldName: name,
        fieldNodes: nodes,
        returnType: definition.type,
        parentType: queryType,
        path: { prev: undefined, key, typename: queryType.name },
        schema,
        fragments,
        rootValue,
        operation,
        variableValues: run.variables,
      };
      const property = rootValue[name];
      const value =
        typeof property === "function"
          ? await (property as (...a: unknown[]) => unknown)(fieldArgs, contextValue, info)
          : property;
      return complete(planOf(run, definition.type, nodes), value, name);
    }),
  );
  const errors = answers.flatMap((answer, i) => {
    if (answer.status === "fulfilled") return [];
    const [key, nodes] = rootFields[i];
    const error = answer.reason instanceof Error ? answer.reason : new Error(String(answer.reason));
    return [locatedError(error, nodes, [key])];
  });
  if (errors.length) return { errors, data: null };
  const data: Record<string, unknown> = rootFields.some(([key]) => key === "__proto__") ? Object.create(null) : {};
  rootFields.forEach(([key], i) => {
    data[key] = (answers[i] as PromiseFulfilledResult<unknown>).value;
  });
  return { data };
}
