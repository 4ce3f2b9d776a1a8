import { RestError } from "./errors.ts";
import { closest } from "./fuzzy.ts";
import type { RestRequest } from "./request.ts";
import type { Routine, RoutineParam } from "./schema-types.ts";

/** The media types a function call's body may have, as PostgREST distinguishes them. */
export type BodyMedia = "json" | "form" | "text" | "xml" | "binary";

export interface RoutineCall {
  routine: Routine;
  /**
   * The whole body goes to the single parameter, positionally: a single unnamed parameter
   * (json/jsonb/text/xml/bytea, by content type) or `Prefer: params=single-object`.
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
const UNNAMED_TYPES = new Set(["json", "jsonb", "text", "xml", "bytea"]);

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
 * Whether PostgREST can call the function at all: every parameter named, or exactly one unnamed
 * parameter of a type that can take a whole body. PostgREST leaves the others out of its schema
 * cache, so calling them answers PGRST202. (PostgREST checks the first parameter's type; here it
 * must also be the first parameter, so that it can be passed positionally.)
 */
export function isCallable(routine: Routine): boolean {
  const unnamed = routine.params.filter((p) => p.name === "");
  if (unnamed.length === 0) return true;
  return (
    unnamed.length === 1 &&
    routine.params[0]!.name === "" &&
    UNNAMED_TYPES.has(routine.params[0]!.type)
  );
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
    .filter((routine) => isCallable(routine));
  // Prefer: params=single-object (PostgREST 11 and earlier): the one one-parameter function.
  if (post && req.prefer.params === "single-object") {
    const single = all.filter((r) => r.params.length === 1);
    if (single.length === 1)
      return {
        routine: single[0]!,
        wholeBody: true,
        params: single[0]!.params,
      };
  }
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
      `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`,
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
  const keys = [...argNames].sort();
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
  const paramLists = overloads.map(
    (r) =>
      `(${r.params
        .map((p) => p.name)
        .sort()
        .join(", ")})`,
  );
  const suggestion = onlyUnnamed
    ? undefined
    : overloads.length > 0
      ? closest(`(${keys.join(", ")})`, paramLists, 0)?.replace(/^/, name)
      : closest(
          name,
          req.cache.routinesIn(req.schema).map((r) => r.name),
        );
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
