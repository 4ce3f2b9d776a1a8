import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { storeSession } from "../../support/session";
import { authFailure, renderSettings, USER, userWith } from "./settings-kit";

async function submit(newPassword: string, confirmation: string) {
  const view = renderSettings();
  if (newPassword)
    await view.user.type(screen.getByLabelText("New password"), newPassword);
  if (confirmation)
    await view.user.type(
      screen.getByLabelText("Confirm new password"),
      confirmation,
    );
  await view.user.click(
    screen.getByRole("button", { name: "Update Password" }),
  );
  return view;
}

async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(title)).closest("li");
  expect(toast).toHaveTextContent(description);
}

describe("change password", () => {
  afterEach(() => act(() => dismissToast()));

  it.each([
    ["both empty", "", "", "New passwords do not match or are empty."],
    // A short pair that differs fails the first rule, not the length rule: the spec's order.
    [
      "a short mismatch",
      "abc",
      "abd",
      "New passwords do not match or are empty.",
    ],
    [
      "a short match",
      "abc",
      "abc",
      "New password must be at least 6 characters long.",
    ],
  ])(
    "refuses %s with the spec's message",
    async (_case, password, confirmation, message) => {
      storeSession("admin");
      await submit(password, confirmation);
      await expectToast("Password Change Failed", message);
    },
  );

  it("refuses without a signed-in admin: No admin user logged in.", async () => {
    await submit("new-secret", "new-secret");
    await expectToast("Password Change Failed", "No admin user logged in.");
    expect(screen.getByLabelText("New password")).toHaveValue("new-secret");
  });

  it("shows the server's refusal and keeps the form filled", async () => {
    storeSession("admin");
    server.use(
      http.put(USER, () =>
        authFailure(
          "same_password",
          "New password should be different from the old password.",
        ),
      ),
    );
    await submit("same-secret", "same-secret");
    await expectToast(
      "Password Change Failed",
      "New password should be different from the old password.",
    );
    expect(screen.getByLabelText("New password")).toHaveValue("same-secret");
    expect(screen.getByLabelText("Confirm new password")).toHaveValue(
      "same-secret",
    );
  });

  it("says Password Updated! and clears the form", async () => {
    storeSession("admin");
    let sent: unknown;
    server.use(
      http.put(USER, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(userWith());
      }),
    );
    await submit("fresh-secret", "fresh-secret");
    expect(await screen.findByText("Password Updated!")).toBeInTheDocument();
    expect(sent).toMatchObject({ password: "fresh-secret" });
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveValue(""),
    );
  });
});
