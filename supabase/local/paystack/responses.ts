import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** `{ status: true, message, data, meta? }`, Paystack's envelope for every answer. */
export function ok(
  c: Context,
  message: string,
  data: unknown,
  meta?: Record<string, unknown>,
) {
  return c.json({ status: true, message, data, ...(meta ? { meta } : {}) });
}

/**
 * `{ status: false, message }`, with Paystack's newer `meta.nextStep`, `type` and `code` where its
 * reference documents them for that error.
 */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  detail?: { nextStep?: string; type?: string; code?: string },
) {
  return c.json(
    {
      status: false,
      message,
      ...(detail?.nextStep ? { meta: { nextStep: detail.nextStep } } : {}),
      ...(detail?.type ? { type: detail.type } : {}),
      ...(detail?.code ? { code: detail.code } : {}),
    },
    status,
  );
}

/** Every API call carries `Authorization: Bearer <secret key>`; Paystack answers 401 otherwise. */
export function requireSecretKey(
  secretKey: () => Promise<string>,
): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (bearer !== (await secretKey())) return fail(c, 401, "Invalid key");
    await next();
  };
}

/** The JSON (or form) body of a call; Paystack reads both. Anything unreadable is empty. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("application/x-www-form-urlencoded"))
      return Object.fromEntries(new URLSearchParams(await c.req.text()));
    const parsed: unknown = await c.req.json();
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Kobo as Paystack takes it: an integer, or a string of digits ("20000" in its own samples). */
export function koboOf(value: unknown): number | undefined {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : "";
