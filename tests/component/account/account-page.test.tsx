import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import {
  captureDownloads,
  EXPORT_MY_DATA,
  LATER,
  myData,
  renderAccount,
} from "./account-kit";

async function toast(title: string, description: string | RegExp) {
  const status = await screen.findByText(title, {}, LATER);
  expect(status).toBeVisible();
  expect(screen.getByText(description)).toBeVisible();
}

describe("account page", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("sends a signed-out visitor to log in first, then back here", async () => {
    const { location } = renderRoute("/account");
    await waitFor(() => expect(location().pathname).toBe("/auth"), LATER);
    expect(location().search).toBe("?redirectTo=%2Faccount");
  });

  it("shows the person's name and e-mail and every section", async () => {
    renderAccount();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Account" }),
    ).toBeVisible();
    const details = await screen.findByRole(
      "region",
      { name: "Your details" },
      LATER,
    );
    expect(
      await within(details).findByText("Ada Obi", {}, LATER),
    ).toBeVisible();
    expect(within(details).getByText("ada@example.ng")).toBeVisible();
    expect(within(details).getByText("+2348031234567")).toBeVisible();
    for (const name of [
      "Password",
      "E-mail address",
      "Download my data",
      "Delete my account",
    ])
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    expect(document.title).toBe("Your account | EkoLuxe");
  });

  it("downloads everything export_my_data() returns as JSON, named after the Lagos date", async () => {
    server.use(http.post(EXPORT_MY_DATA, () => HttpResponse.json(myData)));
    const downloads = captureDownloads();
    try {
      const { user } = renderAccount();
      await user.click(
        await screen.findByRole(
          "button",
          { name: "Download my data (JSON)" },
          LATER,
        ),
      );
      await toast(
        "Download Started",
        "Your data is saved as ekoluxe-my-data-2026-11-27.json.",
      );
      expect(downloads.files).toHaveLength(1);
      expect(downloads.files[0]!.name).toBe("ekoluxe-my-data-2026-11-27.json");
      expect(downloads.files[0]!.blob.type).toBe("application/json");
      expect(JSON.parse(await downloads.text(0))).toEqual(myData);
    } finally {
      downloads.restore();
    }
  });

  it("downloads the rides as CSV, one row each, with what was paid and the rating", async () => {
    server.use(http.post(EXPORT_MY_DATA, () => HttpResponse.json(myData)));
    const downloads = captureDownloads();
    try {
      const { user } = renderAccount();
      await user.click(
        await screen.findByRole(
          "button",
          { name: "Download my rides (CSV)" },
          LATER,
        ),
      );
      await toast(
        "Download Started",
        "Your data is saved as ekoluxe-my-data-2026-11-27.csv.",
      );
      expect(downloads.files[0]!.name).toBe("ekoluxe-my-data-2026-11-27.csv");
      const lines = (await downloads.text(0))
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      expect(lines[0]).toBe(
        "Reference,Pickup time (Lagos),Pickup,Destination,Service,Status,Fare (NGN),Paid (NGN),Rating,Name,Phone,Email,Flight,Notes,Booked at (Lagos),Completed at (Lagos),Cancelled at (Lagos),Cancellation reason",
      );
      expect(lines[1]).toBe(
        'EKO-7F3K2Q,2026-11-20 09:30,Eko Hotel & Suites,Murtala Muhammed International Airport,Airport & Hotel Transfer,Completed,24500.00,24500.00,5,Ada Obi,"\'+2348031234567",ada@example.ng,BA74,"Two suitcases, one ""fragile""",2026-11-18 13:00,2026-11-20 10:40,,',
      );
      expect(lines[2]).toMatch(
        /^EKO-9HQ4TM,2026-12-02 18:00,.*,11800.50,0.00,,/,
      );
      expect(lines.filter(Boolean)).toHaveLength(3);
    } finally {
      downloads.restore();
    }
  });

  it("says Download Failed with the server's sentence when the export is refused", async () => {
    server.use(
      http.post(EXPORT_MY_DATA, () =>
        HttpResponse.json(
          { code: "PT401", message: "Sign in to download your data." },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderAccount();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Download my data (JSON)" },
        LATER,
      ),
    );
    await toast("Download Failed", "Sign in to download your data.");
  });
});
