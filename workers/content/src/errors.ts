/** Contentful's error body: `{ sys: { type: "Error", id }, message, details?, requestId }`. */
export class ContentfulError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    readonly errorId: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (details?: unknown) =>
  new ContentfulError(404, "NotFound", "The resource could not be found.", details);

export const invalidQuery = (errors: { name: string; [key: string]: unknown }[]) =>
  new ContentfulError(
    400,
    "InvalidQuery",
    "The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.",
    { errors },
  );

export const badRequest = (message: string, details?: unknown) =>
  new ContentfulError(400, "BadRequest", message, details);

export function errorBody(error: ContentfulError, requestId: string) {
  return {
    sys: { type: "Error", id: error.errorId },
    message: error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
    requestId,
  };
}
