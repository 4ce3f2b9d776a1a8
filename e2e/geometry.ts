import type { Locator } from "@playwright/test";

/** Two elements on screen share no pixel (either not rendered counts as apart). */
export async function apart(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return true;
  return (
    one.x + one.width <= two.x ||
    two.x + two.width <= one.x ||
    one.y + one.height <= two.y ||
    two.y + two.height <= one.y
  );
}
