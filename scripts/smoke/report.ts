/** A failed check, worded for the operator reading the report. */
export class SmokeFailure extends Error {}

/** A step that finds it has nothing to check, and says why. */
export class SmokeSkip extends Error {}

export interface Step<C> {
  name: string;
  /** Steps that must have passed first; otherwise this one is skipped. */
  needs?: readonly string[];
  /** Resolves to a short detail for the report, or throws SmokeFailure with the reason. */
  run(context: C): Promise<string>;
}

export type Outcome =
  | { status: "passed"; detail: string }
  | { status: "failed"; reason: string }
  | { status: "skipped"; reason: string };

export type StepResult = Outcome & { name: string; ms: number };

/** Runs the steps in order, each once its needs have passed, and reports each as it ends. */
export async function runSteps<C>(
  steps: readonly Step<C>[],
  context: C,
  onResult: (result: StepResult) => void,
  clock: () => number = () => performance.now(),
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const unmet = (step.needs ?? []).filter(
      (need) =>
        results.find((result) => result.name === need)?.status !== "passed",
    );
    const started = clock();
    let outcome: Outcome;
    if (unmet.length > 0)
      outcome = {
        status: "skipped",
        reason: `needs ${unmet.map((need) => `"${need}"`).join(" and ")}`,
      };
    else
      try {
        outcome = { status: "passed", detail: await step.run(context) };
      } catch (error) {
        outcome =
          error instanceof SmokeSkip
            ? { status: "skipped", reason: error.message }
            : {
                status: "failed",
                reason:
                  error instanceof SmokeFailure
                    ? error.message
                    : `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
              };
      }
    const result = {
      ...outcome,
      name: step.name,
      ms: Math.round(clock() - started),
    };
    results.push(result);
    onResult(result);
  }
  return results;
}

const MARKS = { passed: "✓", failed: "✗", skipped: "-" } as const;

/** `✓ name: detail (12 ms)`; a failure's reason follows on indented lines. */
export function formatResult(result: StepResult): string {
  const mark = MARKS[result.status];
  if (result.status === "passed")
    return `${mark} ${result.name}: ${result.detail} (${result.ms} ms)`;
  if (result.status === "skipped")
    return `${mark} ${result.name}: skipped, ${result.reason}`;
  const reason = result.reason
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
  return `${mark} ${result.name} (${result.ms} ms)\n${reason}`;
}

export function formatSummary(results: readonly StepResult[]): string {
  const count = (status: StepResult["status"]) =>
    results.filter((result) => result.status === status).length;
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const seconds = (total / 1000).toFixed(1);
  if (count("passed") === results.length)
    return `All ${results.length} steps passed in ${seconds} s.`;
  return `${count("failed")} of ${results.length} steps failed, ${count("skipped")} skipped (${seconds} s).`;
}
