import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { expect, test, useSession } from "../admin/fixtures.ts";
import { apiUrl, uniqueEmail, type Backend } from "../fixtures.ts";
import { screenshots, toast } from "./helpers.ts";

const LABEL = "Require two-factor authentication for administrators";

async function requirement(backend: Backend): Promise<boolean> {
  const { data, error } = await backend.service
    .from("operator_settings")
    .select("require_admin_second_factor")
    .eq("id", true)
    .single();
  if (error) throw error;
  return data.require_admin_second_factor;
}

/** A new administrator who has set up an authenticator, signed in with its code (aal2). */
async function adminWithAuthenticator(backend: Backend) {
  const email = uniqueEmail("secure-admin");
  const password = "two-factors-in-lagos";
  const created = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
    user_metadata: { full_name: "Secure Admin" },
  });
  if (created.error) throw created.error;
  const client = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const factor = await client.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: "E2E phone",
  });
  if (factor.error) throw factor.error;
  const code = new OTPAuth.TOTP({
    secret: factor.data.totp.secret,
    digits: 6,
    period: 30,
  }).generate();
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.data.id,
    code,
  });
  if (verified.error) throw verified.error;
  const { data } = await client.auth.getSession();
  return { id: created.data.user.id, session: data.session! };
}

test("Settings → Business: the two-factor requirement is refused without one's own authenticator, and saved with it", async ({
  page,
  browser,
  backend,
  sessions,
}, info) => {
  expect(await requirement(backend)).toBe(false);
  const secure = await adminWithAuthenticator(backend);
  try {
    // The demo administrator has no authenticator: the database says so, and nothing changes.
    await useSession(page, await sessions("admin"));
    await page.goto("/admin/settings?section=business");
    const toggle = page.getByRole("switch", { name: LABEL });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await screenshots(page, info, "settings-business-two-factor");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings Not Saved")).toContainText(
      "Set up two-factor authentication for your own account first.",
    );
    expect(await requirement(backend)).toBe(false);

    // An administrator signed in with their authenticator turns it on.
    const context = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
    });
    const securePage = await context.newPage();
    await useSession(securePage, secure.session);
    await securePage.goto("/admin/settings?section=business");
    await securePage.getByRole("switch", { name: LABEL }).click();
    await securePage.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(securePage, "Settings Saved")).toContainText(
      "two-factor authentication required for administrators",
    );
    expect(await requirement(backend)).toBe(true);
    await context.close();
  } finally {
    await backend.service
      .from("operator_settings")
      .update({ require_admin_second_factor: false })
      .eq("id", true);
    await backend.service.auth.admin.deleteUser(secure.id);
  }
});
