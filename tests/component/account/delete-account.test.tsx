import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";

import { server } from "../../support/msw-server";
import { ACCOUNT_FUNCTION, LATER, LOGOUT, renderAccount } from "./account-kit";

type Body = Record<string, unknown>;

function answerAccount(answer: () => Response) {
  const sent: Body[] = [];
  server.use(
    http.post(ACCOUNT_FUNCTION, async ({ request }) => {
      sent.push((await request.json()) as Body);
      return answer();
    }),
    http.post(LOGOUT, () => new HttpResponse(null, { status: 204 })),
  );
  return sent;
}

async function openDialog() {
  const view = renderAccount();
  await view.user.click(
    await screen.findByRole("button", { name: "Delete my account" }, LATER),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Delete your account?",
  });
  return { ...view, dialog: within(dialog) };
}

describe("deleting one's own account", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("explains what is deleted and what is kept anonymised, and why", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByText("Deleted straight away")).toBeVisible();
    expect(dialog.getByText(/your rides still ahead/)).toBeVisible();
    expect(dialog.getByText("Kept, anonymised")).toBeVisible();
    expect(dialog.getByText(/completed rides and payments/)).toHaveTextContent(
      "without your name, phone or e-mail",
    );
    expect(dialog.getByText(/tax and accounting law/)).toBeVisible();
    expect(
      dialog.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "/privacy#what-we-collect");
  });

  it("asks for the account's own e-mail before anything is sent", async () => {
    const sent = answerAccount(() => HttpResponse.json({ deleted: true }));
    const { user, dialog } = await openDialog();
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      "someone@else.ng",
    );
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(
      await dialog.findByText(
        "Type the e-mail address of this account to confirm.",
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("deletes, signs out and lands on the home page with a toast", async () => {
    const sent = answerAccount(() => HttpResponse.json({ deleted: true }));
    const { user, dialog, location } = await openDialog();
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      " Ada@Example.ng ",
    );
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(location().pathname).toBe("/"), LATER);
    expect(await screen.findByText("Account Deleted", {}, LATER)).toBeVisible();
    expect(
      screen.getByText(/Completed rides and payments stay in our records/),
    ).toBeVisible();
    expect(sent).toEqual([{ action: "delete", confirm: "ada@example.ng" }]);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("keeps the dialog open and says why when the server refuses", async () => {
    answerAccount(() =>
      HttpResponse.json(
        {
          error: {
            message:
              "You are the last administrator. Make someone else an administrator before deleting your account.",
            code: "last_admin",
          },
        },
        { status: 409 },
      ),
    );
    const { user, dialog, location } = await openDialog();
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      "ada@example.ng",
    );
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(
      await screen.findByText("Account Not Deleted", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText(/You are the last administrator/, {
        selector: "[data-slot=toast] *",
      }),
    ).toBeVisible();
    expect(
      screen.getByRole("dialog", { name: "Delete your account?" }),
    ).toBeVisible();
    expect(location().pathname).toBe("/account");
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });
});
