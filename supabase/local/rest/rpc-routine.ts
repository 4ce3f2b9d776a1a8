import { RestError } from "./errors.ts";
import { fuzzySetGetOne, NAME_HINT_MIN_SCORE } from "./fuzzy.ts";
import type { RestRequest } from "./request.ts";
import type { Routine, RoutineParam } from "./schema-types.ts";

/** The media types a function call's body may have, as PostgREST distinguishes them. */
export type BodyMedia = "json" | "form" | "text" | "xml" | "binary";

export interface RoutineCall {
  routine: Routine;
  /**
   * The whole body goes to the single parameter, positionally: a single unnamed parameter
   * (json/jsonb/text/xml/bytea, by content type).
   */
  wholeBody: boolean;
  /** The named parameters the request supplies. */
  params: RoutineParam[];
}

// Which unnamed parameter type takes the whole body of which content type (PostgREST's findProc).
const UNNAMED_BODY: Record<BodyMedia, string[]> = {
  json: ["json", "jsonb"],
  form: [],
  text: ["text"],
  xml: ["xml"],
  binary: ["bytea"],
};
const RAW_BODY: BodyMedia[] = ["text", "xml", "binary"];

/** The body's media type from Content-Type (no header means JSON, as in PostgREST). */
export function bodyMedia(contentType: string | undefined): BodyMedia {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "text/plain") return "text";
  if (type === "text/xml") return "xml";
  if (type === "application/octet-stream") return "binary";
  if (type === "application/x-www-form-urlencoded") return "form";
  return "json";
}

/**
 * Whether PostgREST's function cache holds the function: every parameter named (an empty name
 * counts as one), or none named and a single input parameter of a type that can take a whole
 * body. Calling any other answers PGRST202, and hints never name it.
 */
export function isCallable(routine: Routine): boolean {
  return routine.callable;
}

/**
 * PostgREST's order of a function's overloads (its `Ord Routine`): fewer parameters first, then
 * by comment (none first), then parameter by parameter by name, type, required, variadic.
 * PGRST203 lists candidates in this order, and the hint's fuzzy search indexes them by it.
 */
function overloadOrder(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length)
    return a.params.length - b.params.length;
  if (a.description !== b.description) {
    if (a.description === null) return -1;
    if (b.description === null) return 1;
    return compareText(a.description, b.description);
  }
  for (let i = 0; i < a.params.length; i++) {
    const x = a.params[i]!;
    const y = b.params[i]!;
    const order =
      compareText(x.name, y.name) ||
      compareText(x.pgType, y.pgType) ||
      Number(x.hasDefault) - Number(y.hasDefault) ||
      Number(x.variadic) - Number(y.variadic);
    if (order !== 0) return order;
  }
  return 0;
}

// Haskell's Text order: by code point.
function compareText(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/**
 * Overload resolution exactly as PostgREST's findProc: a function matches when the argument
 * names are its required parameters plus any of its optional ones (no parameters: no arguments,
 * and no raw text/xml/binary body); a function with a single unnamed parameter of the body's
 * type is the fallback when none matches by name. More than one candidate is PGRST203.
 */
export function chooseRoutine(
  req: RestRequest,
  name: string,
  argNames: string[],
  post: boolean,
  media: BodyMedia,
): RoutineCall {
  const all = req.cache
    .routines(req.schema, name)
    .filter((routine) => isCallable(routine))
    .sort(overloadOrder);
  const keys = new Set(argNames);
  const matches: Routine[] = [];
  const fallbacks: Routine[] = [];
  for (const routine of all) {
    if (matchesArguments(routine, keys, post, media)) matches.push(routine);
    else if (takesWholeBody(routine, post, media)) fallbacks.push(routine);
  }
  const candidates = matches.length > 0 ? matches : fallbacks;
  if (candidates.length > 1) throw ambiguous(candidates);
  const routine = candidates[0];
  if (!routine) throw notFound(req, name, argNames, post, media, all);
  const single = routine.params.length === 1 ? routine.params[0]! : undefined;
  // As PostgREST's callPlan: a lone unnamed parameter is positional and takes the whole body.
  if (single?.name === "")
    return { routine, wholeBody: true, params: routine.params };
  return {
    routine,
    wholeBody: false,
    params: routine.params.filter((p) => keys.has(p.name)),
  };
}

function matchesArguments(
  routine: Routine,
  keys: Set<string>,
  post: boolean,
  media: BodyMedia,
): boolean {
  if (routine.params.length === 0)
    return keys.size === 0 && !(post && RAW_BODY.includes(media));
  const required = routine.params.filter((p) => !p.hasDefault);
  const optional = new Set(
    routine.params.filter((p) => p.hasDefault).map((p) => p.name),
  );
  const rest = [...keys].filter((k) => !optional.has(k));
  return (
    rest.length === required.length && required.every((p) => keys.has(p.name))
  );
}

function takesWholeBody(
  routine: Routine,
  post: boolean,
  media: BodyMedia,
): boolean {
  const [param, ...others] = routine.params;
  return (
    post &&
    param !== undefined &&
    others.length === 0 &&
    param.name === "" &&
    UNNAMED_BODY[media].includes(param.type)
  );
}

function ambiguous(routines: Routine[]): RestError {
  const signatures = routines.map(
    (r) =>
      `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.pgType}`).join(", ")})`,
  );
  return new RestError(
    300,
    "PGRST203",
    `Could not choose the best candidate function between: ${signatures.join(", ")}`,
    null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
  );
}

// As PostgREST's NoRpc error: a raw text/xml/binary body looks only for a single unnamed
// parameter of that type, so neither the message nor a hint names parameters.
function notFound(
  req: RestRequest,
  name: string,
  argNames: string[],
  post: boolean,
  media: BodyMedia,
  overloads: Routine[],
): RestError {
  const fn = `${req.schema}.${name}`;
  const keys = [...argNames].sort(compareText);
  const onlyUnnamed = post && RAW_BODY.includes(media);
  const listed =
    keys.length === 0 ? " without parameters" : `(${keys.join(", ")})`;
  const withParams =
    keys.length === 0
      ? " without parameters"
      : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  const unnamedType = { text: "text", xml: "xml", binary: "bytea" } as const;
  const searched = onlyUnnamed
    ? ` with a single unnamed ${unnamedType[media as keyof typeof unnamedType]} parameter`
    : post && media === "json"
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  // PostgREST's noRpcHint: with overloads of that name, the closest parameter list; else the
  // closest function name of the schema, only when a close one (so names do not leak). Never
  // for a raw body, which looks for no names.
  const paramList = (names: string[]) =>
    `(${[...names].sort(compareText).join(", ")})`;
  const suggestion = onlyUnnamed
    ? undefined
    : overloads.length > 0
      ? fuzzySetGetOne(
          overloads.map((r) => paramList(r.params.map((p) => p.name))),
          paramList(keys),
        )?.replace(/^/, name)
      : fuzzySetGetOne(callableNames(req), name, NAME_HINT_MIN_SCORE);
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function ${fn}${onlyUnnamed ? "" : listed} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    suggestion
      ? `Perhaps you meant to call the function ${req.schema}.${suggestion}`
      : null,
  );
}

/** The names of the schema's functions PostgREST's cache holds, once each. */
function callableNames(req: RestRequest): string[] {
  const names = req.cache
    .routinesIn(req.schema)
    .filter((routine) => isCallable(routine))
    .map((routine) => routine.name);
  return [...new Set(names)];
}
