/**
 * Storage's error convention: the HTTP status is 400 for client errors while the logical status
 * travels as a string in `statusCode`; storage-js reads both.
 */
export class StorageError extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: string;
  /** Real HTTP status; most errors go out as 400, as the Storage API does. */
  readonly httpStatus: number;

  constructor(
    status: number,
    code: string,
    message: string,
    error?: string,
    httpStatus?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.error = error ?? code;
    this.httpStatus = httpStatus ?? (status >= 500 ? status : 400);
  }

  toResponse(): Response {
    const body = {
      statusCode: String(this.status),
      code: this.code,
      error: this.error,
      message: this.message,
    };
    return Response.json(body, { status: this.httpStatus });
  }
}

export const errors = {
  noSuchBucket: () =>
    new StorageError(
      404,
      "NoSuchBucket",
      "Bucket not found",
      "Bucket not found",
    ),
  noSuchKey: () =>
    new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  keyExists: () =>
    new StorageError(
      409,
      "KeyAlreadyExists",
      "The resource already exists",
      "Duplicate",
    ),
  bucketExists: () =>
    new StorageError(
      409,
      "BucketAlreadyExists",
      "The resource already exists",
      "Duplicate",
    ),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      "ResourceNotEmpty",
      "The bucket you tried to delete is not empty",
    ),
  tooLarge: () =>
    new StorageError(
      413,
      "EntityTooLarge",
      "The object exceeded the maximum allowed size",
      "Payload too large",
    ),
  invalidMime: (mime: string) =>
    new StorageError(
      415,
      "InvalidMimeType",
      `mime type ${mime} is not supported`,
      "invalid_mime_type",
    ),
  accessDenied: (message: string) =>
    new StorageError(403, "AccessDenied", message, "Unauthorized"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message),
  invalidRole: () =>
    new StorageError(
      403,
      "AccessDenied",
      "Access denied: Invalid role",
      "Unauthorized",
      403,
    ),
  invalidSignature: (message = "Invalid signature") =>
    new StorageError(400, "InvalidSignature", message),
  invalidKey: (key: string) =>
    new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(
      400,
      "InvalidBucketName",
      "Bucket name invalid",
      "Invalid Input",
    ),
  invalidRequest: (message: string) =>
    new StorageError(400, "InvalidRequest", message),
  invalidRange: () =>
    new StorageError(
      400,
      "InvalidRange",
      "invalid range provided",
      "invalid_range",
    ),
  internal: (message = "Internal server error") =>
    new StorageError(500, "InternalError", message),
};

/** The path and query as Storage receives them, after the gateway strips `/storage/v1`. */
export function storageUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  return url.pathname.replace(/^\/storage\/v1(?=\/|$)/, "") + url.search;
}

/** Route groups whose unknown paths get Storage's own 404 (with a `code`); others get Fastify's. */
const STORAGE_NOT_FOUND_PREFIXES = [
  "/bucket",
  "/object",
  "/render/image",
  "/cdn",
  "/vector",
];

/** What Storage answers for a method and path it has no route for. */
export function routeNotFound(method: string, requestUrl: string): Response {
  const url = storageUrl(requestUrl);
  const path = url.split("?")[0] ?? "";
  const message = `Route ${method}:${url} not found`;
  const ownHandler = STORAGE_NOT_FOUND_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return ownHandler
    ? new StorageError(
        404,
        "InvalidRequest",
        message,
        "Not Found",
        404,
      ).toResponse()
    : Response.json(
        { message, error: "Not Found", statusCode: 404 },
        { status: 404 },
      );
}

interface PgError {
  code?: string;
  message?: string;
}

/**
 * Maps what Postgres said (RLS, unique and foreign-key violations) to Storage's answer; anything
 * that is not a database error passes through unchanged.
 */
export function fromDatabaseError(
  error: unknown,
  duplicate: () => StorageError = errors.keyExists,
): unknown {
  const pg = (error ?? {}) as PgError;
  if (error instanceof StorageError || typeof pg.code !== "string")
    return error;
  const message = pg.message ?? String(error);
  if (pg.code === "42501" || /row-level security/i.test(message))
    return errors.accessDenied(message);
  if (pg.code === "23505") return duplicate();
  if (pg.code === "23503") return errors.noSuchBucket();
  return errors.internal(message);
}
