import type { ContentConfig } from "../config";
import {
  GraphQLError,
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import type { Context } from "hono";
import { requestToken, tokenKind } from "../auth";
import { ENVIRONMENTS } from "../model";
import { createView } from "../repository";
import type { GraphqlContext } from "./context";
import { buildSchema } from "./schema";

let schema: GraphQLSchema | undefined;
/** Built once per isolate: the content types are fixed for the lifetime of the bundle. */
export const getSchema = () => (schema ??= buildSchema());

type GraphqlFailure = { message: string; code: string; status: 400 | 401 | 404 };

function failure(c: Context, requestId: string, { message, code, status }: GraphqlFailure) {
  return c.json({ errors: [{ message, extensions: { contentful: { code, requestId } } }] }, status);
}

/** Contentful puts a code on every error; validation messages from graphql-js are mapped to its codes. */
function codeForValidation(error: GraphQLError): string {
  if (/^Cannot query field/.test(error.message)) return "UNKNOWN_FIELD";
  if (/^Unknown argument/.test(error.message)) return "UNKNOWN_ARGUMENT";
  if (/^Unknown type/.test(error.message)) return "UNKNOWN_TYPE";
  if (/^Variable/.test(error.message)) return "INVALID_VARIABLES";
  return "GRAPHQL_VALIDATION_FAILED";
}

function withCode(error: GraphQLError, code: string, requestId: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  const contentful = (error.extensions?.contentful as Record<string, unknown> | undefined) ?? { code, requestId };
  return { ...formatted, extensions: { ...formatted.extensions, contentful } };
}

type GraphqlBody = { query?: unknown; variables?: unknown; operationName?: unknown } | null;

async function readJson(c: Context): Promise<GraphqlBody> {
  return (await c.req.json().catch(() => null)) as GraphqlBody;
}

function bodyFromQueryString(params: URLSearchParams): GraphqlBody {
  try {
    const variables = params.get("variables");
    return {
      query: params.get("query"),
      variables: variables ? JSON.parse(variables) : undefined,
      operationName: params.get("operationName") ?? undefined,
    };
  } catch {
    return null;
  }
}

export async function handleGraphql(c: Context, space: string, environment: string) {
  const requestId = (c.get("requestId") as string | undefined) ?? crypto.randomUUID();
  const config = c.get("config") as ContentConfig;
  const token = requestToken(c);
  if (!token)
    return failure(c, requestId, {
      message: "An access token is required.",
      code: "ACCESS_TOKEN_MISSING",
      status: 401,
    });
  const kind = tokenKind(token, config);
  if (!kind) {
    return failure(c, requestId, {
      message: "The access token you sent could not be found or is invalid.",
      code: "ACCESS_TOKEN_INVALID",
      status: 401,
    });
  }
  if (space !== config.spaceId)
    return failure(c, requestId, { message: `Space "${space}" does not exist.`, code: "UNKNOWN_SPACE", status: 404 });
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    return failure(c, requestId, {
      message: `Environment "${environment}" does not exist.`,
      code: "UNKNOWN_ENVIRONMENT",
      status: 404,
    });
  }

  // Contentful also accepts GET with `query`, `variables` (JSON) and `operationName` in the query string.
  const body = c.req.method === "GET" ? bodyFromQueryString(new URL(c.req.url).searchParams) : await readJson(c);
  if (!body || typeof body.query !== "string") {
    return failure(c, requestId, {
      message: "The request body must be JSON with a query string.",
      code: "INVALID_QUERY_FORMAT",
      status: 400,
    });
  }
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    const parseError = error as GraphQLError;
    return c.json({ errors: [withCode(parseError, "INVALID_QUERY_FORMAT", requestId)] }, 400);
  }
  const validationErrors = validate(getSchema(), document);
  if (validationErrors.length > 0) {
    return c.json(
      { errors: validationErrors.map((error) => withCode(error, codeForValidation(error), requestId)) },
      400,
    );
  }

  const url = c.req.url;
  const context: GraphqlContext = {
    published: createView(space, environment, false, url),
    drafts: createView(space, environment, true, url),
    canPreview: kind === "preview",
    requestId,
  };
  const result = await execute({
    schema: getSchema(),
    document,
    contextValue: context,
    variableValues:
      body.variables && typeof body.variables === "object" ? (body.variables as Record<string, unknown>) : undefined,
    operationName: typeof body.operationName === "string" ? body.operationName : undefined,
  });
  const errors = result.errors?.map((error) =>
    withCode(error, result.data ? "QUERY_EXECUTION_ERROR" : "INVALID_VARIABLES", requestId),
  );
  // Without data the request itself was wrong (bad variables); with data, errors sit next to it like in Contentful.
  return c.json(
    { ...(result.data === undefined ? {} : { data: result.data }), ...(errors ? { errors } : {}) },
    result.data ? 200 : 400,
  );
}
