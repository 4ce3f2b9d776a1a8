/**
 * Template data as Go sees it after GoTrue decodes JSON into `map[string]any`: strings, float64
 * numbers, bools, nil, maps and slices, plus the template's own integer constants and the
 * "no value" a missing map key gives (reflect's invalid Value).
 */
export const MISSING = Symbol("no value");
export class GoInt {
  readonly value: number;
  constructor(value: number) {
    this.value = value;
  }
}
export type GoValue =
  | typeof MISSING
  | null
  | string
  | number
  | boolean
  | GoInt
  | GoValue[]
  | { [key: string]: GoValue };

type Kind = "invalid" | "bool" | "int" | "float" | "string" | "map" | "slice";

export function kindOf(value: GoValue): Kind {
  if (value === MISSING || value === null) return "invalid";
  if (value instanceof GoInt) return "int";
  if (Array.isArray(value)) return "slice";
  switch (typeof value) {
    case "string":
      return "string";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    default:
      return "map";
  }
}

/** Go's Go-syntax-free type names, for error messages. */
export function typeName(value: GoValue): string {
  return {
    invalid: "interface {}",
    bool: "bool",
    int: "int",
    float: "float64",
    string: "string",
    map: "map[string]interface {}",
    slice: "[]interface {}",
  }[kindOf(value)];
}

/** text/template's isTrue: the zero value of its type, or no value, is false. */
export function isTrue(value: GoValue): boolean {
  if (value === MISSING || value === null) return false;
  if (value instanceof GoInt) return value.value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") return value.length > 0;
  return value;
}

export class ComparisonError extends Error {}

/** text/template's eq: arg1 == arg2 || arg1 == arg3 …, refusing values of different kinds. */
export function eq(arg1: GoValue, ...others: GoValue[]): boolean {
  if (!others.length)
    throw new ComparisonError("missing argument for comparison");
  const k1 = kindOf(arg1);
  for (const arg of others) {
    const k2 = kindOf(arg);
    if (k1 !== k2) {
      // Go compares an invalid value with anything as unequal, without error.
      if (k1 !== "invalid" && k2 !== "invalid")
        throw new ComparisonError("incompatible types for comparison");
      continue;
    }
    if (k1 === "map" || k1 === "slice")
      throw new ComparisonError(
        `non-comparable type ${sprint(arg)}: ${typeName(arg)}`,
      );
    if (k1 === "invalid") return true;
    const a = arg1 instanceof GoInt ? arg1.value : arg1;
    const b = arg instanceof GoInt ? arg.value : arg;
    if (a === b) return true;
  }
  return false;
}

/** fmt.Sprint of one value, as templates print it (%v). */
export function sprint(value: GoValue): string {
  if (value === MISSING) return "<no value>";
  if (value === null) return "<nil>";
  if (value instanceof GoInt) return String(value.value);
  if (Array.isArray(value)) return `[${value.map(sprint).join(" ")}]`;
  switch (typeof value) {
    case "string":
      return value;
    case "boolean":
      return String(value);
    case "number":
      return formatFloat(value);
    default:
      return `map[${Object.keys(value)
        .sort()
        .map((key) => `${key}:${sprint(value[key]!)}`)
        .join(" ")}]`;
  }
}

/** strconv.FormatFloat(f, 'g', -1, 64): shortest digits, exponent form below 1e-4 and from 1e6. */
export function formatFloat(f: number): string {
  if (Number.isNaN(f)) return "NaN";
  if (!Number.isFinite(f)) return f > 0 ? "+Inf" : "-Inf";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa, exponent] = Math.abs(f).toExponential().split("e");
  const digits = mantissa!.replace(".", "");
  const exp = Number(exponent);
  const sign = f < 0 ? "-" : "";
  if (exp < -4 || exp >= 6) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : "";
    const e = Math.abs(exp).toString().padStart(2, "0");
    return `${sign}${digits[0]}${fraction}e${exp < 0 ? "-" : "+"}${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const fraction = digits.slice(exp + 1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** A template's number constant: an integer when written as one, else a float64. */
export function numberConstant(text: string): GoValue {
  const clean = text.replace(/_/g, "");
  if (/^[+-]?(0[xX][\da-fA-F]+|0[bB][01]+|0[oO]?[0-7]+|\d+)$/.test(clean)) {
    const sign = clean.startsWith("-") ? -1 : 1;
    const body = clean.replace(/^[+-]/, "");
    const value = /^0[0-7]+$/.test(body)
      ? parseInt(body, 8)
      : Number(body.replace(/^0[oO]/, "0o"));
    return new GoInt(sign * value);
  }
  return Number(clean);
}

/** Converts decoded JSON (user_metadata and the mail's own strings) into template data. */
export function fromJson(value: unknown): GoValue {
  if (value === undefined) return MISSING;
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fromJson(v)]),
    );
  if (typeof value === "string" || typeof value === "boolean") return value;
  return Number(value);
}
