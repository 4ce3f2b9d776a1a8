import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  PAY_PERIOD,
  PLAN,
  planRow,
  renderReports,
  serveReports,
} from "./reports-kit";

const closed = [
  {
    period: "2026-09-01",
    status: "open",
    closed_at: "2026-10-03T09:00:00Z",
    paid_at: null,
    commission_rate_bps: 2000,
  },
];

const plan = [
  planRow(),
  // An owner typed in by name, with no portal account and so no verified bank account.
  planRow({
    owner_id: null,
    owner_name: "Bayo Cole",
    amount_kobo: 120_000_000,
    vehicles: 1,
    account_label: null,
    can_transfer: false,
  }),
  planRow({
    owner_id: "0a000000-0000-4000-8000-000000000003",
    owner_name: "Chidi Eze",
    amount_kobo: -5_000_000,
    vehicles: 1,
    account_label: null,
    can_transfer: false,
  }),
];

async function openPayOwners() {
  serveReports({ period: closed });
  const asked: unknown[] = [];
  server.use(
    http.post(PLAN, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(plan);
    }),
  );
  const view = renderReports();
  const group = await screen.findByRole("group", {
    name: "September 2026 status",
  });
  await view.user.click(
    await within(group).findByRole("button", { name: "Mark as paid" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Pay owners" });
  await within(dialog).findByRole("group", { name: "Ada Obi" });
  expect(asked).toEqual([{ p_period: "2026-09-01" }]);
  const owner = (name: string) => within(dialog).getByRole("group", { name });
  return { ...view, dialog, owner };
}

describe("Pay owners", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("offers Paystack only to a verified account and asks for the reference of a bank transfer", async () => {
    const { user, dialog, owner } = await openPayOwners();
    const ada = owner("Ada Obi");
    expect(ada).toHaveTextContent("2 vehicles · GTBank ••••6789 · Ada Obi");
    expect(ada).toHaveTextContent("₦3,695,000.00");
    expect(
      within(ada).getByRole("radio", { name: "Paystack transfer" }),
    ).toBeChecked();
    expect(within(ada).queryByLabelText(/Transfer reference/)).toBeNull();

    const bayo = owner("Bayo Cole");
    expect(bayo).toHaveTextContent("1 vehicle · No verified bank account");
    expect(
      within(bayo)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")!.textContent),
    ).toEqual(["Bank transfer"]);
    expect(within(bayo).getByRole("radio")).toBeChecked();
    // Nothing is sent to an owner who owes the month's difference.
    expect(
      within(dialog).queryByRole("group", { name: "Chidi Eze" }),
    ).toBeNull();
    expect(dialog).toHaveTextContent(
      "Chidi Eze: nothing to pay (owes ₦50,000.00)",
    );
    expect(dialog).toHaveTextContent("Total ₦4,895,000.00 to 2 owners");

    await user.click(
      within(dialog).getByRole("button", { name: "Pay owners" }),
    );
    expect(
      await within(bayo).findByText(
        "Enter the bank transfer reference for Bayo Cole.",
      ),
    ).toBeVisible();

    await user.click(within(ada).getByRole("radio", { name: "Bank transfer" }));
    expect(within(ada).getByLabelText(/Transfer reference/)).toBeVisible();
  });

  it("sends each owner's method, with the bank transfer's reference, and the month is paid", async () => {
    let sent: unknown;
    const { user, dialog, owner } = await openPayOwners();
    server.use(
      http.post(PAY_PERIOD, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ payouts: [] });
      }),
    );
    await user.type(
      within(owner("Bayo Cole")).getByLabelText(/Transfer reference/),
      " FBN/2026/10/0042 ",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Pay owners" }),
    );
    expect(await screen.findByText("Period Paid")).toBeVisible();
    expect(sent).toEqual({
      period: "2026-09-01",
      payouts: [
        {
          owner_id: planRow().owner_id,
          owner_name: "Ada Obi",
          method: "paystack_transfer",
        },
        {
          owner_id: null,
          owner_name: "Bayo Cole",
          method: "bank_transfer",
          bank_reference: "FBN/2026/10/0042",
        },
      ],
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it("shows the refusal in the error toast and keeps the form as it was", async () => {
    const { user, dialog, owner } = await openPayOwners();
    server.use(
      http.post(PAY_PERIOD, () =>
        HttpResponse.json(
          {
            error: {
              message: "Ada Obi has no verified bank account.",
              code: "conflict",
            },
          },
          { status: 409 },
        ),
      ),
    );
    const reference = within(owner("Bayo Cole")).getByLabelText(
      /Transfer reference/,
    );
    await user.type(reference, "FBN-0042");
    await user.click(
      within(dialog).getByRole("button", { name: "Pay owners" }),
    );
    expect(
      await screen.findByText("Error marking period as paid"),
    ).toBeVisible();
    expect(
      screen.getByText("Ada Obi has no verified bank account."),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
    expect(reference).toHaveValue("FBN-0042");
  });
});
