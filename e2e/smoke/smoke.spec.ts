import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

/**
 * A host that ignores dist/_redirects and dist/404.html and answers every address that is not a
 * pre-rendered page with the home page (a single-page fallback rule), in front of the e2e app.
 */
async function fallbackHost(
  appUrl: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? "/").split("?")[0]!;
      let answer = await fetch(`${appUrl}${request.url ?? "/"}`);
      let body = Buffer.from(await answer.arrayBuffer());
      if (
        !/\.[a-z0-9]+$/i.test(path) &&
        (answer.status === 404 || !body.includes("<html data-prerendered"))
      ) {
        answer = await fetch(`${appUrl}/`);
        body = Buffer.from(await answer.arrayBuffer());
      }
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (
          ![
            "content-length",
            "content-encoding",
            "transfer-encoding",
            "connection",
            "keep-alive",
          ].includes(name)
        )
          headers[name] = value;
      });
      response.writeHead(200, headers).end(body);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
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

  test("fails on a host that answers personal and unknown addresses with the home page, and says what the host must do", async ({
    baseURL,
  }) => {
    const host = await fallbackHost(baseURL!);
    try {
      const run = await smoke(
        host.url,
        LOCAL_SUPABASE_ANON_KEY,
        uniqueEmail("smoke"),
      );

      expect(run.code).toBe(1);
      const pages = stepOutput(run.stdout, "Public pages");
      expect(pages).toMatch(/^✗ Public pages \(\d+ ms\)\n/);
      expect(pages).toContain(
        "    /account answered 200 with the pre-rendered page of /, not the app's shell (app.html).",
      );
      expect(pages).toContain(
        "    /smoke-check-no-such-page answered 200 with the pre-rendered page of /, expected 404.",
      );
      // Pre-rendered pages are files the host finds: they pass.
      expect(pages).not.toContain("/our-fleet answered");
      expect(pages).toContain("dist/_redirects");
      expect(pages).toContain("dist/404.html");
      for (const name of [
        "Site files",
        "Security headers",
        "Site built for this project",
      ])
        expect(stepOutput(run.stdout, name)).toBe(
          `- ${name}: skipped, needs "Public pages"`,
        );
      expect(stepOutput(run.stdout, "Ride link")).toContain(
        "without the app's shell (app.html): the host must answer it through dist/_redirects.",
      );
      // The booking still goes through the API and is cancelled.
      expect(stepOutput(run.stdout, "Cancel through the ride link")).toMatch(
        /^✓ /,
      );
    } finally {
      await new Promise((resolve) => host.server.close(resolve));
    }
  });
});
