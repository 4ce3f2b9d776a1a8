import type { Field } from "./parse/scanner.ts";
import type { EmbedPlan, ReadPlan } from "./plan.ts";
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

  /** `select … from … where … order by … limit …` for one level. */
  select(plan: ReadPlan, source: Source, paginate = true): string {
    const where = this.where(plan, source);
    const filter = where.length > 0 ? ` where ${where.join(" and ")}` : "";
    if (plan.countOnly)
      return `select count(*) as "count" from ${source.from}${filter}`;
    const page = paginate ? pageClause(plan) : "";
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
        const lateral = this.aliases.take("_s");
        laterals.push(
          ` left join lateral (${this.select(embed, this.embedSource(embed, alias))}) as ${lateral} on true`,
        );
        return this.outputKeys(embed).map((key) => `${lateral}.${ident(key)}`);
      }
      if (embed.items.length === 0 && !embed.countOnly) return [];
      return [`(${this.embedValue(embed, alias)}) as ${ident(embed.key)}`];
    });
    return `select ${columns.join(", ")} from ${source.from}${laterals.join("")}`;
  }

  private orderBy(plan: ReadPlan, alias: string): string {
    const terms = plan.order.map(({ term, embed }) => {
      const value = embed
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
    const alias = this.aliases.take();
    const rel = embed.relationship;
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
    if (embed.relationship.toOne && !embed.countOnly)
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
    return `select ${fieldSql(source.alias, field)} from ${source.from} where ${source.joins.join(" and ")}`;
  }
}

function pageClause(plan: ReadPlan): string {
  let clause = plan.limit !== undefined ? ` limit ${plan.limit}` : "";
  if (plan.offset) clause += ` offset ${plan.offset}`;
  return clause;
}
