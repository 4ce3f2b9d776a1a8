import { HttpError, json } from "../_shared/http.ts";

/**
 * admin-users answers errors as `{ error: "<sentence>", code }`, the shape its callers (the users
 * screen and the driver invite) read the message from. A thrown HttpError keeps its status and
 * words; anything else is logged and answered as a 500 that says nothing of the cause.
 */
export async function withReadableErrors(
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError)
      return json(
        { error: error.message, code: error.code },
        error.status,
        error.headers,
      );
    console.error("admin-users failed:", error);
    return json(
      {
        error: "Something went wrong on our side. Please try again.",
        code: "internal_error",
      },
      500,
    );
  }
}
