import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { storeSession } from "../../support/session";
import { authFailure, renderSettings, USER, userWith } from "./settings-kit";

const LOGOUT = "*/auth/v1/logout";

async function submit(
  newPassword: string,
  confirmation: string,
  current = "old-secret",
) {
  const view = renderSettings();
  if (current)
    await view.user.type(screen.getByLabelText("Current password"), current);
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

  it("says Password Updated! and clears the form, having sent the current password and signed out the other sessions", async () => {
    storeSession("admin");
    let sent: unknown;
    let scope: string | null = null;
    server.use(
      http.put(USER, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(userWith());
      }),
      http.post(LOGOUT, ({ request }) => {
        scope = new URL(request.url).searchParams.get("scope");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await submit("fresh-secret", "fresh-secret");
    expect(await screen.findByText("Password Updated!")).toBeInTheDocument();
    expect(sent).toMatchObject({
      password: "fresh-secret",
      current_password: "old-secret",
    });
    expect(scope).toBe("others");
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveValue(""),
    );
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("asks for the current password before anything is sent", async () => {
    storeSession("admin");
    await submit("fresh-secret", "fresh-secret", "");
    await expectToast("Password Change Failed", "Enter your current password.");
    expect(screen.getByLabelText("Current password")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("says a wrong current password is wrong, marks it and keeps the form filled", async () => {
    storeSession("admin");
    server.use(
      http.put(USER, () =>
        authFailure(
          "current_password_invalid",
          "Current password required when setting new password.",
          400,
        ),
      ),
    );
    await submit("fresh-secret", "fresh-secret", "not-my-password");
    await expectToast(
      "Password Change Failed",
      "Your current password is not right. Nothing was changed.",
    );
    const current = screen.getByLabelText("Current password");
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue("not-my-password");
    expect(current).toHaveAccessibleDescription(
      "Your current password is not right. Nothing was changed.",
    );
    expect(screen.getByLabelText("New password")).toHaveValue("fresh-secret");
    expect(screen.getByLabelText("Confirm new password")).toHaveValue(
      "fresh-secret",
    );
  });

  it("gives a strength estimate in words for the new password", async () => {
    const view = renderSettings();
    const field = screen.getByLabelText("New password");
    await view.user.type(field, "password1");
    expect(field).toHaveAccessibleDescription(/Strength estimate: Weak\./);
    await view.user.clear(field);
    await view.user.type(field, "brass lantern kettle 42");
    expect(field).toHaveAccessibleDescription(/Strength estimate: Strong\./);
  });
});
