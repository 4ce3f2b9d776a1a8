import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  ADMIN_USERS,
  answerAdminUsers,
  LATER,
  renderUsersPage,
  userRow,
} from "./users-kit";

describe("the users table", { timeout: 15_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => {
    act(() => dismissToast());
    window.localStorage.clear();
  });

  it("shows e-mail, name, role, created in Lagos time and status for each account", async () => {
    answerAdminUsers([
      userRow(),
      userRow({
        id: "00000000-0000-4000-8000-000000000004",
        email: "bola@example.ng",
        full_name: "",
        role: "owner",
        banned_until: "2126-11-02T08:30:00.000Z",
      }),
    ]);
    renderUsersPage();
    const chidi = (
      await screen.findByText("chidi@example.ng", {}, LATER)
    ).closest("tr")!;
    expect(within(chidi).getByText("Chidi Okeke")).toBeVisible();
    expect(within(chidi).getByText("Customer")).toBeVisible();
    expect(within(chidi).getByText("Mon, 2 Nov 2026, 09:30")).toBeVisible();
    expect(within(chidi).getByText("Active")).toBeVisible();
    const bola = screen.getByText("bola@example.ng").closest("tr")!;
    expect(within(bola).getByText("Owner")).toBeVisible();
    expect(within(bola).getByText("No name")).toBeVisible();
    expect(within(bola).getByText("Deactivated")).toBeVisible();
  });

  it("asks the function for the URL's page and search, and sends a new search", async () => {
    const sent = answerAdminUsers([userRow()], undefined, 60);
    const { user } = renderUsersPage("/admin/users?page=2&pageSize=10&q=okeke");
    await screen.findByText("chidi@example.ng", {}, LATER);
    expect(sent[0]).toEqual({
      action: "list",
      page: 2,
      perPage: 10,
      q: "okeke",
    });
    const search = screen.getByRole("searchbox", {
      name: "Search users by e-mail or name",
    });
    await user.clear(search);
    await user.type(search, "bola");
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        action: "list",
        page: 1,
        perPage: 10,
        q: "bola",
      }),
    );
  });

  it("says Error fetching users when the list cannot be read", async () => {
    server.use(
      http.post(ADMIN_USERS, () =>
        HttpResponse.json(
          { error: "Only administrators may do this." },
          { status: 403 },
        ),
      ),
    );
    renderUsersPage();
    const alert = await screen.findByRole("alert", {}, LATER);
    expect(alert).toHaveTextContent("Error fetching users");
  });

  it("disables deactivating and deleting the signed-in admin's own row, and says why", async () => {
    answerAdminUsers();
    const { user } = renderUsersPage();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Actions for ada@example.ng" },
        LATER,
      ),
    );
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(/This is your account/)).toBeVisible();
    expect(
      within(menu).getByRole("menuitem", { name: "Deactivate" }),
    ).toHaveAttribute("aria-disabled", "true");
    expect(
      within(menu).getByRole("menuitem", { name: "Delete" }),
    ).toHaveAttribute("aria-disabled", "true");
    expect(
      within(menu).getByRole("menuitem", { name: "Edit" }),
    ).not.toHaveAttribute("aria-disabled");
    await user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    expect(
      within(dialog).getByRole("combobox", { name: "Role" }),
    ).toBeDisabled();
    expect(
      within(dialog).getByText("You cannot change your own role."),
    ).toBeVisible();
  });
});
