import { Scanner, type Field } from "./scanner.ts";

export interface OrderTerm {
  field: Field;
  /** Set for `rel(col)`: order parents by a column of a to-one embed. */
  relation?: string;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Parses `order=a.desc.nullslast,data->>k,rel(col).asc`. */
export function parseOrder(text: string): OrderTerm[] {
  const s = new Scanner(text, "order");
  const terms: OrderTerm[] = [];
  do {
    const name = s.fieldName();
    const term: OrderTerm = { field: { name, json: [] } };
    if (s.eat("(")) {
      term.relation = name;
      term.field = s.field();
      s.expect(")");
    } else term.field.json = s.jsonPath();
    while (s.eat(".")) {
      const word = s.until(".,");
      if ((word === "asc" || word === "desc") && !term.direction && !term.nulls)
        term.direction = word;
      else if ((word === "nullsfirst" || word === "nullslast") && !term.nulls)
        term.nulls = word === "nullsfirst" ? "first" : "last";
      else {
        s.pos -= word.length;
        throw s.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
      }
    }
    terms.push(term);
  } while (s.eat(","));
  if (!s.done) throw s.fail('expecting "," or end of input');
  return terms;
}
