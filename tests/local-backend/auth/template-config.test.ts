import { afterEach, describe, expect, it } from "vitest";

import { loadConfig, startRuntime } from "../../../supabase/local/index.ts";
import { PRODUCT_SUPABASE, scratchProject } from "./account-support.ts";

/**
 * A template that GoTrue could not parse (it would log and mail its default instead), or that
 * does not render with GoTrue's placeholder data, stops the local runtime at start-up with the
 * config key, the file and Go's message.
 */
const removals: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const remove of removals.splice(0)) await remove();
});

async function configError(
  toml: string,
  files: Record<string, string> = {},
): Promise<string> {
  const project = await scratchProject(toml, files);
  removals.push(project.remove);
  try {
    await loadConfig(project.supabaseDir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the configuration loaded");
}

const invite = (html: string) =>
  configError(
    `[auth.email.template.invite]\ncontent_path = "./supabase/templates/invite.html"\n`,
    { "supabase/templates/invite.html": html },
  );

describe("auth e-mail templates at start-up", () => {
  it("loads the product's six templates, resolving content_path from the project root as the CLI does", async () => {
    const config = await loadConfig(PRODUCT_SUPABASE);
    expect(Object.keys(config.auth.email.templates).sort()).toEqual([
      "confirmation",
      "email_change",
      "invite",
      "magic_link",
      "reauthentication",
      "recovery",
    ]);
    for (const template of Object.values(config.auth.email.templates)) {
      expect(template.subject).toBeDefined();
      expect(template.body).toBeDefined();
    }
    expect(config.auth.email).toMatchObject({
      otpExpiry: 3600,
      otpLength: 6,
      doubleConfirmChanges: true,
    });
  });

  it.each([
    [
      "{{ .Token ",
      "template: ./supabase/templates/invite.html:1: unclosed action",
    ],
    ["{{ if .Token }}open", "unexpected EOF"],
    ["{{ end }}", "unexpected {{end}}"],
    ["{{ foo .Token }}", 'function "foo" not defined'],
    [
      '{{ printf "%s" .Token }}',
      `function "printf" is not supported by the local runtime's template renderer`,
    ],
    ["{{ range .Data }}x{{ end }}", "{{range}} is not supported"],
    ["{{ $code := .Token }}", "template variables are not supported"],
    ['<a onclick="go({{ .Token }})">x</a>', "appears in JavaScript"],
    ["<style>p { color: red }</style>", "<style> elements are not supported"],
    [
      '{{ if .Token }}<a href="{{ end }}">x</a>',
      "{{if}} branches end in different contexts",
    ],
    ['<a href="{{ .SiteURL }}', "ends in a non-text context"],
    [
      "{{ .Token.Value }}",
      `executing "./supabase/templates/invite.html" at <.Token.Value>: can't evaluate field Value in type interface {}`,
    ],
  ])("refuses %j", async (html, message) => {
    const error = await invite(html);
    expect(error).toContain(
      "Invalid config for auth.email.template.invite.content_path (",
    );
    expect(error).toContain(message);
  });

  it("names the key of a missing file, a `content` key, an unknown template and a broken subject", async () => {
    expect(
      await configError(
        `[auth.email.template.recovery]\ncontent_path = "./supabase/none.html"\n`,
      ),
    ).toMatch(
      /^Invalid config for auth\.email\.template\.recovery\.content_path: ENOENT/,
    );
    expect(
      await configError(
        `[auth.email.template.recovery]\ncontent = "<p>inline</p>"\n`,
      ),
    ).toBe(
      "Invalid config for auth.email.template.recovery.content: please use content_path instead",
    );
    expect(
      await configError(`[auth.email.template.magiclink]\nsubject = "Hi"\n`),
    ).toContain('GoTrue has no "magiclink" template');
    expect(
      await configError(
        `[auth.email.template.recovery]\nsubject = "{{ .Token"\n`,
      ),
    ).toBe(
      "Invalid config for auth.email.template.recovery.subject: template: Subject:1: unclosed action",
    );
  });

  it("refuses an additional redirect URL that GoTrue cannot compile as a glob", async () => {
    expect(
      await configError(
        `[auth]\nadditional_redirect_urls = ["https://[app.example.com"]\n`,
      ),
    ).toContain('invalid redirect URL pattern "https://[app.example.com"');
    // The CLI joins the list with commas and GoTrue splits it again, so {a,b} cannot survive.
    expect(
      await configError(
        `[auth]\nadditional_redirect_urls = ["https://{a,b}.example.com"]\n`,
      ),
    ).toContain('invalid redirect URL pattern "https://{a"');
  });

  it("does not start the runtime on a broken template, or on a malformed GoTrue boolean", async () => {
    const project = await scratchProject(
      `[auth.email.template.invite]\ncontent_path = "./invite.html"\n`,
      { "invite.html": "{{ .Token " },
    );
    removals.push(project.remove);
    const options = {
      workdir: project.root,
      port: 0,
      mailPort: 0,
      dataDir: null,
      log: () => undefined,
    };
    await expect(startRuntime(options)).rejects.toThrow(
      "Invalid config for auth.email.template.invite.content_path",
    );

    const fine = await scratchProject(`project_id = "fine"\n`);
    removals.push(fine.remove);
    const variable = "GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD";
    process.env[variable] = "yes";
    try {
      await expect(
        startRuntime({ ...options, workdir: fine.root }),
      ).rejects.toThrow(`${variable}="yes" is not a boolean`);
    } finally {
      delete process.env[variable];
    }
  });
});
