/**
 * Go's net/url encoders, where GoTrue's links depend on them: url.QueryEscape (space as `+`,
 * everything but letters, digits and `-_.~` percent-encoded in upper-case hex) and
 * url.Values.Encode (keys sorted).
 */
export function goQueryEscape(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) && byte < 0x80) out += ch;
    else if (ch === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export function goValuesEncode(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key]!)}`)
    .join("&");
}
