import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface AxeOptions {
  /**
   * Wait until no animation runs first: a dialog fading in is otherwise measured at part opacity,
   * failing a contrast it does not have. Not for pages with a looping animation.
   */
  afterAnimations?: boolean;
}

/** Serious and critical axe findings on the page as it stands, in a form that reads well in a diff. */
export async function blockingViolations(
  page: Page,
  { afterAnimations = false }: AxeOptions = {},
) {
  if (afterAnimations)
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== "running"),
    );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
