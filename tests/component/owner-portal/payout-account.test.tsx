import { act, configure, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  ACCOUNT,
  BANK_ACCOUNT,
  BANKS,
  GTB_ACCOUNT,
  renderPayoutSections,
  servePayouts,
} from "./payouts-kit";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const NOT_FOUND = "We could not find that account. Check the number and bank.";

const accountSection = () =>
  screen.getByRole("region", { name: "Payout account" });
const numberField = () => screen.getByLabelText(/^Account number/);

/** Chooses a bank in the Radix select, as a person would. */
async function chooseBank(
  user: ReturnType<typeof renderPayoutSections>["user"],
  name: string,
) {
  await user.click(await screen.findByRole("combobox", { name: /^Bank/ }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("owner portal: payout account", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("without an account: the form, its banks from the payouts function, and Verify account", async () => {
    servePayouts();
    const { user } = renderPayoutSections();
    const form = await screen.findByRole("form", { name: "Payout account" });
    expect(
      within(accountSection()).getByText(/Add the bank account your payouts/),
    ).toBeVisible();
    expect(
      within(form).getByRole("button", { name: "Verify account" }),
    ).toBeEnabled();
    expect(
      within(form).queryByRole("button", { name: "Cancel" }),
    ).not.toBeInTheDocument();
    await chooseBank(user, "Zenith Bank");
    expect(screen.getByRole("combobox", { name: /^Bank/ })).toHaveTextContent(
      "Zenith Bank",
    );
  });

  it("verifies: sends only the bank code and the number, then shows the resolved name, masked number and Verified", async () => {
    servePayouts();
    let sent: unknown;
    let saved = false;
    server.use(
      http.post(BANK_ACCOUNT, async ({ request }) => {
        sent = await request.json();
        saved = true;
        return HttpResponse.json({ account: GTB_ACCOUNT });
      }),
      // After saving, the table holds the account the function saved.
      http.get(ACCOUNT, () => HttpResponse.json(saved ? [GTB_ACCOUNT] : [])),
    );
    const { user } = renderPayoutSections();
    await screen.findByRole("form", { name: "Payout account" });
    await chooseBank(user, "Guaranty Trust Bank");
    await user.type(numberField(), "012 345 6789");
    await user.click(screen.getByRole("button", { name: "Verify account" }));

    const section = accountSection();
    expect(await within(section).findByRole("status")).toHaveTextContent(
      "Account verified: your bank says it belongs to ADA OBI.",
    );
    expect(sent).toEqual({ bank_code: "058", account_number: "0123456789" });
    expect(within(section).getByText("ADA OBI")).toBeVisible();
    expect(within(section).getByText("••••6789")).toBeVisible();
    expect(within(section).queryByText(/0123456789/)).not.toBeInTheDocument();
    expect(within(section).getByText("Verified")).toBeVisible();
    expect(within(section).getByText("on Fri, 20 Nov 2026")).toBeVisible();
    expect(
      within(section).queryByRole("form", { name: "Payout account" }),
    ).not.toBeInTheDocument();
  });

  it("a number the bank cannot resolve: the function's sentence under the fields, everything typed kept", async () => {
    servePayouts();
    server.use(
      http.post(BANK_ACCOUNT, () =>
        HttpResponse.json(
          { error: { message: NOT_FOUND, code: "account_not_found" } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPayoutSections();
    await screen.findByRole("form", { name: "Payout account" });
    await chooseBank(user, "Access Bank");
    await user.type(numberField(), "0000000000");
    await user.click(screen.getByRole("button", { name: "Verify account" }));

    const form = screen.getByRole("form", { name: "Payout account" });
    expect(await within(form).findByRole("alert")).toHaveTextContent(NOT_FOUND);
    expect(numberField()).toHaveValue("0000000000");
    expect(screen.getByRole("combobox", { name: /^Bank/ })).toHaveTextContent(
      "Access Bank",
    );
    expect(
      screen.getByRole("button", { name: "Verify account" }),
    ).toBeEnabled();
    // Said once, beside the fields: no toast repeats it.
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
  });

  it.each([
    ["nine digits", "012345678"],
    ["letters", "01234abcde"],
  ])("refuses %s in the browser and asks nothing", async (_case, typed) => {
    servePayouts();
    let asked = false;
    server.use(
      http.post(BANK_ACCOUNT, () => ((asked = true), HttpResponse.json({}))),
    );
    const { user } = renderPayoutSections();
    await screen.findByRole("form", { name: "Payout account" });
    await chooseBank(user, "Access Bank");
    await user.type(numberField(), typed);
    await user.click(screen.getByRole("button", { name: "Verify account" }));
    expect(
      await screen.findByText("Enter your 10-digit account number."),
    ).toBeVisible();
    expect(numberField()).toHaveAttribute("aria-invalid", "true");
    expect(asked).toBe(false);
  });

  it("asks for a bank before anything is sent", async () => {
    servePayouts();
    const { user } = renderPayoutSections();
    await screen.findByRole("form", { name: "Payout account" });
    await user.type(numberField(), "0123456789");
    await user.click(screen.getByRole("button", { name: "Verify account" }));
    expect(await screen.findByText("Choose your bank.")).toBeVisible();
  });

  it("with an account: shows it; Change account opens the form, Cancel keeps the one on file", async () => {
    servePayouts({ account: GTB_ACCOUNT });
    const { user } = renderPayoutSections();
    const section = accountSection();
    expect(await within(section).findByText("ADA OBI")).toBeVisible();
    expect(within(section).getByText(/Guaranty Trust Bank/)).toBeVisible();
    await user.click(
      within(section).getByRole("button", { name: "Change account" }),
    );
    expect(
      within(section).getByText(/The one on file stays until the new one/),
    ).toBeVisible();
    await user.click(within(section).getByRole("button", { name: "Cancel" }));
    expect(within(section).getByText("ADA OBI")).toBeVisible();
  });

  it("replaces the account: the new one is verified and shown in place of the old", async () => {
    const KUDA = {
      bank_code: "50211",
      bank_name: "Kuda Bank",
      account_number: "2000000017",
      account_name: "ADA OBI",
      verified_at: "2026-11-27T10:00:00Z",
    };
    let current = GTB_ACCOUNT;
    servePayouts({ banks: [{ name: "Kuda Bank", code: "50211" }] });
    server.use(
      http.get(ACCOUNT, () => HttpResponse.json([current])),
      http.post(BANK_ACCOUNT, () => {
        current = KUDA;
        return HttpResponse.json({ account: KUDA });
      }),
    );
    const { user } = renderPayoutSections();
    const section = accountSection();
    await user.click(
      await within(section).findByRole("button", { name: "Change account" }),
    );
    await chooseBank(user, "Kuda Bank");
    await user.type(numberField(), "2000000017");
    await user.click(screen.getByRole("button", { name: "Verify account" }));
    expect(await within(section).findByRole("status")).toHaveTextContent(
      "Account verified",
    );
    expect(within(section).getByText("••••0017")).toBeVisible();
    expect(within(section).queryByText("••••6789")).not.toBeInTheDocument();
  });

  it("says when the banks cannot be listed, with a retry that lists them", async () => {
    servePayouts();
    let fail = true;
    server.use(
      http.get(BANKS, () =>
        fail
          ? HttpResponse.json(
              { error: { message: "down", code: "paystack_unavailable" } },
              { status: 502 },
            )
          : HttpResponse.json({ banks: [{ name: "Kuda", code: "50211" }] }),
      ),
    );
    const { user } = renderPayoutSections();
    const form = await screen.findByRole("form", { name: "Payout account" });
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the list of banks.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await chooseBank(user, "Kuda");
  });
});
