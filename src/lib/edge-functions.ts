import { loadSupabase } from "@/lib/load-supabase";

/** A function's refusal, carrying the sentence it answered as the message and its HTTP status. */
export class FunctionRefusal extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "FunctionRefusal";
    this.status = status;
  }
}

/** `{ error: "sentence" }` or `{ error: { message } }`, the two shapes our functions answer. */
function sentenceOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body))
    return null;
  const { error } = body;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error)
    return typeof error.message === "string" ? error.message : null;
  return null;
}

/**
 * supabase-js only says a function failed; the sentence it answered ("This driver already has a
 * login.") is read from the response it keeps, so the toast can say it.
 */
async function readableFailure(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return error;
  const sentence = await context
    .clone()
    .json()
    .then(sentenceOf, () => null);
  return sentence?.trim()
    ? new FunctionRefusal(sentence, context.status)
    : error;
}

/**
 * Calls one of our edge functions: POST with a JSON body, or GET (a read route such as
 * `payouts/banks`) when no body is given. A refusal throws with its own sentence.
 */
export async function invokeFunction<T>(
  name: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<T>(
    name,
    body ? { body } : { method: "GET" },
  );
  if (error) throw await readableFailure(error);
  return data as T;
}
