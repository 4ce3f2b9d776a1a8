import { RestError } from "./errors.ts";
import { closest } from "./fuzzy.ts";
import type { RestRequest } from "./request.ts";
import type { Routine, RoutineParam } from "./schema-cache.ts";

export interface RoutineCall {
  routine: Routine;
  /** The whole JSON body goes to the single parameter (`params=single-object`, or one unnamed json arg). */
  wholeBody: boolean;
  /** The named parameters the request supplies. */
  params: RoutineParam[];
}

const JSON_TYPES = new Set(["json", "jsonb"]);

/** Overload resolution by argument names, as PostgREST does it. */
export function chooseRoutine(
  req: RestRequest,
  name: string,
  argNames: string[],
  post: boolean,
): RoutineCall {
  const all = req.cache.routines(req.schema, name);
  if (post && req.prefer.params === "single-object") {
    const single = all.filter((r) => r.params.length === 1);
    if (single.length === 1)
      return {
        routine: single[0]!,
        wholeBody: true,
        params: single[0]!.params,
      };
  }
  const named = all.filter(
    (r) =>
      argNames.every((k) => r.params.some((p) => p.name === k)) &&
      r.params.every((p) => p.hasDefault || argNames.includes(p.name)),
  );
  if (named.length === 1) {
    const routine = named[0]!;
    return {
      routine,
      wholeBody: false,
      params: routine.params.filter((p) => argNames.includes(p.name)),
    };
  }
  if (named.length > 1) throw ambiguous(named);
  const unnamedJson = post
    ? all.filter(
        (r) =>
          r.params.length === 1 &&
          r.params[0]!.name === "" &&
          JSON_TYPES.has(r.params[0]!.type),
      )
    : [];
  if (unnamedJson.length === 1)
    return {
      routine: unnamedJson[0]!,
      wholeBody: true,
      params: unnamedJson[0]!.params,
    };
  throw notFound(req, name, argNames, post, all);
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

function notFound(
  req: RestRequest,
  name: string,
  argNames: string[],
  post: boolean,
  overloads: Routine[],
): RestError {
  const fn = `${req.schema}.${name}`;
  const keys = [...argNames].sort();
  const listed =
    keys.length === 0 ? " without parameters" : `(${keys.join(", ")})`;
  const searched =
    keys.length === 0
      ? " without parameters"
      : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  const orJson = post ? " or with a single unnamed json/jsonb parameter" : "";
  const paramLists = overloads.map(
    (r) =>
      `(${r.params
        .map((p) => p.name)
        .sort()
        .join(", ")})`,
  );
  const suggestion =
    overloads.length > 0
      ? closest(`(${keys.join(", ")})`, paramLists, 0)?.replace(/^/, name)
      : closest(
          name,
          req.cache.routinesIn(req.schema).map((r) => r.name),
        );
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function ${fn}${listed} in the schema cache`,
    `Searched for the function ${fn}${searched}${orJson}, but no matches were found in the schema cache.`,
    suggestion
      ? `Perhaps you meant to call the function ${req.schema}.${suggestion}`
      : null,
  );
}
