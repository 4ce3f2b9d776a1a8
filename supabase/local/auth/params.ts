import type { Context } from "hono";

import { AuthError, validationFailed } from "./errors.ts";

export type Body = Record<string, unknown>;

const badJson = (detail: string) =>
  new AuthError(
    400,
    "bad_json",
    `Could not parse request body as JSON: ${detail}`,
  );

/** The JSON object of a request; an empty body counts as `{}`, anything else malformed is `bad_json`. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (
    c.req
      .header("content-type")
      ?.startsWith("application/x-www-form-urlencoded")
  ) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : "invalid JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw badJson("expected an object");
  return value as Body;
}

export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string")
    throw badJson(`field "${key}" must be a string`);
  return value;
}

export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean")
    throw badJson(`field "${key}" must be a boolean`);
  return value;
}

export function optionalObject(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw badJson(`field "${key}" must be an object`);
  return value as Body;
}

/** badoux/checkmail's ValidateFormat, which GoTrue's validateEmail applies to the address as sent. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail (internal/api/mail.go): required, at most 255 bytes, checkmail's format; lower-cased. */
export function normalizeEmail(email: string): string {
  if (!email) throw validationFailed("An email address is required");
  if (Buffer.byteLength(email) > 255)
    throw validationFailed("An email address is too long");
  if (!EMAIL.test(email))
    throw validationFailed("Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/** GoTrue's formatPhoneNumber: one leading `+` and every space dropped, nothing validated. */
export const formatPhoneNumber = (phone: string) =>
  phone.replace(/^\+/, "").replaceAll(" ", "");

/** GoTrue's validatePhone (internal/api/phone.go): formatPhoneNumber, then E.164 digits. */
export function normalizePhone(phone: string): string {
  const digits = formatPhoneNumber(phone);
  if (!/^[1-9][0-9]{1,14}$/.test(digits))
    throw validationFailed("Invalid phone number format (E.164 required)");
  return digits;
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Any timestamp the drivers hand back (Date or text) as RFC 3339 UTC. */
export function iso(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
