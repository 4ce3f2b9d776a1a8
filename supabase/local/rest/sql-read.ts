import { aggregateSql, isWholeRow, type Aggregate } from "./aggregates.ts";
import type { Field } from "./parse/scanner.ts";
import type { EmbedPlan, PlannedItem, ReadPlan } from "./plan.ts";
import { fieldSql, filterSql } from "./sql-filter.ts";
import { Aliases, ident, qualified, type Params } from "./sql.ts";

/** A FROM item with its alias, plus the conditions that tie it to its parent. */
export interface Source {
  from: string;
  alias: string;
  joins: string[];
}

/**
 * Renders read plans as one SQL statement: each embed is a correlated subquery that builds its
 * JSON inside Postgres, so values keep Postgres' own JSON rendering and filters, order and limits
 * all run in the database where indexes can serve them.
 */
export class ReadSql {
  readonly params: Params;
  readonly aliases = new Aliases();
  private readonly hidden = new WeakMap<PlannedItem, string>();
  private readonly groupedSpreads = new WeakMap<EmbedPlan, string>();

  constructor(params: Params) {
    this.params = params;
  }

  /** The keys a level contributes to its JSON object, in select order. */
  outputKeys(plan: ReadPlan): string[] {
    if (plan.countOnly) return ["count"];
    return plan.items.flatMap((item) => {
      if (item.kind === "star") return plan.relation.columns.map((c) => c.name);
      if (item.kind === "column") return [item.key];
      if (item.embed.spread) return this.outputKeys(item.embed);
      return item.embed.items.length === 0 && !item.embed.countOnly
        ? []
        : [item.embed.key];
    });
  }

  /**
   * `select … from … where … group by … order by … limit …` for one level. A spread of a grouped
   * level is `hoisted`: it selects its aggregates' inputs, and the level above aggregates them.
   */
  select(
    plan: ReadPlan,
    source: Source,
    paginate = true,
    hoisted = false,
  ): string {
    const where = this.where(plan, source);
    const filter = where.length > 0 ? ` where ${where.join(" and ")}` : "";
    if (plan.countOnly && plan.items.length === 0)
      return `select count(*) as "count" from ${source.from}${filter}`;
    if (plan.countOnly) {
      // As Postgres reads PostgREST's `t.count` beside other columns: an aggregate with nothing
      // grouped, which Postgres refuses naming the first other column.
      return `${this.projection(plan, source)}${filter}`;
    }
    const page = paginate ? pageClause(plan) : "";
    if (plan.grouped || hoisted) {
      const { head, groupBy } = this.groupedProjection(plan, source, hoisted);
      return `${head}${filter}${groupBy}${this.orderBy(plan, source.alias)}${page}`;
    }
    if (page && plan.embeds.length > 0) {
      // Page the rows first, so an OFFSET never pays for the embeds of the rows it skips.
      const rows = `select ${source.alias}.* from ${source.from}${filter}${this.orderBy(plan, source.alias)}${page}`;
      const paged = {
        from: `(${rows}) as ${source.alias}`,
        alias: source.alias,
        joins: [],
      };
      return `${this.projection(plan, paged)}${this.orderBy(plan, source.alias)}`;
    }
    return `${this.projection(plan, source)}${filter}${this.orderBy(plan, source.alias)}${page}`;
  }

  /** `select <columns and embeds> from <source> <spread joins>`. */
  private projection(plan: ReadPlan, source: Source): string {
    const { alias } = source;
    const laterals: string[] = [];
    const columns = plan.items.flatMap((item) => {
      if (item.kind === "star")
        return plan.relation.columns.map((c) => `${alias}.${ident(c.name)}`);
      if (item.kind === "column") {
        const value = item.cast
          ? `(${fieldSql(alias, item.field)})::${item.cast}`
          : fieldSql(alias, item.field);
        return [`${value} as ${ident(item.key)}`];
      }
      const embed = item.embed;
      if (embed.spread) {
        const lateral = this.spreadLateral(embed, alias, laterals);
        return this.outputKeys(embed).map((key) => `${lateral}.${ident(key)}`);
      }
      if (embed.items.length === 0 && !embed.countOnly) return [];
      return [`(${this.embedValue(embed, alias)}) as ${ident(embed.key)}`];
    });
    if (plan.countOnly) columns.push(`count(*) as "count"`);
    return `select ${columns.join(", ")} from ${source.from}${laterals.join("")}`;
  }

  /**
   * Joins a spread embed laterally and returns the join's alias. A to-one spread is its row; a
   * to-many one (PostgREST 13+) is one row holding, for each of its keys, the array of the
   * values in its rows, in its order (`[]` when there is none), as jsonb as PostgREST builds it.
   */
  private spreadLateral(
    embed: EmbedPlan,
    parentAlias: string,
    laterals: string[],
  ): string {
    const lateral = this.aliases.take("_s");
    const rows = this.select(embed, this.embedSource(embed, parentAlias));
    if (embed.relationship.toOne) {
      laterals.push(` left join lateral (${rows}) as ${lateral} on true`);
      return lateral;
    }
    const row = this.aliases.take("_e");
    const arrays = this.outputKeys(embed).map(
      (key) =>
        `coalesce(json_agg(${row}.${ident(key)}), '[]')::jsonb as ${ident(key)}`,
    );
    laterals.push(
      ` left join lateral (select ${arrays.join(", ") || "1"} from (${rows}) as ${row}) as ${lateral} on true`,
    );
    return lateral;
  }

  /**
   * The projection of a level with aggregates, grouped by every other item as PostgREST does:
   * its columns, its embeds (as jsonb from a lateral join, since json has no equality) and its
   * spreads' columns; the spreads' aggregates apply here, to the spread's selected inputs.
   */
  private groupedProjection(
    plan: ReadPlan,
    source: Source,
    hoisted: boolean,
  ): { head: string; groupBy: string } {
    const { alias } = source;
    const laterals: string[] = [];
    const groups: string[] = [];
    const columns = plan.items.flatMap((item) => {
      if (item.kind === "star") {
        const values = plan.relation.columns.map(
          (c) => `${alias}.${ident(c.name)}`,
        );
        groups.push(...values);
        return values;
      }
      if (item.kind === "column") {
        const input = isWholeRow(item.field.name)
          ? "*"
          : castSql(fieldSql(alias, item.field), item.cast);
        if (!item.aggregate) {
          groups.push(input);
          return [`${input} as ${ident(item.key)}`];
        }
        // `count()` hoisted from a spread counts the rows that have an embedded row.
        if (hoisted)
          return [
            `${input === "*" ? "1" : input} as ${ident(this.hiddenName(item))}`,
          ];
        return [`${aggregateSql(item.aggregate, input)} as ${ident(item.key)}`];
      }
      const embed = item.embed;
      if (embed.spread && !embed.relationship.toOne) {
        // A to-many spread holds no aggregates (PGRST127): its arrays are grouped as they are.
        const lateral = this.spreadLateral(embed, alias, laterals);
        return this.outputKeys(embed).map((key) => {
          const value = `${lateral}.${ident(key)}`;
          groups.push(value);
          return `${value} as ${ident(key)}`;
        });
      }
      if (embed.spread) {
        const lateral = this.aliases.take("_s");
        const inner = this.select(
          embed,
          this.embedSource(embed, alias),
          true,
          true,
        );
        laterals.push(` left join lateral (${inner}) as ${lateral} on true`);
        this.groupedSpreads.set(embed, lateral);
        return this.spreadColumns(embed).map(({ name, key, aggregate }) => {
          const value = `${lateral}.${ident(name)}`;
          if (!aggregate) {
            groups.push(value);
            return `${value} as ${ident(key)}`;
          }
          if (hoisted) return `${value} as ${ident(name)}`;
          return `${aggregateSql(aggregate, value)} as ${ident(key)}`;
        });
      }
      if (embed.items.length === 0 && !embed.countOnly) return [];
      const lateral = this.aliases.take("_g");
      laterals.push(
        ` left join lateral (select (${this.embedValue(embed, alias)})::jsonb) as ${lateral}(v) on true`,
      );
      groups.push(`${lateral}.v`);
      return [`${lateral}.v as ${ident(embed.key)}`];
    });
    const groupBy =
      !hoisted && groups.length > 0 ? ` group by ${groups.join(", ")}` : "";
    const head = `select ${columns.join(", ")} from ${source.from}${laterals.join("")}`;
    return { head, groupBy };
  }

  /** The columns a hoisted spread exposes: its own, its nested spreads', its aggregates' inputs. */
  private spreadColumns(
    plan: ReadPlan,
  ): { name: string; key: string; aggregate?: Aggregate }[] {
    return plan.items.flatMap((item) => {
      if (item.kind === "star")
        return plan.relation.columns.map((c) => ({
          name: c.name,
          key: c.name,
        }));
      if (item.kind === "column") {
        if (!item.aggregate) return [{ name: item.key, key: item.key }];
        const name = this.hiddenName(item);
        return [{ name, key: item.key, aggregate: item.aggregate }];
      }
      if (item.embed.spread) return this.spreadColumns(item.embed);
      return item.embed.items.length === 0 && !item.embed.countOnly
        ? []
        : [{ name: item.embed.key, key: item.embed.key }];
    });
  }

  /** The column that carries a hoisted aggregate's input up to the level that aggregates it. */
  private hiddenName(item: PlannedItem): string {
    let name = this.hidden.get(item);
    if (!name) {
      name = this.aliases.take("_agg");
      this.hidden.set(item, name);
    }
    return name;
  }

  private orderBy(plan: ReadPlan, alias: string): string {
    const terms = plan.order.map(({ term, embed }) => {
      // In a grouped level, a spread's columns are grouped as its lateral join's: order by those.
      const lateral = embed && this.groupedSpreads.get(embed);
      const value = lateral
        ? fieldSql(lateral, term.field)
        : embed
          ? `(${this.relatedValue(embed, term.field, alias)})`
          : fieldSql(alias, term.field);
      return `${value} ${term.direction ?? "asc"}${term.nulls ? ` nulls ${term.nulls}` : ""}`;
    });
    return terms.length > 0 ? ` order by ${terms.join(", ")}` : "";
  }

  /** Every condition of a level: its join, its filters, and the embeds that must (not) match. */
  where(plan: ReadPlan, source: Source): string[] {
    const conditions = [
      ...source.joins,
      ...plan.filters.map((f) => filterSql(f, source.alias, this.params)),
    ];
    for (const embed of plan.embeds)
      if (embed.inner)
        conditions.push(`exists (${this.exists(embed, source.alias)})`);
    for (const { embed, present } of plan.embedPresence) {
      conditions.push(
        `${present ? "" : "not "}exists (${this.exists(embed, source.alias)})`,
      );
    }
    return conditions;
  }

  embedSource(embed: EmbedPlan, parentAlias: string): Source {
    const alias = ident(embed.alias);
    const rel = embed.relationship;
    const fn = rel.computed;
    if (fn) {
      // A computed relationship: the function of the parent row yields the embedded rows.
      const row = `${parentAlias}::${qualified(fn.argSchema, fn.argName)}`;
      const call = `${qualified(fn.schema, fn.name)}(${row})`;
      return { from: `${call} as ${alias}`, alias, joins: [] };
    }
    const target = `${qualified(rel.target.schema, rel.target.name)} as ${alias}`;
    if (!rel.junction) {
      return {
        from: target,
        alias,
        joins: rel.pairs.map(
          ([p, t]) => `${alias}.${ident(t)} = ${parentAlias}.${ident(p)}`,
        ),
      };
    }
    const j = this.aliases.take("_j");
    const junction = rel.junction;
    return {
      from: `${target} cross join ${qualified(junction.relation.schema, junction.relation.name)} as ${j}`,
      alias,
      joins: [
        ...junction.targetPairs.map(
          ([jc, t]) => `${j}.${ident(jc)} = ${alias}.${ident(t)}`,
        ),
        ...junction.parentPairs.map(
          ([jc, p]) => `${j}.${ident(jc)} = ${parentAlias}.${ident(p)}`,
        ),
      ],
    };
  }

  private embedValue(embed: EmbedPlan, parentAlias: string): string {
    const row = this.aliases.take("_e");
    const inner = this.select(embed, this.embedSource(embed, parentAlias));
    // A to-one embed is an object even when it counts (`rel(count)` is `{"count": n}`).
    if (embed.relationship.toOne)
      return `select row_to_json(${row}) from (${inner}) as ${row}`;
    return `select coalesce(json_agg(${row}), '[]') from (${inner}) as ${row}`;
  }

  private exists(embed: EmbedPlan, parentAlias: string): string {
    const source = this.embedSource(embed, parentAlias);
    const where = this.where(embed, source);
    return `select 1 from ${source.from}${where.length > 0 ? ` where ${where.join(" and ")}` : ""}`;
  }

  private relatedValue(
    embed: EmbedPlan,
    field: Field,
    parentAlias: string,
  ): string {
    const source = this.embedSource(embed, parentAlias);
    const where =
      source.joins.length > 0 ? ` where ${source.joins.join(" and ")}` : "";
    return `select ${fieldSql(source.alias, field)} from ${source.from}${where} limit 1`;
  }
}

function castSql(value: string, cast: string | undefined): string {
  return cast ? `(${value})::${cast}` : value;
}

function pageClause(plan: ReadPlan): string {
  let clause = plan.limit !== undefined ? ` limit ${plan.limit}` : "";
  if (plan.offset) clause += ` offset ${plan.offset}`;
  return clause;
}
