import { RestError } from "./errors.ts";
import {
  WHOLE_ROW,
  type AggregateFunction,
  type SelectItem,
} from "./parse/select.ts";

/**
 * PostgREST's aggregate functions in `select` (`amount.sum()`, `count()`, `total:amount.avg()::int`).
 * Off by default; on with `pgrst.db_aggregates_enabled` on the authenticator role and a config reload.
 */

export interface Aggregate {
  fn: AggregateFunction;
  /** Cast of the result (`amount.avg()::int`); a cast of the input is the column's own cast. */
  cast?: string;
}

/** As PostgREST answers any aggregate while `db-aggregates-enabled` is off (ApiRequestError). */
export function aggregatesNotAllowed(): RestError {
  return new RestError(
    400,
    "PGRST123",
    "Use of aggregate functions is not allowed",
  );
}

/** Whether a select tree asks for an aggregate anywhere, embedded resources included. */
export function selectHasAggregate(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === "column"
      ? item.aggregate !== undefined
      : item.kind === "embed" && selectHasAggregate(item.items),
  );
}

/** Without an alias, an aggregate is named after its function, as Postgres names the column. */
export function aggregateKey(aggregate: Aggregate, alias?: string): string {
  return alias ?? aggregate.fn;
}

/** `sum(<input>)`, `count(*)` for `count()`, then the result cast. */
export function aggregateSql(aggregate: Aggregate, input: string): string {
  const call = `${aggregate.fn}(${input})`;
  return aggregate.cast ? `(${call})::${aggregate.cast}` : call;
}

export const isWholeRow = (name: string) => name === WHOLE_ROW;
