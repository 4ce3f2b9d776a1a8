import { describe, expect, it } from "vitest";

import { errorText, type Answer } from "../../../scripts/smoke/http.ts";
import {
  formatResult,
  formatSummary,
  runSteps,
  SmokeFailure,
  SmokeSkip,
  type Step,
  type StepResult,
} from "../../../scripts/smoke/report.ts";

/** A clock that moves 5 ms each time it is read. */
function fakeClock() {
  let now = 0;
  return () => (now += 5);
}

const step = (
  name: string,
  run: Step<string[]>["run"],
  needs?: string[],
): Step<string[]> => ({ name, run, needs });

describe("the step runner", () => {
  it("runs each step once its needs passed, skips the rest, and reports each as it ends", async () => {
    const ran: string[] = [];
    const reported: string[] = [];
    const results = await runSteps(
      [
        step("site", async (log) => (log.push("site"), "20 pages")),
        step("api", async (log) => {
          log.push("api");
          throw new SmokeFailure("The REST API refused the key (401).");
        }),
        step("quote", async (log) => (log.push("quote"), "₦3,000"), ["api"]),
        step("book", async (log) => (log.push("book"), "EKO-1"), [
          "quote",
          "site",
        ]),
        step("cancel", async () => {
          throw new SmokeSkip("no test booking was made");
        }),
        step("bug", async () => {
          throw new TypeError("x is undefined");
        }),
      ],
      ran,
      (result) => reported.push(result.name),
      fakeClock(),
    );
    expect(ran).toEqual(["site", "api"]);
    expect(reported).toEqual(["site", "api", "quote", "book", "cancel", "bug"]);
    expect(results.map(({ name, status }) => `${name} ${status}`)).toEqual([
      "site passed",
      "api failed",
      "quote skipped",
      "book skipped",
      "cancel skipped",
      "bug failed",
    ]);
    expect(results[0]).toEqual({
      name: "site",
      status: "passed",
      detail: "20 pages",
      ms: 5,
    });
    expect(results[2]).toMatchObject({ reason: 'needs "api"' });
    expect(results[3]).toMatchObject({ reason: 'needs "quote"' });
    expect(results[4]).toMatchObject({ reason: "no test booking was made" });
    expect(results[5]).toMatchObject({
      reason: expect.stringMatching(
        /^Unexpected error: TypeError: x is undefined/,
      ),
    });
  });
});

describe("the report", () => {
  const passed: StepResult = {
    name: "Fare quote",
    status: "passed",
    detail: "₦3,000.00",
    ms: 11,
  };
  const failed: StepResult = {
    name: "Supabase API",
    status: "failed",
    reason:
      "The REST API refused the key (401: JWT cryptographic operation failed).\nUse the project's anon key.",
    ms: 6,
  };
  const skipped: StepResult = {
    name: "Guest booking",
    status: "skipped",
    reason: 'needs "Fare quote"',
    ms: 0,
  };

  it("gives one line per step, a failure's reason indented below it", () => {
    expect(formatResult(passed)).toBe("✓ Fare quote: ₦3,000.00 (11 ms)");
    expect(formatResult(skipped)).toBe(
      '- Guest booking: skipped, needs "Fare quote"',
    );
    expect(formatResult(failed)).toBe(
      [
        "✗ Supabase API (6 ms)",
        "    The REST API refused the key (401: JWT cryptographic operation failed).",
        "    Use the project's anon key.",
      ].join("\n"),
    );
  });

  it("sums up", () => {
    expect(formatSummary([passed, { ...passed, ms: 1500 }])).toBe(
      "All 2 steps passed in 1.5 s.",
    );
    expect(formatSummary([passed, failed, skipped])).toBe(
      "1 of 3 steps failed, 1 skipped (0.0 s).",
    );
  });
});

describe("error answers", () => {
  const answer = (text: string, status = 400): Answer => ({
    status,
    headers: new Headers(),
    text,
    bytes: text.length,
  });

  it("say what PostgREST, the functions, the gateway and Auth say", () => {
    expect(
      errorText(
        answer(
          '{"code":"PT404","message":"Ride not found.","details":null,"hint":null}',
        ),
      ),
    ).toBe("Ride not found.");
    expect(
      errorText(
        answer(
          '{"message":"Invalid API key","hint":"Double check your Supabase `anon` or `service_role` API key."}',
        ),
      ),
    ).toBe(
      "Invalid API key (Double check your Supabase `anon` or `service_role` API key.)",
    );
    expect(
      errorText(
        answer(
          '{"error":{"message":"The e-mail could not be sent: 403","code":"provider_failed"}}',
        ),
      ),
    ).toBe("The e-mail could not be sent: 403");
    expect(errorText(answer('{"code":401,"msg":"invalid JWT"}'))).toBe(
      "invalid JWT",
    );
    expect(errorText(answer("<html>Bad gateway</html>"))).toBe(
      "<html>Bad gateway</html>",
    );
    expect(errorText(answer(""))).toBe("(empty answer)");
  });
});
