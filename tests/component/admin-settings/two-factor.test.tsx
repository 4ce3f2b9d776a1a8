import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { fakeAccessToken, storeSession } from "../../support/session";
import {
  authFailure,
  factor,
  FACTOR_ID,
  FACTORS,
  renderSettings,
  SECRET,
  USER,
  userWith,
} from "./settings-kit";

const TOKEN = "*/auth/v1/token";
const URI = `otpauth://totp/EkoLuxe:ada%40example.ng?secret=${SECRET}&issuer=EkoLuxe`;

function aal2Session() {
  return {
    access_token: fakeAccessToken({
      sub: userWith().id,
      role: "authenticated",
      aal: "aal2",
      app_metadata: { role: "admin" },
    }),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: "next",
    user: userWith([factor("verified")]),
  };
}

/** GoTrue as the enrolment sees it: the user's factors change as the flow goes on. */
function useAuthServer() {
  let factors: ReturnType<typeof factor>[] = [];
  const calls: string[] = [];
  server.use(
    http.get(USER, () => HttpResponse.json(userWith(factors))),
    http.post(FACTORS, async ({ request }) => {
      calls.push(`enrol ${JSON.stringify(await request.json())}`);
      factors = [factor("unverified", "Work phone")];
      return HttpResponse.json({
        id: FACTOR_ID,
        type: "totp",
        friendly_name: "Work phone",
        totp: { qr_code: "<svg/>", secret: SECRET, uri: URI },
      });
    }),
    http.post(`${FACTORS}/:id/challenge`, () =>
      HttpResponse.json({ id: "c1", type: "totp", expires_at: 9_999_999_999 }),
    ),
    http.post(`${FACTORS}/:id/verify`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      calls.push(`verify ${code}`);
      if (code !== "123456")
        return authFailure(
          "mfa_verification_failed",
          "Invalid TOTP code entered",
        );
      factors = [factor("verified", "Work phone")];
      return HttpResponse.json(aal2Session());
    }),
    // Removing a factor refreshes the session, so its user stops listing the factor.
    http.post(TOKEN, () => HttpResponse.json(aal2Session())),
    http.delete(`${FACTORS}/:id`, () => {
      calls.push("unenrol");
      factors = [];
      return HttpResponse.json({ id: FACTOR_ID });
    }),
  );
  return calls;
}

describe("two-factor authentication", () => {
  beforeEach(() => storeSession("admin"));
  afterEach(() => act(() => dismissToast()));

  it("enrols: QR code and grouped secret, a wrong code refused in words, the right one turns 2FA on", async () => {
    const calls = useAuthServer();
    const { user } = renderSettings("two-factor");
    expect(
      await screen.findByText("No authenticator set up yet."),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Set up 2FA" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Set up two-factor authentication",
    });
    await user.clear(within(dialog).getByLabelText("Authenticator name"));
    await user.type(
      within(dialog).getByLabelText("Authenticator name"),
      "Work phone",
    );
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    const qr = await within(dialog).findByRole("img", { name: /QR code/ });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(
      within(dialog).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP"),
    ).toBeVisible();
    expect(calls[0]).toContain('"friendly_name":"Work phone"');

    await user.type(within(dialog).getByLabelText("6-digit code"), "000000");
    await user.click(
      within(dialog).getByRole("button", { name: "Verify and turn on" }),
    );
    expect(
      await within(dialog).findByText(/That code is not valid/),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("6-digit code")).toHaveValue("000000");

    await user.clear(within(dialog).getByLabelText("6-digit code"));
    await user.type(within(dialog).getByLabelText("6-digit code"), "123 456");
    await user.click(
      within(dialog).getByRole("button", { name: "Verify and turn on" }),
    );
    expect(
      await screen.findByText("Two-factor authentication on"),
    ).toBeVisible();
    expect(calls).toContain("verify 123456");
    const list = await screen.findByRole("list", { name: "Authenticators" });
    await waitFor(() => expect(list).toHaveTextContent("Verified"));
    expect(list).toHaveTextContent("Work phone");
  });

  it("discards the unfinished factor when the set-up is cancelled", async () => {
    const calls = useAuthServer();
    const { user } = renderSettings("two-factor");
    await user.click(await screen.findByRole("button", { name: "Set up 2FA" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await within(dialog).findByText("Secret key");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(calls).toContain("unenrol"));
  });

  it("explains a removal the server refuses for want of the code (aal2)", async () => {
    server.use(
      http.get(USER, () => HttpResponse.json(userWith([factor("verified")]))),
      http.delete(`${FACTORS}/:id`, () =>
        authFailure(
          "insufficient_aal",
          "AAL2 required to unenroll verified factor",
        ),
      ),
    );
    const { user } = renderSettings("two-factor");
    await user.click(
      await screen.findByRole("button", { name: "Remove Ada's phone" }),
    );
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    const toast = (await screen.findByText("2FA Removal Failed")).closest("li");
    expect(toast).toHaveTextContent(
      "This needs a sign-in confirmed with your authenticator code.",
    );
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });
});
