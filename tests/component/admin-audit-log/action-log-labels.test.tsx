import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { ActionLog } from "@/features/admin-audit-log";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

const AUDIT = "*/rest/v1/audit_log";
const ACTORS = "*/rest/v1/rpc/audit_log_actors";

const entry = (
  id: number,
  table: string,
  label: string | null,
  after: Record<string, unknown>,
) => ({
  id,
  actor_email: "admin@ekoluxe.ng",
  action: "insert",
  table_name: table,
  row_id: `9b2f4c1e-0000-4000-8000-00000000000${id}`,
  label,
  before: null,
  after,
  at: "2026-11-21T09:00:00Z",
});

/** Every entry names its record as people know it, never by id, whatever its table. */
describe("the action log's record names", () => {
  it("shows each entry's label, and a legacy entry's name from its rows", async () => {
    const entries = [
      entry(1, "payments", "EKO-7F3K2Q", { amount_kobo: 1_500_000 }),
      entry(2, "maintenance_logs", "LND-482KJ · Fuel", { log_type: "Fuel" }),
      entry(3, "revenue_reports", "EKY-664RT · October 2026", {}),
      entry(4, "auth.users", "kemi.bello@example.com", { role: "owner" }),
      entry(5, "driver_documents", "Bisi Adewale · insurance", {}),
      entry(6, "fleets", null, { registration_number: "KJA-221XY" }),
    ];
    const requests: URL[] = [];
    server.use(
      http.get(AUDIT, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(entries, {
          headers: { "content-range": `0-5/${entries.length}` },
        });
      }),
      http.post(ACTORS, () => HttpResponse.json(["admin@ekoluxe.ng"])),
    );
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <MemoryRouter initialEntries={["/admin/settings?section=action-log"]}>
          <ActionLog />
        </MemoryRouter>
      </TestProviders>,
    );

    for (const name of [
      "EKO-7F3K2Q",
      "LND-482KJ · Fuel",
      "EKY-664RT · October 2026",
      "kemi.bello@example.com",
      "Bisi Adewale · insurance",
      "KJA-221XY",
    ])
      expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^9b2f4c1e/)).toBeNull();
    expect(requests[0]!.searchParams.get("select")).toContain("label");
  });
});
