import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { SettingsSections } from "@/features/admin-settings";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";
import { storeSession } from "../../support/session";

const SETTINGS = "*/rest/v1/operator_settings";
const LABEL = "Require two-factor authentication for administrators";
type Body = Record<string, unknown>;

const row = (require_admin_second_factor: boolean) => ({
  commission_rate_bps: 2000,
  free_cancellation_minutes: 60,
  late_cancellation_fee_kobo: 500_000,
  require_admin_second_factor,
});

function renderBusiness(stored = false) {
  storeSession("admin");
  server.use(http.get(SETTINGS, () => HttpResponse.json(row(stored))));
  const sent: Body[] = [];
  return {
    sent,
    answer(response: (body: Body) => Response) {
      server.use(
        http.patch(SETTINGS, async ({ request }) => {
          const body = (await request.json()) as Body;
          sent.push(body);
          return response(body);
        }),
      );
    },
    user: userEvent.setup(),
    ...render(
      <TestProviders queryClient={createTestQueryClient()}>
        <MemoryRouter initialEntries={["/admin/settings?section=business"]}>
          <SettingsSections actionLog={<p>Action log here</p>} />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

const requirement = () =>
  screen.findByRole("switch", { name: LABEL }, { timeout: 5_000 });

describe("requiring two-factor authentication of administrators", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("is off by default, explained, and saved with the other settings", async () => {
    const view = renderBusiness();
    view.answer((body) => HttpResponse.json({ ...row(false), ...body }));
    const toggle = await requirement();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveAccessibleDescription(
      /Set it up for your own account first/,
    );

    await view.user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await view.user.click(
      screen.getByRole("button", { name: "Save Settings" }),
    );
    expect(await screen.findByText("Settings Saved")).toBeVisible();
    expect(
      screen.getByText(/two-factor authentication required for administrators/),
    ).toBeVisible();
    expect(view.sent).toEqual([
      {
        commission_rate_bps: 2000,
        free_cancellation_minutes: 60,
        late_cancellation_fee_kobo: 500_000,
        require_admin_second_factor: true,
      },
    ]);
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });

  it("shows the database's refusal as the toast when the admin has no verified factor", async () => {
    const view = renderBusiness();
    view.answer(() =>
      HttpResponse.json(
        {
          code: "P0001",
          message:
            "Set up two-factor authentication for your own account first.",
          details: null,
          hint: null,
        },
        { status: 400 },
      ),
    );
    const toggle = await requirement();
    await view.user.click(toggle);
    await view.user.click(
      screen.getByRole("button", { name: "Save Settings" }),
    );
    expect(await screen.findByText("Settings Not Saved")).toBeVisible();
    expect(
      screen.getByText(
        "Set up two-factor authentication for your own account first.",
      ),
    ).toBeVisible();
    // The choice stays on screen to try again once a factor is set up.
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });

  it("shows a stored requirement as on and can turn it off", async () => {
    const view = renderBusiness(true);
    view.answer((body) => HttpResponse.json({ ...row(true), ...body }));
    const toggle = await requirement();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await view.user.click(screen.getByText(LABEL));
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await view.user.click(
      screen.getByRole("button", { name: "Save Settings" }),
    );
    expect(await screen.findByText("Settings Saved")).toBeVisible();
    expect(view.sent[0]).toMatchObject({ require_admin_second_factor: false });
  });
});
