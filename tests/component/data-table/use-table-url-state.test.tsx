import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { z } from "@/lib/zod";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

// Shaped like the routes' contracts: a plain list with a fallback, optional bounds, optional search.
const contractLikeSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().catch(25),
  sort: z.enum(["created_at.desc", "created_at.asc"]).catch("created_at.desc"),
  status: z.array(z.string()).catch([]),
  from: z.iso.date().optional().catch(undefined),
  q: z.string().optional().catch(undefined),
});

function Probe() {
  const state = useTableUrlState(contractLikeSchema);
  const location = useLocation();
  return (
    <>
      <p data-testid="state">{JSON.stringify(state.search)}</p>
      <p data-testid="url">{location.search}</p>
      <p>{state.isFiltered ? "filtered" : "unfiltered"}</p>
      <button onClick={() => state.setFilter("from", "2026-12-01")}>
        From December
      </button>
      <button onClick={state.reset}>Reset</button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
const stateOf = () => JSON.parse(screen.getByTestId("state").textContent!);

describe("useTableUrlState with a route contract's schema", () => {
  it("reads a list filter from one or several repeated keys", () => {
    renderAt("/admin/booking?status=pending");
    expect(stateOf()).toMatchObject({ status: ["pending"], page: 1 });
  });

  it("writes an optional filter, counts it as filtering, and Reset removes it", async () => {
    const user = userEvent.setup();
    renderAt("/admin/booking?page=3&status=pending&status=confirmed");
    expect(stateOf().status).toEqual(["pending", "confirmed"]);

    await user.click(screen.getByRole("button", { name: "From December" }));
    expect(screen.getByTestId("url")).toHaveTextContent(
      "?status=pending&status=confirmed&from=2026-12-01",
    );
    expect(stateOf()).toMatchObject({ from: "2026-12-01", page: 1 });
    expect(screen.getByText("filtered")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByTestId("url")).toBeEmptyDOMElement();
    expect(screen.getByText("unfiltered")).toBeInTheDocument();
  });
});
