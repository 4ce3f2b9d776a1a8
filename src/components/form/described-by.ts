/** The `aria-describedby` value for the ids that are present, or nothing. */
export function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}
