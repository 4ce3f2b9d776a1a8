import { act, fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerDriverReads,
  documentRow,
  DOCUMENTS,
  DRIVER_ID,
  EXPIRY,
  renderDriversPage,
} from "./drivers-kit";

async function openDocuments() {
  answerDriverReads();
  server.use(
    http.get(DOCUMENTS, () =>
      HttpResponse.json([
        documentRow(),
        documentRow({ id: "c2", kind: "insurance", expires_on: null }),
      ]),
    ),
  );
  const view = renderDriversPage();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: "Docs of Ada Obi" },
      { timeout: 5_000 },
    ),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Driver Documents",
  });
  return { ...view, dialog };
}

describe("a document's expiry date", { timeout: 15_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("saves the insurance's date and says Driver Updated", async () => {
    let sent: unknown;
    server.use(
      http.post(EXPIRY, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          documentRow({ kind: "insurance", expires_on: "2027-01-31" }),
        );
      }),
    );
    const { user, dialog } = await openDocuments();
    const insurance = await within(dialog).findByRole(
      "region",
      { name: "Insurance" },
      { timeout: 5_000 },
    );
    const save = within(insurance).getByRole("button", { name: "Save date" });
    expect(save).toBeDisabled();
    await user.type(
      within(insurance).getByLabelText("Insurance expiry date"),
      "2027-01-31",
    );
    await user.click(save);
    expect(
      await screen.findByText(
        "Ada Obi's insurance expiry date is saved.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText("Driver Updated")).toBeVisible();
    expect(sent).toEqual({
      p_driver_id: DRIVER_ID,
      p_kind: "insurance",
      p_expires_on: "2027-01-31",
    });
  });

  it("keeps the licence's date required", async () => {
    let called = false;
    server.use(
      http.post(EXPIRY, () => ((called = true), HttpResponse.json({}))),
    );
    const { user, dialog } = await openDocuments();
    const licence = await within(dialog).findByRole(
      "region",
      { name: "Licence" },
      { timeout: 5_000 },
    );
    fireEvent.change(within(licence).getByLabelText(/Licence expiry date/), {
      target: { value: "" },
    });
    await user.click(
      within(licence).getByRole("button", { name: "Save date" }),
    );
    expect(
      await within(licence).findByText("Choose the licence expiry date."),
    ).toBeVisible();
    expect(called).toBe(false);
  });
});
