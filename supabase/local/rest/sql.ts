/** Small building blocks for generated SQL: quoting, literals and positional parameters. */

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A string literal; safe because standard_conforming_strings is always on in supported versions. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Collects bound values while SQL text is assembled; `add` returns the placeholder. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal whose every element is quoted, so commas and braces in values are data. */
export function arrayLiteral(items: string[]): string {
  const quoted = items.map(
    (item) => `"${item.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`,
  );
  return `{${quoted.join(",")}}`;
}

/** Sequential table aliases (_t0, _t1, …) so nested subqueries never shadow each other. */
export class Aliases {
  private next = 0;

  take(prefix = "_t"): string {
    return `${prefix}${this.next++}`;
  }
}
