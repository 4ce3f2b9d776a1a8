import { errorResponse, HttpError } from "./http.ts";

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, GET, OPTIONS",
};

export type Handler<D> = (req: Request, deps: D) => Promise<Response>;

/**
 * The outermost step of every function: answers the CORS preflight, adds the CORS headers to
 * every answer, turns a thrown HttpError into its JSON error, and anything else into a 500
 * (logged, never shown to the caller).
 */
export function withCors<D>(handler: Handler<D>): Handler<D> {
  return async (req, deps) => {
    if (req.method === "OPTIONS")
      return new Response("ok", { headers: corsHeaders });
    let response: Response;
    try {
      response = await handler(req, deps);
    } catch (error) {
      response = toErrorResponse(error);
    }
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(corsHeaders))
      headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError)
    return errorResponse(
      error.status,
      error.code,
      error.message,
      error.headers,
    );
  console.error("function failed:", error);
  return errorResponse(
    500,
    "internal_error",
    "Something went wrong on our side. Please try again.",
  );
}
