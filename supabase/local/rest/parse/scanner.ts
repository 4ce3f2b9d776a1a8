import { parseError } from "../errors.ts";

export interface JsonStep {
  arrow: "->" | "->>";
  /** An object key, or an array index when `index` is set. */
  key: string;
  index: boolean;
}

/** A column reference as PostgREST's grammar writes it: `name`, `"quoted name"`, `data->a->>b`. */
export interface Field {
  name: string;
  json: JsonStep[];
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/** A cursor over one query-string value; every failure is a PGRST100 naming what was being parsed. */
export class Scanner {
  pos = 0;
  readonly text: string;
  readonly what: string;

  constructor(text: string, what: string) {
    this.text = text;
    this.what = what;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) throw this.fail(`expecting "${s}"`);
  }

  fail(expecting: string): Error {
    const found = this.done
      ? "end of input"
      : JSON.stringify(this.text[this.pos]);
    return this.error(`unexpected ${found} ${expecting}`);
  }

  error(details: string): Error {
    return parseError(this.what, this.text, details, this.pos + 1);
  }

  /** Reads until one of `stops` (or the end); the text may not be empty unless allowed. */
  until(stops: string, allowEmpty = true): string {
    const start = this.pos;
    while (!this.done && !stops.includes(this.text[this.pos]!)) this.pos++;
    if (!allowEmpty && this.pos === start) throw this.fail("expecting a value");
    return this.text.slice(start, this.pos);
  }

  quoted(): string {
    this.expect('"');
    let out = "";
    while (!this.done && this.text[this.pos] !== '"') {
      if (this.text[this.pos] === "\\" && this.pos + 1 < this.text.length)
        this.pos++;
      out += this.text[this.pos++];
    }
    this.expect('"');
    return out;
  }

  fieldName(): string {
    if (this.startsWith('"')) return this.quoted();
    const start = this.pos;
    const word = () => {
      while (!this.done && IDENTIFIER_CHAR.test(this.text[this.pos]!))
        this.pos++;
    };
    word();
    while (this.startsWith("-") && !this.startsWith("->") && this.pos > start) {
      this.pos++;
      word();
    }
    if (this.pos === start)
      throw this.fail("expecting field name (* or [a..z0..9_$])");
    return this.text.slice(start, this.pos).trim();
  }

  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      const arrow = this.eat("->>") ? "->>" : this.eat("->") ? "->" : undefined;
      if (!arrow) return steps;
      const negative = /^-\d/.test(this.text.slice(this.pos, this.pos + 2));
      if (negative) this.pos++;
      const key = this.fieldName();
      const index = /^\d+$/.test(key);
      if (negative && !index) throw this.fail("expecting digit");
      steps.push({ arrow, key: negative ? `-${key}` : key, index });
    }
  }

  field(): Field {
    const name = this.fieldName();
    return { name, json: this.jsonPath() };
  }
}
