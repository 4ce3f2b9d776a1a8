import { act, screen, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerDriverReads,
  driverRow,
  LATER,
  renderDriversPage,
} from "./drivers-kit";

const ADMIN_USERS = "*/functions/v1/admin-users";
const INVITE = "Invite to driver app: Ada Obi";

async function openInvite() {
  const view = renderDriversPage();
  await view.user.click(
    await screen.findByRole("button", { name: INVITE }, LATER),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Invite to driver app",
  });
  return { ...view, dialog };
}

describe("inviting a driver to the driver app", { timeout: 15_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("is offered on the card of a driver without a login, and not once they have one", async () => {
    answerDriverReads([
      driverRow(),
      driverRow({
        id: "d2000000-0000-4000-8000-000000000002",
        name: "Samuel Etim",
        user_id: "a0000000-0000-4000-8000-000000000006",
      }),
    ]);
    renderDriversPage();
    const ada = await screen.findByRole("article", { name: "Ada Obi" }, LATER);
    expect(ada).toHaveTextContent("Driver appNo login yet");
    expect(within(ada).getByRole("button", { name: INVITE })).toBeVisible();
    const samuel = screen.getByRole("article", { name: "Samuel Etim" });
    expect(samuel).toHaveTextContent("Driver appLogin linked");
    expect(
      within(samuel).queryByRole("button", { name: /Invite to driver app/ }),
    ).not.toBeInTheDocument();
  });

  it("sends the invitation to the driver's e-mail, says so, and the card shows the login", async () => {
    answerDriverReads();
    let sent: unknown;
    server.use(
      http.post(ADMIN_USERS, async ({ request }) => {
        sent = await request.json();
        answerDriverReads([
          driverRow({ user_id: "a0000000-0000-4000-8000-000000000099" }),
        ]);
        await delay(200);
        return HttpResponse.json({
          user_id: "a0000000-0000-4000-8000-000000000099",
        });
      }),
    );
    const { user, dialog } = await openInvite();
    expect(dialog).toHaveTextContent("Ada Obi has no login yet.");
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(
      "ada.obi@example.ng",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Send invitation" }),
    );
    expect(
      within(dialog).getByRole("button", { name: "Sending..." }),
    ).toBeDisabled();

    expect(await screen.findByText("Invitation Sent", {}, LATER)).toBeVisible();
    expect(
      screen.getByText(
        "The invitation to the driver app is on its way to ada.obi@example.ng.",
      ),
    ).toBeVisible();
    expect(sent).toEqual({
      action: "invite_driver",
      driver_id: "d2000000-0000-4000-8000-000000000001",
      email: "ada.obi@example.ng",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Ada Obi" });
    expect(
      await within(card).findByText("Login linked", {}, LATER),
    ).toBeVisible();
    expect(
      within(card).queryByRole("button", { name: INVITE }),
    ).not.toBeInTheDocument();
  });

  it("asks for an e-mail when the driver has none, and refuses a malformed one", async () => {
    answerDriverReads([driverRow({ email: null })]);
    let called = false;
    server.use(
      http.post(ADMIN_USERS, () => ((called = true), HttpResponse.json({}))),
    );
    const { user, dialog } = await openInvite();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveValue("");
    const send = within(dialog).getByRole("button", {
      name: "Send invitation",
    });
    await user.click(send);
    expect(
      await within(dialog).findByText(
        "Enter the email address the invitation goes to.",
      ),
    ).toBeVisible();
    await user.type(email, "ada@obi");
    await user.click(send);
    expect(
      await within(dialog).findByText(/Enter a valid email address/),
    ).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(called).toBe(false);
  });

  it("shows the function's refusal and keeps the form as typed", async () => {
    answerDriverReads();
    server.use(
      http.post(ADMIN_USERS, () =>
        HttpResponse.json(
          {
            error: "This e-mail belongs to an account with the admin role.",
            code: "other_role",
          },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openInvite();
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "admin@ekoluxe.ng");
    await user.click(
      within(dialog).getByRole("button", { name: "Send invitation" }),
    );
    expect(
      await screen.findByText("Invitation Failed", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText(
        "This e-mail belongs to an account with the admin role.",
      ),
    ).toBeVisible();
    expect(email).toHaveValue("admin@ekoluxe.ng");
    expect(
      within(dialog).getByRole("button", { name: "Send invitation" }),
    ).toBeEnabled();
  });

  it("reads the nested error shape of the shared guards too", async () => {
    answerDriverReads();
    server.use(
      http.post(ADMIN_USERS, () =>
        HttpResponse.json(
          { error: { message: "Administrators only.", code: "forbidden" } },
          { status: 403 },
        ),
      ),
    );
    const { user, dialog } = await openInvite();
    await user.click(
      within(dialog).getByRole("button", { name: "Send invitation" }),
    );
    expect(
      await screen.findByText("Administrators only.", {}, LATER),
    ).toBeVisible();
  });
});
