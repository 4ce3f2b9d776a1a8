import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import {
  answerAdminUsers,
  LATER,
  refusal,
  renderUsersPage,
  userRow,
} from "./users-kit";

type Answer = Parameters<typeof answerAdminUsers>[1];

async function openInvite(answer: Answer) {
  const sent = answerAdminUsers([userRow()], answer);
  const view = renderUsersPage();
  await screen.findByText("chidi@example.ng", {}, LATER);
  await view.user.click(screen.getByRole("button", { name: "Invite user" }));
  const dialog = within(
    await screen.findByRole("dialog", { name: "Invite user" }),
  );
  const fill = async (email: string, name: string) => {
    if (email) await view.user.type(dialog.getByLabelText(/^E-mail/), email);
    if (name) await view.user.type(dialog.getByLabelText(/^Full name/), name);
  };
  const send = () =>
    view.user.click(dialog.getByRole("button", { name: "Send invitation" }));
  return { ...view, sent, dialog, fill, send };
}

const invites = (sent: Record<string, unknown>[]) =>
  sent.filter((body) => body.action !== "list");

describe("inviting a user from Users", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("invites an administrator and names them in the toast", async () => {
    const { user, sent, dialog, fill, send } = await openInvite(() =>
      HttpResponse.json({ user_id: "u-1", sent: "invite" }),
    );
    await fill("ngozi@ekoluxe.ng", "Ngozi Eze");
    await user.click(dialog.getByRole("combobox", { name: /^Role/ }));
    expect(
      (await screen.findAllByRole("option")).map((o) => o.textContent),
    ).toEqual(["Owner", "Admin"]);
    await user.click(screen.getByRole("option", { name: "Admin" }));
    await send();

    expect(await screen.findByText("Invitation Sent", {}, LATER)).toBeVisible();
    expect(
      screen.getByText(
        "Ngozi Eze (ngozi@ekoluxe.ng) is invited as an administrator. The e-mail's link lets them choose a password.",
      ),
    ).toBeVisible();
    expect(invites(sent)).toEqual([
      {
        action: "invite",
        email: "ngozi@ekoluxe.ng",
        full_name: "Ngozi Eze",
        role: "admin",
      },
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Invite user" }),
      ).not.toBeInTheDocument(),
    );
    // The list is read again, so the new account appears.
    expect(sent.filter((body) => body.action === "list").length).toBe(2);
  });

  it("says when an existing customer is given the role and a link instead", async () => {
    const { sent, fill, send } = await openInvite(() =>
      HttpResponse.json({ user_id: "u-2", sent: "recovery" }),
    );
    await fill("chidi@example.ng", "Chidi Okeke");
    await send();
    expect(
      await screen.findByText(
        "Chidi Okeke (chidi@example.ng) already had an account: it is now an owner, and a link to set a password is on its way.",
        {},
        LATER,
      ),
    ).toBeVisible();
    expect(invites(sent)[0]).toMatchObject({ role: "owner" });
  });

  it("checks the e-mail and name before anything is sent", async () => {
    const { sent, dialog, fill, send } = await openInvite(() => undefined);
    await fill("not-an-address", "");
    await send();
    expect(
      await dialog.findByText(
        "Enter a valid e-mail address, like name@example.com.",
      ),
    ).toBeVisible();
    expect(dialog.getByText("Enter the person's full name.")).toBeVisible();
    expect(invites(sent)).toEqual([]);
  });

  it("keeps the form and says Error updating user with the function's words", async () => {
    const { dialog, fill, send } = await openInvite(() =>
      refusal("This e-mail belongs to an account with the driver role."),
    );
    await fill("emeka@ekoluxe.ng", "Emeka Obi");
    await send();
    expect(
      await screen.findByText("Error updating user", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText(
        "This e-mail belongs to an account with the driver role.",
      ),
    ).toBeVisible();
    expect(dialog.getByLabelText(/^E-mail/)).toHaveValue("emeka@ekoluxe.ng");
  });
});
