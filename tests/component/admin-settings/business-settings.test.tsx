import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { storeSession } from "../../support/session";
import {
  lateFee,
  renderBusiness,
  serveSettings,
  OPERATOR_SETTINGS as SETTINGS,
  type Body,
} from "./settings-kit";

const commission = () => screen.getByLabelText(/^Commission rate \(%\)/);
const cutoff = () =>
  screen.getByLabelText(/^Free cancellation cut-off \(minutes\)/);

describe(
  "business settings: commission and the free-cancellation cut-off",
  { timeout: 20_000 },
  () => {
    beforeAll(() => import("@/components/ui/toaster"));
    afterEach(() => act(() => dismissToast()));

    it("shows the stored commission, cut-off and late cancellation fee under the Business tab", async () => {
      serveSettings({
        commission_rate_bps: 1750,
        free_cancellation_minutes: 90,
        late_cancellation_fee_kobo: 250_050,
        require_admin_second_factor: false,
      });
      renderBusiness();
      expect(
        screen.getByRole("tab", { name: "Business", selected: true }),
      ).toBeVisible();
      expect(
        await screen.findByRole("heading", { name: "Business Settings" }),
      ).toBeVisible();
      expect(await screen.findByDisplayValue("17.5")).toBe(commission());
      expect(cutoff()).toHaveValue(90);
      expect(cutoff()).toHaveAccessibleDescription(
        /cancel online free of charge/,
      );
      // Kobo shown as naira, kobo kept when there are some.
      expect(lateFee()).toHaveValue(2500.5);
      expect(lateFee()).toHaveAccessibleDescription(
        "Kept from a paid ride cancelled after the free-cancellation cut-off; the rest is refunded.",
      );
    });

    it("saves them as the database stores them: basis points, minutes and kobo; Settings Saved", async () => {
      storeSession("admin");
      serveSettings();
      let sent: { body: Body; url: URL } | undefined;
      server.use(
        http.patch(SETTINGS, async ({ request }) => {
          sent = {
            body: (await request.json()) as Body,
            url: new URL(request.url),
          };
          return HttpResponse.json({
            commission_rate_bps: 2250,
            free_cancellation_minutes: 120,
            late_cancellation_fee_kobo: 750_000,
            require_admin_second_factor: false,
          });
        }),
      );
      const { user } = renderBusiness();
      await screen.findByDisplayValue("20");
      await user.clear(commission());
      await user.type(commission(), "22.5");
      await user.clear(cutoff());
      await user.type(cutoff(), "120");
      await user.clear(lateFee());
      await user.type(lateFee(), "7500");
      await user.click(screen.getByRole("button", { name: "Save Settings" }));

      const toast = (await screen.findByText("Settings Saved")).closest("li");
      expect(toast).toHaveTextContent(
        "riders cancel free until 120 minutes before pickup, then ₦7,500.00 is kept from a paid ride",
      );
      expect(sent?.body).toEqual({
        commission_rate_bps: 2250,
        free_cancellation_minutes: 120,
        late_cancellation_fee_kobo: 750_000,
        require_admin_second_factor: false,
      });
      expect(sent?.url.searchParams.get("id")).toBe("eq.true");
    });

    it.each([
      [
        "a cut-off over 24 hours",
        "1441",
        "Enter a whole number of minutes from 0 to 1440 (24 hours).",
      ],
      [
        "a fractional cut-off",
        "30.5",
        "Enter a whole number of minutes from 0 to 1440 (24 hours).",
      ],
      [
        "an empty cut-off",
        "",
        "Enter a whole number of minutes from 0 to 1440 (24 hours).",
      ],
    ])(
      "refuses %s beside the field and sends nothing",
      async (_case, typed, message) => {
        storeSession("admin");
        serveSettings();
        let sent = false;
        server.use(
          http.patch(SETTINGS, () => ((sent = true), HttpResponse.json({}))),
        );
        const { user } = renderBusiness();
        await screen.findByDisplayValue("60");
        await user.clear(cutoff());
        if (typed) await user.type(cutoff(), typed);
        await user.click(screen.getByRole("button", { name: "Save Settings" }));
        expect(await screen.findByText(message)).toBeVisible();
        expect(cutoff()).toHaveAttribute("aria-invalid", "true");
        expect(sent).toBe(false);
      },
    );

    it("refuses a commission over 100 % or with three decimals", async () => {
      storeSession("admin");
      serveSettings();
      const { user } = renderBusiness();
      await screen.findByDisplayValue("20");
      await user.clear(commission());
      await user.type(commission(), "100.5");
      await user.click(screen.getByRole("button", { name: "Save Settings" }));
      expect(
        await screen.findByText(
          "Enter a commission from 0 to 100 %, with at most two decimals.",
        ),
      ).toBeVisible();
    });

    it("keeps the form filled and shows the server's refusal as a toast", async () => {
      storeSession("admin");
      serveSettings();
      server.use(
        http.patch(SETTINGS, () =>
          HttpResponse.json(
            {
              code: "42501",
              message: "permission denied for table operator_settings",
              details: null,
              hint: null,
            },
            { status: 403 },
          ),
        ),
      );
      const { user } = renderBusiness();
      await screen.findByDisplayValue("60");
      await user.clear(cutoff());
      await user.type(cutoff(), "45");
      await user.click(screen.getByRole("button", { name: "Save Settings" }));
      const toast = (await screen.findByText("Settings Not Saved")).closest(
        "li",
      );
      expect(toast).not.toBeNull();
      expect(cutoff()).toHaveValue(45);
      expect(
        screen.getByRole("button", { name: "Save Settings" }),
      ).toBeEnabled();
    });

    it("says when the settings cannot be read, with a retry", async () => {
      server.use(
        http.get(SETTINGS, () =>
          HttpResponse.json({ message: "down" }, { status: 500 }),
        ),
      );
      renderBusiness();
      const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
      expect(within(alert).getByText("Error fetching data")).toBeVisible();
      expect(
        within(alert).getByRole("button", { name: "Try again" }),
      ).toBeVisible();
    });
  },
);
