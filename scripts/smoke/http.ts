import { SmokeFailure } from "./report.ts";

/** How long one request may take before the step gives up and says so. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body's size as sent. */
  bytes: number;
}

/** Why fetch failed, as far as Node says: "getaddrinfo ENOTFOUND x", "connect ECONNREFUSED …". */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError")
    return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}

/** One request; a network failure or timeout becomes a readable SmokeFailure. */
export async function request(
  url: string,
  init?: RequestInit,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: "follow",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmokeFailure(`Could not reach ${url}: ${networkReason(error)}.`);
  }
  const body = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    text: new TextDecoder().decode(body),
    bytes: body.byteLength,
  };
}

/** The JSON of an answer, or null when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return null;
  }
}

/**
 * What an error answer says: PostgREST's `message` (with its hint), the functions' `error.message`,
 * Kong's `message`, else the first 200 characters of the body.
 */
export function errorText(answer: Answer): string {
  const body = jsonOf(answer) as {
    message?: unknown;
    hint?: unknown;
    msg?: unknown;
    error?: unknown;
  } | null;
  const nested =
    typeof body?.error === "object" && body.error !== null
      ? (body.error as { message?: unknown }).message
      : body?.error;
  const message = [body?.message, body?.msg, nested].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  if (!message) return answer.text.trim().slice(0, 200) || "(empty answer)";
  return typeof body?.hint === "string" && body.hint
    ? `${message} (${body.hint})`
    : message;
}
