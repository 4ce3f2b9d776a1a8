import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loadConfig, type LocalConfig } from "../../../supabase/local/index.ts";
import { uniqueEmail } from "../support.ts";
import { scratchProject, signedIn, storedTokens } from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";

/**
 * `[auth.email.template.*]` rendered as GoTrue's templatemailer renders it: Go's html/template,
 * so each value is escaped for where it stands (text, attribute, URL start, URL query).
 */
const EVERY_VARIABLE = `<!doctype html>
<p id="text">{{ .SiteURL }}|{{ .Email }}|{{ .Token }}|{{ .TokenHash }}|{{ .RedirectTo }}|{{ .Data.name }}|{{ .Data.missing }}|{{ .NewEmail }}</p>
<a id="verify" href="{{ .ConfirmationURL }}">verify</a>
<a id="app" href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=invite&redirect_to={{ .RedirectTo }}">app</a>
<a id="unsafe" href="{{ .Data.site }}">unsafe</a>
<span title="{{ .Data.name }}">{{ if eq .Data.role "driver" }}driver{{ else if eq .Data.role "owner" }}owner{{ else }}other{{ end }}{{ if eq .Data.nothing "x" }}!{{ end }}</span>
{{- /* trimmed, with the spaces around it */ -}}
<!-- dropped by html/template {{ .Token }} -->
<i>{{ .Data }}</i><b>{{ .Data.count }}</b>`;

const PER_ADDRESS = `{{ .SendingTo }}|{{ .Email }}|{{ .NewEmail }}|{{ .Token }}|{{ .TokenHash }}|{{ .RedirectTo }}|{{ .ConfirmationURL }}`;

const CONFIG = `
[auth]
site_url = "http://127.0.0.1:5173"
[auth.email.template.invite]
subject = "Invite for {{ .Email }}: {{ .Data.name }}"
content_path = "./supabase/mail/every-variable.html"
[auth.email.template.email_change]
content_path = "./supabase/mail/per-address.html"
[auth.email.template.reauthentication]
subject = "{{ .Token }} is your code"
content_path = "./supabase/mail/per-address.html"
[auth.email.template.recovery]
subject = "Reset for {{ .Email }}"
`;

let harness: AuthHarness;
let defaults: LocalConfig["auth"];
let templates: LocalConfig["auth"]["email"]["templates"];

beforeAll(async () => {
  harness = await startAuthHarness();
  defaults = structuredClone(harness.ctx.config.auth);
  const project = await scratchProject(CONFIG, {
    "supabase/mail/every-variable.html": EVERY_VARIABLE,
    "supabase/mail/per-address.html": PER_ADDRESS,
  });
  templates = (await loadConfig(project.supabaseDir)).auth.email.templates;
  await project.remove();
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = { ...structuredClone(defaults) };
  harness.ctx.config.auth.email.templates = templates;
});

const sha224 = (text: string) =>
  createHash("sha224").update(text).digest("hex");

describe("auth e-mail templates", () => {
  it("renders every variable of an invite, each escaped for its place in the HTML", async () => {
    const email = `ada+${uniqueEmail("invite")}`;
    const redirectTo = "http://127.0.0.1:5173/welcome?x=1&y=2";
    const data = {
      name: `O'Neil <b>&"`,
      role: "owner",
      site: "javascript:alert(1)",
      count: 1234567,
    };
    const invite = await harness
      .admin()
      .auth.admin.inviteUserByEmail(email, { data, redirectTo });
    expect(invite.error).toBeNull();
    const [mail] = await harness.mailTo(email);
    const hash = (await storedTokens(harness, invite.data.user!.id))
      .confirmation_token!;
    const code = /\|(\d{6})\|/.exec(mail!.html!)![1]!;
    expect(sha224(email + code)).toBe(hash);
    const escapedEmail = email.replace("+", "&#43;");
    const name = "O&#39;Neil &lt;b&gt;&amp;&#34;";

    expect(mail!.subject).toBe(`Invite for ${escapedEmail}: ${name}`);
    expect(mail!.text).toBeNull();
    const html = mail!.html!;
    expect(html).toContain(
      `<p id="text">http://127.0.0.1:5173|${escapedEmail}|${code}|${hash}|http://127.0.0.1:5173/welcome?x=1&amp;y=2|${name}||</p>`,
    );
    // {{ .ConfirmationURL }}: GoTrue's verify link, redirect_to query-escaped as it holds & and =.
    expect(html).toContain(
      `<a id="verify" href="${harness.apiUrl}/auth/v1/verify?token=${hash}&amp;type=invite&amp;redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Fwelcome%3Fx%3D1%26y%3D2">`,
    );
    // In a URL's query, html/template percent-encodes in lower case; at its start it only filters.
    expect(html).toContain(
      `<a id="app" href="http://127.0.0.1:5173/auth/confirm?token_hash=${hash}&type=invite&redirect_to=http%3a%2f%2f127.0.0.1%3a5173%2fwelcome%3fx%3d1%26y%3d2">`,
    );
    expect(html).toContain(`<a id="unsafe" href="#ZgotmplZ">`);
    // The trim markers eat the line breaks around the comment; html/template drops <!-- … -->.
    expect(html).toContain(`<span title="${name}">owner</span>\n<i>`);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("trimmed");
    expect(html).toContain(
      `</span>\n<i>map[count:1.234567e&#43;06 name:${name} role:owner site:javascript:alert(1)]</i><b>1.234567e&#43;06</b>`,
    );
  });

  it("gives each address of an e-mail change its own code and hash, with the current and new address", async () => {
    harness.ctx.config.auth.enableConfirmations = true;
    const { client, email, userId } = await signedIn(harness);
    const newEmail = uniqueEmail("new");
    expect(
      (
        await client.auth.updateUser(
          { email: newEmail },
          { emailRedirectTo: "http://127.0.0.1:5173/account" },
        )
      ).error,
    ).toBeNull();
    const tokens = await storedTokens(harness, userId);
    const toNew = (await harness.mailTo(newEmail))[0]!.html!.split("|");
    const toCurrent = (await harness.mailTo(email))[0]!.html!.split("|");
    expect(toNew.slice(0, 3)).toEqual([newEmail, email, newEmail]);
    expect(toCurrent.slice(0, 3)).toEqual([email, email, newEmail]);
    expect(toNew[4]).toBe(tokens.email_change_token_new);
    expect(toCurrent[4]).toBe(tokens.email_change_token_current);
    expect(sha224(newEmail + toNew[3])).toBe(toNew[4]);
    expect(sha224(email + toCurrent[3])).toBe(toCurrent[4]);
    expect(toNew[5]).toBe("http://127.0.0.1:5173/account");
    expect(toNew[6]).toBe(
      `${harness.apiUrl}/auth/v1/verify?token=${toNew[4]}&amp;type=email_change&amp;redirect_to=http://127.0.0.1:5173/account`,
    );
  });

  it("renders a reauthentication code without link, hash or redirect, and its templated subject", async () => {
    const { client, email, userId } = await signedIn(harness);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await harness.mailTo(email);
    const [sendingTo, current, newEmail, code, hash, redirect, link] =
      mail!.html!.split("|");
    expect([sendingTo, current, newEmail, hash, redirect, link]).toEqual([
      "",
      email,
      "",
      "",
      "",
      "",
    ]);
    expect(mail!.subject).toBe(`${code} is your code`);
    expect((await storedTokens(harness, userId)).reauthentication_token).toBe(
      sha224(email + code),
    );
  });

  it("uses GoTrue's default body when only a subject is configured, and the default mail when nothing is", async () => {
    const { email } = await signedIn(harness);
    await harness.client().auth.resetPasswordForEmail(email);
    const [recovery] = await harness.mailTo(email);
    expect(recovery).toMatchObject({
      subject: `Reset for ${email}`,
      source: "auth.recovery",
    });
    expect(recovery!.html).toContain("Follow this link to reset the password");

    const magic = await harness.client().auth.signInWithOtp({ email });
    expect(magic.error).toBeNull();
    expect((await harness.mailTo(email))[0]).toMatchObject({
      subject: "Your Magic Link",
      text: expect.stringContaining("Alternatively, enter the code:"),
    });
  });

  it("answers 500 and stores nothing when a template fails at send time, as GoTrue's mailer does", async () => {
    const project = await scratchProject(
      `[auth.email.template.invite]\ncontent_path = "./t.html"\n`,
      { "t.html": `{{ if eq .Data.level "high" }}high{{ end }}` },
    );
    harness.ctx.config.auth.email.templates = (
      await loadConfig(project.supabaseDir)
    ).auth.email.templates;
    await project.remove();
    const email = uniqueEmail("broken");
    const invite = await harness
      .admin()
      .auth.admin.inviteUserByEmail(email, { data: { level: 3 } });
    expect(invite.error).toMatchObject({
      status: 500,
      message: "Error sending invite email",
    });
    const { rows } = await harness.ctx.db.query(
      "select 1 from auth.users where email = $1",
      [email],
    );
    expect(rows).toEqual([]);
    expect(await harness.mailTo(email)).toEqual([]);
  });
});
