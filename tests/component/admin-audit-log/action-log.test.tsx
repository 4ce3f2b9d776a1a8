import { useEffect } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { ActionLog } from "@/features/admin-audit-log";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

const AUDIT = "*/rest/v1/audit_log";
const ACTORS = "*/rest/v1/rpc/audit_log_actors";

const vehicleBefore = {
  id: "f1",
  model: "Lexus ES 350",
  registration_number: "EKY-903LM",
  seating_capacity: 5,
  updated_at: "2026-11-20T09:00:00Z",
};

const entries = [
  {
    id: 3,
    actor_email: "admin@ekoluxe.ng",
    action: "update",
    table_name: "fleets",
    row_id: "f1",
    before: vehicleBefore,
    after: {
      ...vehicleBefore,
      seating_capacity: 7,
      updated_at: "2026-11-21T09:00:00Z",
    },
    at: "2026-11-21T09:00:05Z",
  },
  {
    id: 2,
    actor_email: null,
    action: "insert",
    table_name: "bookings",
    row_id: "b1",
    before: null,
    after: { id: "b1", reference: "EKO-7F3K2Q", status: "pending" },
    at: "2026-11-21T08:00:00Z",
  },
];

let location = "";
const rememberLocation = (path: string) => {
  location = path;
};

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(
    () => onChange(`${pathname}${search}`),
    [onChange, pathname, search],
  );
  return null;
}

function renderLog(path = "/admin/settings?section=action-log") {
  const requests: URL[] = [];
  server.use(
    http.get(AUDIT, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(entries, {
        headers: { "content-range": `0-1/${entries.length}` },
      });
    }),
    http.post(ACTORS, () =>
      HttpResponse.json(["admin@ekoluxe.ng", "ops@ekoluxe.ng"]),
    ),
  );
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ActionLog />
        <LocationProbe onChange={rememberLocation} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), requests, ...view };
}

describe("the action log", () => {
  it(
    "lists who did what to which record, newest first, and unfolds an update's changed fields only",
    {
      timeout: 15_000,
    },
    async () => {
      const { user, requests } = renderLog();
      const table = await screen.findByRole("table", { name: "Action log" });
      await within(table).findByText("EKY-903LM");
      const rows = within(table).getAllByRole("row");
      const update = rows[1]!;
      expect(update).toHaveTextContent("admin@ekoluxe.ng");
      expect(update).toHaveTextContent("Updated");
      expect(update).toHaveTextContent("Vehicles");
      expect(update).toHaveTextContent("EKY-903LM");
      expect(update).toHaveTextContent("21 Nov 2026, 10:00:05");
      expect(rows[2]).toHaveTextContent("System");
      expect(rows[2]).toHaveTextContent("EKO-7F3K2Q");

      await user.click(
        within(update).getByRole("button", { name: "1 field changed" }),
      );
      expect(within(update).getByText("Seating capacity")).toBeVisible();
      expect(within(update).getByRole("deletion")).toHaveTextContent("5");
      expect(within(update).getByRole("insertion")).toHaveTextContent("7");
      expect(within(update).queryByText("Updated at")).toBeNull();

      await user.click(
        within(rows[2]!).getByRole("button", { name: "New record, 3 fields" }),
      );
      expect(within(rows[2]!).getByText("Reference")).toBeVisible();
      expect(within(rows[2]!).queryByRole("deletion")).toBeNull();

      const first = requests[0]!;
      expect(first.searchParams.get("order")).toBe("at.desc,id.desc");
      expect(first.searchParams.get("offset")).toBe("0");
      expect(first.searchParams.get("limit")).toBe("25");
    },
  );

  // Four menus and a date typed one key at a time: slower than the default 5 s on a busy machine.
  it(
    "writes each filter to the URL and asks the server for exactly that",
    {
      timeout: 20_000,
    },
    async () => {
      const { user, requests } = renderLog();
      await screen.findByRole("table", { name: "Action log" });

      await user.click(screen.getByRole("combobox", { name: "Who" }));
      await user.click(
        await screen.findByRole("option", { name: "ops@ekoluxe.ng" }),
      );
      await user.click(screen.getByRole("button", { name: "Table" }));
      await user.click(
        await screen.findByRole("checkbox", { name: "Maintenance" }),
      );
      await user.keyboard("{Escape}");
      await user.click(screen.getByRole("button", { name: "Action" }));
      await user.click(
        await screen.findByRole("checkbox", { name: "Deleted" }),
      );
      await user.keyboard("{Escape}");
      await user.type(screen.getByLabelText("From"), "2026-11-01");

      await waitFor(() =>
        expect(location).toBe(
          "/admin/settings?section=action-log&actor=ops%40ekoluxe.ng&table=maintenance_logs&action=delete&from=2026-11-01",
        ),
      );
      await waitFor(() => {
        const last = requests.at(-1)!.searchParams;
        expect(last.get("actor_email")).toBe("eq.ops@ekoluxe.ng");
        expect(last.get("table_name")).toBe("in.(maintenance_logs)");
        expect(last.get("action")).toBe("in.(delete)");
        // Midnight in Lagos (UTC+1) on the chosen day.
        expect(last.get("at")).toBe("gte.2026-10-31T23:00:00.000Z");
      });
    },
  );

  it("reads the System actor as changes without a signed-in user", async () => {
    const { requests } = renderLog(
      "/admin/settings?section=action-log&actor=system",
    );
    await screen.findByRole("table", { name: "Action log" });
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.get("actor_email")).toBe("is.null"),
    );
  });

  it("says Error fetching data when the log cannot be read", async () => {
    server.use(
      http.get(AUDIT, () =>
        HttpResponse.json({ message: "boom", code: "XX000" }, { status: 500 }),
      ),
      http.post(ACTORS, () => HttpResponse.json([])),
    );
    const queryClient = createTestQueryClient();
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={["/admin/settings?section=action-log"]}>
          <ActionLog />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error fetching data",
    );
  });
});
