import { act, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";
import type {
  OwnerReport,
  OwnerTotals,
  OwnerVehicle,
} from "@/features/owner-portal/types";
import { Component as OwnerLayout } from "@/app/layouts/owner-layout";
import { Component as OwnerRoute } from "@/app/routes/owner-portal/index";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";
import {
  fakeAccessToken,
  fakeStoredSession,
  storeSession,
} from "../../support/session";
import { GTB_ACCOUNT, payout, servePayouts } from "./payouts-kit";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const RPC = "*/rest/v1/rpc";
const EMPTY = "No financial reports found for your vehicles yet.";

const report = (overrides: Partial<OwnerReport> = {}): OwnerReport => ({
  id: "30000000-0000-4000-8000-000000000001",
  vehicle_id: "f0000000-0000-4000-8000-000000000001",
  model: "Lexus LX 600",
  registration_number: "EKY-664RT",
  period: "2026-09-01",
  period_status: "open",
  trips: 14,
  revenue_kobo: 490_000_000,
  fuel_kobo: 18_000_000,
  maintenance_kobo: 4_500_000,
  expenses_kobo: 22_500_000,
  commission_kobo: 98_000_000,
  payout_kobo: 369_500_000,
  commission_rate_bps: 2000,
  ...overrides,
});

const TOTALS: OwnerTotals = {
  revenue_kobo: 712_345_650,
  expenses_kobo: 42_000_000,
  payout_kobo: 527_876_520,
  fuel_kobo: 30_000_000,
  maintenance_kobo: 12_000_000,
  commission_kobo: 142_469_130,
  trips: 23,
  vehicles: 2,
  reports: 2,
};

const ZERO: OwnerTotals = {
  revenue_kobo: 0,
  expenses_kobo: 0,
  payout_kobo: 0,
  fuel_kobo: 0,
  maintenance_kobo: 0,
  commission_kobo: 0,
  trips: 0,
  vehicles: 0,
  reports: 0,
};

const vehicle: OwnerVehicle = {
  vehicle_id: "f0000000-0000-4000-8000-000000000001",
  model: "Lexus LX 600",
  registration_number: "EKY-664RT",
  status: "available",
  range_from: "2026-09-01",
  range_to: "2026-09-30",
  trips: 14,
  trip_revenue_kobo: 490_000_000,
  active_days: 12,
  elapsed_days: 30,
  utilisation: 0.4,
  next_service_date: "2026-12-08",
  next_service_km: 61_316,
  latest_odometer_km: 54_282,
  service_overdue: false,
  service_due_soon: true,
};

const ROWS = [
  report(),
  report({
    id: "30000000-0000-4000-8000-000000000002",
    vehicle_id: "f0000000-0000-4000-8000-000000000002",
    model: "Toyota Camry, XLE",
    registration_number: "LSR-806CN",
    revenue_kobo: 222_345_650,
    payout_kobo: 158_376_520,
  }),
];

/** Serves every read; each request body is kept, so a test can see which period was asked for. */
function servePortal({
  rows = ROWS,
  totals = TOTALS,
}: { rows?: OwnerReport[]; totals?: OwnerTotals } = {}) {
  const calls: { fn: string; body: Record<string, unknown> }[] = [];
  // The payout sections under the figures (payout-account.test.tsx, owner-payouts.test.tsx).
  servePayouts();
  const record = async (fn: string, request: Request) => {
    calls.push({ fn, body: (await request.json()) as Record<string, unknown> });
  };
  server.use(
    http.post(`${RPC}/owner_report_totals`, async ({ request }) => {
      await record("owner_report_totals", request);
      return HttpResponse.json(totals);
    }),
    http.post(`${RPC}/owner_reports`, async ({ request }) => {
      await record("owner_reports", request);
      return HttpResponse.json(rows);
    }),
    http.post(`${RPC}/owner_monthly`, async ({ request }) => {
      await record("owner_monthly", request);
      return HttpResponse.json([]);
    }),
    http.post(`${RPC}/owner_vehicles`, async ({ request }) => {
      await record("owner_vehicles", request);
      return HttpResponse.json(rows.length ? [vehicle] : []);
    }),
    // Months already closed in these tests: no open month to add (owner-open-month.test.tsx).
    http.post(`${RPC}/owner_statements`, () => HttpResponse.json([])),
  );
  return calls;
}

function SearchProbe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

/** The last portal's cache, to let its reads land before the test's handlers are removed. */
let portalClient: ReturnType<typeof createTestQueryClient> | null = null;

function renderPortal(path = "/owner-portal?period=month&month=2026-09") {
  const queryClient = createTestQueryClient();
  portalClient = queryClient;
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/owner-portal" element={<OwnerLayout />}>
            <Route
              index
              element={
                <>
                  <OwnerRoute />
                  <SearchProbe />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), queryClient, ...view };
}

const toast = (title: string) =>
  screen
    .findAllByRole("status")
    .then((all) => all.find((el) => el.textContent?.includes(title)));

describe("/owner-portal", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(async () => {
    // The payout sections load after the figures' first paint: their reads land before the
    // handlers are reset, not after.
    if (screen.queryByRole("heading", { name: "Your vehicles' earnings" })) {
      await screen.findByRole("region", { name: "Payout account" });
      await vi.waitFor(() => expect(portalClient?.isFetching()).toBe(0));
    }
    act(() => dismissToast());
    window.localStorage.clear();
  });

  it("signed out: the portal's own login, and Login Failed with the server's message", async () => {
    server.use(
      http.post("*/auth/v1/token", () =>
        HttpResponse.json(
          {
            code: 400,
            error_code: "invalid_credentials",
            msg: "Invalid login credentials",
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPortal();
    expect(
      await screen.findByRole("heading", { name: "Owner Portal", level: 1 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "owner@ekoluxe.ng");
    await user.type(
      screen.getByLabelText("Password", { selector: "input" }),
      "wrong",
    );
    await user.click(screen.getByRole("button", { name: "Login" }));
    await vi.waitFor(async () => {
      const shown = await toast("Login Failed");
      expect(shown).toBeDefined();
      expect(shown!.textContent).toContain("Invalid login credentials");
    });
    // The form stays filled with the e-mail and on the portal.
    expect(screen.getByLabelText("Email")).toHaveValue("owner@ekoluxe.ng");
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("under the figures: the owner's payouts and the account they are paid into", async () => {
    storeSession("owner");
    servePortal();
    servePayouts({ payouts: [payout()], account: GTB_ACCOUNT });
    renderPortal();
    const payouts = await screen.findByRole("region", { name: "Payouts" });
    expect(
      await within(payouts).findByRole("row", { name: "October 2026: Paid" }),
    ).toBeVisible();
    const account = screen.getByRole("region", { name: "Payout account" });
    expect(await within(account).findByText("ADA OBI")).toBeVisible();
    expect(within(account).getByText("Verified")).toBeVisible();
  });

  it("an owner sees the three cards and the vehicle report table", async () => {
    storeSession("owner");
    servePortal();
    renderPortal();
    const revenue = await screen.findByRole("region", {
      name: "Total Revenue",
    });
    await within(revenue).findByText(/7,123,456\.50/);
    expect(
      within(screen.getByRole("region", { name: "Total Expenses" })).getByText(
        /420,000\.00/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Net Payout" })).getByText(
        /5,278,765\.20/,
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent)
        .slice(0, 5),
    ).toEqual(["Vehicle", "Period", "Revenue", "Expenses", "Payout"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Lexus LX 600");
    expect(rows[0]).toHaveTextContent("September 2026");
    expect(rows[0]).toHaveTextContent("3,695,000.00");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeVisible();
    // The vehicle's status, utilisation and next service.
    const card = screen.getByRole("article", {
      name: "Lexus LX 600 EKY-664RT",
    });
    expect(card).toHaveTextContent("Available");
    expect(card).toHaveTextContent("40%");
    expect(card).toHaveTextContent("12 of 30 days with a completed trip");
    expect(card).toHaveTextContent("Due soon");
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it("with no reports, the spec's empty message", async () => {
    storeSession("owner");
    servePortal({ rows: [], totals: ZERO });
    renderPortal();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("changing the period puts it in the URL and asks the database for that range", async () => {
    storeSession("owner");
    const calls = servePortal();
    const { user } = renderPortal();
    await screen.findByRole("table");
    expect(calls.find((c) => c.fn === "owner_report_totals")!.body).toEqual({
      p_from: "2026-09-01",
      p_to: "2026-09-30",
    });

    await user.selectOptions(screen.getByLabelText("Month"), "2026-08");
    expect(screen.getByTestId("search")).toHaveTextContent(
      "?period=month&month=2026-08",
    );
    await vi.waitFor(() =>
      expect(
        calls.filter((c) => c.fn === "owner_reports").at(-1)!.body,
      ).toEqual({ p_from: "2026-08-01", p_to: "2026-08-31" }),
    );

    await user.click(screen.getByRole("button", { name: "Custom" }));
    expect(
      screen.getByRole("button", { name: "Custom", pressed: true }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("From"), "2026-03");
    expect(screen.getByTestId("search")).toHaveTextContent(
      "?period=custom&from=2026-03&to=2026-08",
    );
    await vi.waitFor(() =>
      expect(
        calls.filter((c) => c.fn === "owner_report_totals").at(-1)!.body,
      ).toEqual({ p_from: "2026-03-01", p_to: "2026-08-31" }),
    );
    // A start after the end is refused in place, and the URL keeps the last good period.
    await user.selectOptions(screen.getByLabelText("From"), "2026-10");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The start of the period must be on or before its end.",
    );
    expect(screen.getByTestId("search")).toHaveTextContent("from=2026-03");
  });

  it("exports what is shown as CSV: the rows, their breakdown and the database's totals", async () => {
    const files: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      files.push({ name: "", blob: blob as Blob });
      return "blob:owner-report";
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.at(-1)!.name = this.download;
    });
    try {
      storeSession("owner");
      servePortal();
      const { user } = renderPortal();
      await screen.findByRole("table");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      expect(files[0]!.name).toBe("ekoluxe-owner-report-2026-09.csv");
      const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
      // The byte order mark Excel needs first (the decoder drops it).
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text.split("\r\n")).toEqual([
        "Vehicle,Registration,Period,Trips,Revenue (NGN),Fuel (NGN),Maintenance (NGN),Expenses (NGN),Commission (NGN),Payout (NGN)",
        "Lexus LX 600,EKY-664RT,September 2026,14,4900000.00,180000.00,45000.00,225000.00,980000.00,3695000.00",
        '"Toyota Camry, XLE",LSR-806CN,September 2026,14,2223456.50,180000.00,45000.00,225000.00,980000.00,1583765.20',
        "Total,,September 2026,23,7123456.50,300000.00,120000.00,420000.00,1424691.30,5278765.20",
        "",
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  /** An owner's session as supabase-js stores it, its token expiring `inSeconds` from now. */
  function storeOwnerSession(inSeconds: number) {
    const stored = JSON.parse(fakeStoredSession("owner")) as Record<
      string,
      unknown
    >;
    const exp = Math.floor(Date.now() / 1000) + inSeconds;
    stored.access_token = fakeAccessToken({
      sub: "00000000-0000-4000-8000-000000000001",
      email: "ada@example.ng",
      role: "authenticated",
      app_metadata: { provider: "email", role: "owner" },
      exp,
    });
    stored.expires_at = exp;
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  }

  it("a returning owner's portal is drawn at once from the stored session, not after reading it back", async () => {
    storeOwnerSession(3600);
    servePortal();
    renderPortal();
    // The very first render: no "Loading" while supabase-js loads and reads the session.
    expect(screen.queryByText("Loading")).toBeNull();
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Your vehicles' earnings",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("Signed in as ada@example.ng")).toBeInTheDocument();
    const revenue = await screen.findByRole("region", {
      name: "Total Revenue",
    });
    await within(revenue).findByText(/7,123,456\.50/);
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  it("a stored session whose token has expired waits for supabase-js, which shows the login when it is gone", async () => {
    storeOwnerSession(-60);
    // The refresh is refused: the session is over.
    server.use(
      http.post("*/auth/v1/token", () =>
        HttpResponse.json(
          {
            code: 400,
            error_code: "refresh_token_not_found",
            msg: "Invalid Refresh Token: Refresh Token Not Found",
          },
          { status: 400 },
        ),
      ),
    );
    servePortal();
    renderPortal();
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Your vehicles' earnings" }),
    ).toBeNull();
    expect(
      await screen.findByRole("heading", { name: "Owner Portal", level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
  });

  it("a signed-in customer is told the portal is for owners", async () => {
    storeSession();
    const calls = servePortal();
    renderPortal();
    expect(
      await screen.findByRole("heading", {
        name: "The Owner Portal is for vehicle owners",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a failed read raises Error fetching reports with the server's message", async () => {
    storeSession("owner");
    servePortal();
    server.use(
      http.post(`${RPC}/owner_reports`, () =>
        HttpResponse.json(
          {
            code: "22023",
            message: "The start of the period must be on or before its end.",
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    renderPortal();
    await vi.waitFor(async () => {
      const shown = await toast("Error fetching reports");
      expect(shown).toBeDefined();
      expect(shown!.textContent).toContain(
        "The start of the period must be on or before its end.",
      );
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error fetching reports",
    );
  });
});
