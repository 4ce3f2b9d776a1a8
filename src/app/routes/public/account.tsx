// Placeholder until the page lands in this change.
export function Component() {
  return null;
}
