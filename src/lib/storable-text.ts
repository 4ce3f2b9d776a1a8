/** Postgres text and jsonb cannot hold U+0000: a value containing it could never be saved. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}

export const UNSTORABLE_TEXT_MESSAGE =
  "This text contains a hidden character that cannot be saved. Please retype it.";
