import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

import { errors } from "./errors.ts";

/**
 * The characters Supabase Storage accepts in an object name (its `isValidKey`, src/storage/limits.ts:
 * the S3 "safe" characters plus those needing special handling). Everything else is refused:
 * backslashes, control characters, bidirectional overrides and any other non-ASCII character.
 */
const OBJECT_NAME = /^[A-Za-z0-9_/!\-.*'() &$@=;:+,?]+$/;

/** Object names as Storage accepts them, and no `..` segment (a name that climbs out of its folder). */
export function assertValidKey(name: string): void {
  if (!OBJECT_NAME.test(name) || name.split("/").includes(".."))
    throw errors.invalidKey(name);
}

/**
 * The object name of a `…/:bucket/:path` route as the client sent it. The URL a request is parsed
 * into has its `.` and `..` segments already resolved (`a/../b` arrives as `b`, and may even land
 * in another bucket), while Storage's router keeps them and refuses the name; so the name is cut
 * from the raw request line, after as many segments as precede it in the resolved path.
 */
export function requestedName(c: Context): string {
  const name = c.req.param("path") ?? "";
  const raw = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    ?.url;
  if (!raw) return name;
  const rawSegments = raw.split("?")[0]!.split("/");
  if (!rawSegments.some((s) => /^(\.|%2e){1,2}$/i.test(s))) return name;
  const before = c.req.path.split("/").length - name.split("/").length;
  return decodeURIComponent(rawSegments.slice(before).join("/"));
}
