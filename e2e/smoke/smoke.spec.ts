import { execFile } from "node:child_process";
import { SignJWT } from "jose";

import { smokeSteps } from "../../scripts/smoke/steps.ts";
import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { apiUrl, expect, test, uniqueEmail } from "../fixtures.ts";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run smoke -- <site> <api> <key>` as a child process, as an operator runs it. */
function smoke(siteUrl: string, anonKey: string, email: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/smoke.ts", siteUrl, apiUrl, anonKey],
      { env: { ...process.env, SMOKE_EMAIL: email }, timeout: 25_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error
            ? typeof error.code === "number"
              ? error.code
              : null
            : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/** The line a step's result starts with, and the indented reason lines after it. */
function stepOutput(stdout: string, name: string): string {
  const lines = stdout.split("\n");
  const head = new RegExp(`^[✓✗-] ${name}(:| \\()`);
  const start = lines.findIndex((line) => head.test(line));
  expect(start, `a line for "${name}" in:\n${stdout}`).toBeGreaterThanOrEqual(
    0,
  );
  const block = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("    ")) break;
    block.push(line);
  }
  return block.join("\n");
}

test.describe("post-deploy smoke check", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern.
  test.beforeEach(({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "drives no browser: one project is enough",
    );
  });

  test("passes every step against the e2e stack, and leaves the booking cancelled", async ({
    baseURL,
    backend,
    mail,
  }) => {
    const email = uniqueEmail("smoke");
    const run = await smoke(baseURL!, LOCAL_SUPABASE_ANON_KEY, email);

    expect(run.stderr).toBe("");
    for (const step of smokeSteps)
      expect(stepOutput(run.stdout, step.name)).toMatch(
        new RegExp(`^✓ ${step.name}: .+ \\(\\d+ ms\\)$`),
      );
    expect(run.stdout).toContain(`All ${smokeSteps.length} steps passed`);
    expect(run.code).toBe(0);

    const { data, error } = await backend.service
      .from("bookings")
      .select("reference,customer_name,status,cancelled_by,cancellation_reason")
      .eq("customer_email", email);
    if (error) throw error;
    expect(data).toEqual([
      {
        reference: expect.stringMatching(/^EKO-/),
        customer_name: "EkoLuxe Smoke Check",
        status: "cancelled",
        cancelled_by: "rider",
        cancellation_reason: "Post-deploy smoke check",
      },
    ]);
    // send-email answers once the confirmation is in the mail sink.
    const messages = await mail.list(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain(data![0]!.reference);
  });

  test("fails on a key of another project, says why, and books nothing", async ({
    baseURL,
    backend,
  }) => {
    // Well formed and role anon, but signed by another project's secret.
    const foreignKey = await new SignJWT({ iss: "supabase-demo", role: "anon" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("the-jwt-secret-of-some-other-project"));
    const email = uniqueEmail("smoke");
    const run = await smoke(baseURL!, foreignKey, email);

    expect(run.code).toBe(1);
    expect(stepOutput(run.stdout, "Public pages")).toMatch(/^✓ /);
    const api = stepOutput(run.stdout, "Supabase API");
    expect(api).toMatch(/^✗ Supabase API \(\d+ ms\)\n/);
    expect(api).toContain("The REST API refused the key (401:");
    expect(api).toContain("anon (or publishable) key");
    expect(stepOutput(run.stdout, "Site built for this project")).toContain(
      "different API key",
    );
    for (const name of [
      "Fare quote",
      "Guest booking",
      "Cancel through the ride link",
    ])
      expect(stepOutput(run.stdout, name)).toMatch(
        new RegExp(`^- ${name}: skipped, `),
      );
    expect(run.stdout).toMatch(/2 of \d+ steps failed/);

    const { count, error } = await backend.service
      .from("bookings")
      .select("id", { count: "exact", head: true })
      .eq("customer_email", email);
    if (error) throw error;
    expect(count).toBe(0);
  });
});
