/** The one error shape every function answers with: `{ error: { message, code } }`. */
export interface ErrorBody {
  error: { message: string; code: string };
}

/** Thrown by a step (validation, auth) to end the request with this status and error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra response headers, e.g. Retry-After for a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export function json(
  body: unknown,
  status = 200,
  headers: HeadersInit = {},
): Response {
  const merged = new Headers(headers);
  merged.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: HeadersInit = {},
): Response {
  const body: ErrorBody = { error: { message, code } };
  return json(body, status, headers);
}

/** The request body as JSON (undefined when empty), refusing bodies over `maxBytes` (413) and malformed JSON (400). */
export async function readJson(
  req: Request,
  maxBytes = 64 * 1024,
): Promise<unknown> {
  const text = await req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes)
    throw new HttpError(413, "payload_too_large", "The request is too large.");
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(
      400,
      "invalid_json",
      "The request body is not valid JSON.",
    );
  }
}

/** Refuses any method other than the ones listed (after CORS preflight was answered). */
export function requireMethod(req: Request, ...methods: string[]): void {
  if (!methods.includes(req.method))
    throw new HttpError(
      405,
      "method_not_allowed",
      `Use ${methods.join(" or ")} for this function.`,
    );
}
