import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  logPage,
  logRow,
  LOGS,
  postgrestError,
  reminderRow,
  renderMaintenance,
  serveMaintenance,
  SUMMARY,
  VEHICLE_ID,
} from "./maintenance-kit";

/** "₦45,000.50" → 4500050, whatever sign and separators the runtime's Intl uses. */
const kobo = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

describe("/admin/maintenance", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("lists the URL's filtered page newest first, with the database's totals for the same filters", async () => {
    const lists: URL[] = [];
    const summaries: unknown[] = [];
    serveMaintenance();
    server.use(
      http.get(LOGS, ({ request }) => {
        lists.push(new URL(request.url));
        return logPage([logRow()], 31);
      }),
      http.post(SUMMARY, async ({ request }) => {
        summaries.push(await request.json());
        return HttpResponse.json({ entries: 31, total_cost_kobo: 139_500_050 });
      }),
    );
    renderMaintenance(
      `/admin/maintenance?vehicle=${VEHICLE_ID}&type=Repair&from=2026-11-01&to=2026-11-30`,
    );

    const row = (await screen.findByText("Brake pads replaced")).closest("tr")!;
    expect(within(row).getByText("Toyota Camry")).toBeInTheDocument();
    expect(within(row).getByText("LND-245AK")).toBeInTheDocument();
    expect(within(row).getByText("Repair")).toBeInTheDocument();
    expect(within(row).getByText("52,300 km")).toBeInTheDocument();
    expect(kobo(within(row).getAllByRole("cell")[4]!.textContent)).toBe(
      4_500_050,
    );
    const entries = screen.getByRole("region", { name: "Entries" });
    expect(await within(entries).findByText("31")).toBeInTheDocument();
    const total = screen.getByRole("region", { name: "Total cost" });
    expect(kobo(within(total).getAllByRole("paragraph")[0]!.textContent)).toBe(
      139_500_050,
    );
    expect(within(total).getByText("Matching the filters")).toBeVisible();

    const params = lists[0]!.searchParams;
    expect(params.get("vehicle_id")).toBe(`eq.${VEHICLE_ID}`);
    expect(params.get("log_type")).toBe("eq.Repair");
    expect(params.getAll("log_date")).toEqual([
      "gte.2026-11-01",
      "lte.2026-11-30",
    ]);
    expect(params.get("order")).toBe("log_date.desc,created_at.desc,id.desc");
    expect(summaries[0]).toEqual({
      p_vehicle_id: VEHICLE_ID,
      p_log_type: "Repair",
      p_from: "2026-11-01",
      p_to: "2026-11-30",
    });
  });

  it("keeps the date range a range when the start passes the end", async () => {
    const summaries: unknown[] = [];
    serveMaintenance();
    server.use(
      http.post(SUMMARY, async ({ request }) => {
        summaries.push(await request.json());
        return HttpResponse.json({ entries: 0, total_cost_kobo: 0 });
      }),
    );
    renderMaintenance("/admin/maintenance?from=2026-11-01&to=2026-11-10");
    await screen.findByText("Brake pads replaced");
    fireEvent.change(screen.getByLabelText("From"), {
      target: { value: "2026-11-20" },
    });
    await waitFor(() =>
      expect(summaries.at(-1)).toEqual({
        p_from: "2026-11-20",
        p_to: "2026-11-20",
      }),
    );
    expect(screen.getByLabelText("To")).toHaveValue("2026-11-20");
  });

  it("says Error fetching logs in place, and as a toast when a refresh fails", async () => {
    serveMaintenance();
    server.use(
      http.get(LOGS, () => postgrestError(500, "XX000", "Database is down.")),
    );
    const first = renderMaintenance();
    const table = await screen.findByRole("region", {
      name: "Maintenance log",
    });
    expect(await within(table).findByRole("alert")).toHaveTextContent(
      "Error fetching logs",
    );
    first.unmount();

    serveMaintenance();
    const { queryClient } = renderMaintenance();
    await screen.findByText("Brake pads replaced");
    server.use(
      http.get(LOGS, () =>
        postgrestError(403, "42501", "permission denied for table"),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: ["maintenance"] }));
    // The toast carries the server's reason under the spec's title.
    expect(
      await screen.findByText("You do not have permission to do that."),
    ).toBeVisible();
    expect(screen.getAllByText("Error fetching logs")[0]).toBeVisible();
  });

  it("opens Edit prefilled from the row", async () => {
    serveMaintenance();
    const { user } = renderMaintenance();
    await screen.findByText("Brake pads replaced");
    await user.click(
      screen.getByRole("button", { name: /^Actions for the Repair entry/ }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Edit maintenance entry",
    });
    expect(within(dialog).getByLabelText(/Details/)).toHaveValue(
      "Brake pads replaced",
    );
    expect(within(dialog).getByLabelText(/Cost/)).toHaveValue(45000.5);
    expect(within(dialog).getByLabelText(/Odometer/)).toHaveValue(52300);
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue("2026-11-02");
    expect(
      within(dialog).getByRole("combobox", { name: /Vehicle/ }),
    ).toHaveTextContent("Toyota Camry (LND-245AK)");
  });

  it("deletes only after confirmation", async () => {
    serveMaintenance();
    const deletes: string[] = [];
    server.use(
      http.delete(LOGS, ({ request }) => {
        deletes.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMaintenance();
    await screen.findByText("Brake pads replaced");
    const openDelete = async () => {
      await user.click(
        screen.getByRole("button", { name: /^Actions for the Repair entry/ }),
      );
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      return screen.findByRole("alertdialog", { name: "Delete this entry?" });
    };
    let confirm = await openDelete();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(deletes).toEqual([]);

    confirm = await openDelete();
    await user.click(
      within(confirm).getByRole("button", { name: "Delete Entry" }),
    );
    expect(await screen.findByText("Log Deleted")).toBeVisible();
    expect(deletes).toEqual([`?id=eq.${logRow().id}`]);
  });

  it("shows overdue reminders and prefills Log service", async () => {
    serveMaintenance({
      reminders: [
        reminderRow(),
        reminderRow({
          vehicle_id: "f0000000-0000-4000-8000-000000000002",
          model: "Lexus GX 460",
          registration_number: "SMK-552TY",
          overdue: false,
          due_soon: false,
          days_remaining: 60,
          km_remaining: 6_000,
        }),
      ],
    });
    const { user } = renderMaintenance();
    const panel = await screen.findByRole("region", {
      name: "Service reminders",
    });
    const item = (await within(panel).findByText(/Toyota Camry/)).closest(
      "li",
    )!;
    expect(within(item).getByText("Overdue")).toBeVisible();
    expect(within(item).getByText(/15 days ago/)).toHaveClass("text-danger");
    expect(within(item).getByText(/350 km past/)).toBeVisible();
    // A vehicle on schedule waits behind "Show all".
    expect(within(panel).queryByText(/Lexus GX 460/)).toBeNull();
    await user.click(
      within(panel).getByRole("button", { name: "Show all 2 vehicles" }),
    );
    expect(within(panel).getByText("On schedule")).toBeVisible();
    await user.click(
      within(item).getByRole("button", {
        name: "Log service for Toyota Camry (LND-245AK)",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Add maintenance entry",
    });
    expect(
      within(dialog).getByRole("combobox", { name: /Vehicle/ }),
    ).toHaveTextContent("Toyota Camry (LND-245AK)");
    expect(
      within(dialog).getByRole("combobox", { name: /Type/ }),
    ).toHaveTextContent("Service");
  });
});
