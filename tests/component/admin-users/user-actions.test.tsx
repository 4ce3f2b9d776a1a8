import { act, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import {
  answerAdminUsers,
  CUSTOMER_ID,
  LATER,
  refusal,
  renderUsersPage,
  userRow,
} from "./users-kit";

type Answer = Parameters<typeof answerAdminUsers>[1];

async function openMenu(answer: Answer, row = userRow()) {
  const sent = answerAdminUsers([row], answer);
  const view = renderUsersPage();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: `Actions for ${row.email}` },
      LATER,
    ),
  );
  const menu = await screen.findByRole("menu");
  const choose = (name: string) =>
    view.user.click(within(menu).getByRole("menuitem", { name }));
  return { ...view, sent, choose };
}

async function toast(title: string, description: string) {
  expect(await screen.findByText(title, {}, LATER)).toBeVisible();
  expect(screen.getByText(description)).toBeVisible();
}

describe("user actions", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => {
    act(() => dismissToast());
    window.localStorage.clear();
  });

  it("edits the full name and role, then says User Updated", async () => {
    const { user, sent, choose } = await openMenu(() =>
      HttpResponse.json({
        user: userRow({ full_name: "Chidi N. Okeke", role: "owner" }),
      }),
    );
    await choose("Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    const name = within(dialog).getByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Chidi N. Okeke");
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Owner" }));
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await toast("User Updated", "chidi@example.ng has been updated.");
    expect(sent).toContainEqual({
      action: "update",
      id: CUSTOMER_ID,
      full_name: "Chidi N. Okeke",
      role: "owner",
    });
    expect(
      screen.queryByRole("dialog", { name: "Edit User" }),
    ).not.toBeInTheDocument();
  });

  it("keeps the form filled and says Error updating user with the function's words", async () => {
    const { user, choose } = await openMenu(() =>
      refusal("The last administrator cannot be given another role."),
    );
    await choose("Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    const name = within(dialog).getByLabelText("Full name");
    await user.type(name, " Jr");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await toast(
      "Error updating user",
      "The last administrator cannot be given another role.",
    );
    expect(name).toHaveValue("Chidi Okeke Jr");
  });

  it("refuses a name over 120 characters before calling the function", async () => {
    const { user, sent, choose } = await openMenu(undefined);
    await choose("Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    const name = within(dialog).getByLabelText("Full name");
    await user.clear(name);
    await user.click(name);
    await user.paste("x".repeat(121));
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(
      await within(dialog).findByText(
        "Full name must be at most 120 characters.",
      ),
    ).toBeVisible();
    expect(sent.filter((body) => body.action === "update")).toEqual([]);
  });

  it("sends a reset link and says Password Reset", async () => {
    const { sent, choose } = await openMenu(() =>
      HttpResponse.json({ sent_to: "chidi@example.ng" }),
    );
    await choose("Reset password");
    await toast(
      "Password Reset",
      "A password reset link was sent to chidi@example.ng.",
    );
    expect(sent).toContainEqual({ action: "reset_password", id: CUSTOMER_ID });
  });

  it("says Error sending reset link when the link cannot be sent", async () => {
    const { choose } = await openMenu(() =>
      refusal("This user has no e-mail address to send a reset link to.", 400),
    );
    await choose("Reset password");
    await toast(
      "Error sending reset link",
      "This user has no e-mail address to send a reset link to.",
    );
  });

  it("deactivates an active account and says User Status Updated (deactivated)", async () => {
    const { sent, choose } = await openMenu(undefined);
    await choose("Deactivate");
    await toast(
      "User Status Updated",
      "chidi@example.ng has been deactivated.",
    );
    expect(sent).toContainEqual({
      action: "set_status",
      id: CUSTOMER_ID,
      active: false,
    });
  });

  it("activates a deactivated account and says User Status Updated (activated)", async () => {
    const { sent, choose } = await openMenu(
      undefined,
      userRow({ banned_until: "2126-11-02T08:30:00.000Z" }),
    );
    await choose("Activate");
    await toast("User Status Updated", "chidi@example.ng has been activated.");
    expect(sent).toContainEqual({
      action: "set_status",
      id: CUSTOMER_ID,
      active: true,
    });
  });

  it("says Error updating status when the change is refused", async () => {
    const { choose } = await openMenu(() =>
      refusal("The last administrator cannot be deactivated."),
    );
    await choose("Deactivate");
    await toast(
      "Error updating status",
      "The last administrator cannot be deactivated.",
    );
  });

  it("deletes after confirmation and says User Deleted", async () => {
    const { user, sent, choose } = await openMenu(() =>
      HttpResponse.json({ deleted: CUSTOMER_ID }),
    );
    await choose("Delete");
    const confirm = await screen.findByRole("alertdialog", {
      name: "Delete user?",
    });
    expect(sent.filter((body) => body.action === "delete")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await toast("User Deleted", "chidi@example.ng has been deleted.");
    expect(sent).toContainEqual({ action: "delete", id: CUSTOMER_ID });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("keeps the confirmation open and says Error deleting user when refused", async () => {
    const { user, choose } = await openMenu(() =>
      refusal("This user no longer exists.", 404),
    );
    await choose("Delete");
    const confirm = await screen.findByRole("alertdialog", {
      name: "Delete user?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await toast("Error deleting user", "This user no longer exists.");
    expect(
      screen.getByRole("alertdialog", { name: "Delete user?" }),
    ).toBeVisible();
  });
});
