import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

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

describe(
  "business settings: the late cancellation fee",
  { timeout: 20_000 },
  () => {
    beforeAll(() => import("@/components/ui/toaster"));
    afterEach(() => act(() => dismissToast()));

    it.each([
      ["over ₦100,000", "100000.01"],
      ["with three decimals", "50.125"],
      ["below zero", "-1"],
      ["empty", ""],
    ])(
      "refuses a late cancellation fee %s beside the field and sends nothing",
      async (_case, typed) => {
        storeSession("admin");
        serveSettings();
        let sent = false;
        server.use(
          http.patch(SETTINGS, () => ((sent = true), HttpResponse.json({}))),
        );
        const { user } = renderBusiness();
        await screen.findByDisplayValue("5000");
        await user.clear(lateFee());
        if (typed) await user.type(lateFee(), typed);
        await user.click(screen.getByRole("button", { name: "Save Settings" }));
        expect(
          await screen.findByText(
            "Enter a fee from 0 to 100,000 naira, with at most two decimals.",
          ),
        ).toBeVisible();
        expect(lateFee()).toHaveAttribute("aria-invalid", "true");
        expect(sent).toBe(false);
      },
    );

    it("takes the whole range: no fee at all, and exactly ₦100,000", async () => {
      storeSession("admin");
      serveSettings();
      const bodies: Body[] = [];
      server.use(
        http.patch(SETTINGS, async ({ request }) => {
          const body = (await request.json()) as Body;
          bodies.push(body);
          return HttpResponse.json({
            commission_rate_bps: 2000,
            free_cancellation_minutes: 60,
            require_admin_second_factor: false,
            ...body,
          });
        }),
      );
      const { user } = renderBusiness();
      await screen.findByDisplayValue("5000");
      for (const typed of ["0", "100000"]) {
        await user.clear(lateFee());
        await user.type(lateFee(), typed);
        await user.click(screen.getByRole("button", { name: "Save Settings" }));
        await vi.waitFor(() =>
          expect(bodies).toHaveLength(typed === "0" ? 1 : 2),
        );
      }
      expect(bodies.map((body) => body.late_cancellation_fee_kobo)).toEqual([
        0, 10_000_000,
      ]);
    });
  },
);
