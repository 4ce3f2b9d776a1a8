import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  FLEETS,
  openAddDialog,
  OWNERS,
  owners,
  renderFleet,
  serveFleet,
  vehicle,
} from "./fleet-admin-kit";

type Body = Record<string, unknown>;
const ADMIN_USERS = "*/functions/v1/admin-users";
const NEW_OWNER = {
  id: "a0000000-0000-4000-8000-000000000009",
  full_name: "Ifeoma Nwosu",
  email: "ifeoma@example.ng",
};

/** admin-users answers the invitation; the owner list includes the new account afterwards. */
function answerInvite(answer: () => Response) {
  const sent: Body[] = [];
  let invited = false;
  server.use(
    http.post(ADMIN_USERS, async ({ request }) => {
      sent.push((await request.json()) as Body);
      const response = answer();
      invited = response.ok;
      return response;
    }),
    http.post(OWNERS, () =>
      HttpResponse.json(invited ? [...owners, NEW_OWNER] : owners),
    ),
  );
  return sent;
}

async function openInvite() {
  const view = await renderFleet();
  const vehicleDialog = await openAddDialog(view.user);
  await view.user.type(
    within(vehicleDialog).getByRole("combobox", { name: /Owner/ }),
    "Ifeoma",
  );
  await view.user.click(
    within(vehicleDialog).getByRole("button", { name: "Invite a new owner" }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Invite a new owner",
  });
  return { ...view, vehicleDialog, dialog: within(dialog) };
}

describe(
  "inviting a new owner from the vehicle dialog",
  { timeout: 30_000 },
  () => {
    beforeAll(() =>
      Promise.all([
        import("@/components/ui/toaster"),
        import("@/lib/supabase"),
      ]),
    );
    afterEach(() => act(() => dismissToast()));

    it("invites by e-mail and name, then selects the new account as the owner", async () => {
      serveFleet();
      const sent = answerInvite(() =>
        HttpResponse.json({ user_id: NEW_OWNER.id, sent: "invite" }),
      );
      let saved: Body | undefined;
      server.use(
        http.post(FLEETS, async ({ request }) => {
          saved = (await request.json()) as Body;
          return HttpResponse.json(vehicle({ ...saved, id: "new" } as never));
        }),
      );
      const { user, vehicleDialog, dialog } = await openInvite();
      // The name typed in the picker is where the invitation starts.
      expect(dialog.getByLabelText(/^Owner's full name/)).toHaveValue("Ifeoma");
      await user.clear(dialog.getByLabelText(/^Owner's full name/));
      await user.type(
        dialog.getByLabelText(/^Owner's full name/),
        "Ifeoma Nwosu",
      );
      await user.type(
        dialog.getByLabelText(/^Owner's e-mail/),
        NEW_OWNER.email,
      );
      await user.click(dialog.getByRole("button", { name: "Send invitation" }));

      expect(await screen.findByText("Invitation Sent")).toBeVisible();
      expect(
        screen.getByText(
          "Ifeoma Nwosu (ifeoma@example.ng) is invited to the owner portal and is now this vehicle's owner.",
        ),
      ).toBeVisible();
      expect(sent).toEqual([
        {
          action: "invite",
          role: "owner",
          email: NEW_OWNER.email,
          full_name: "Ifeoma Nwosu",
        },
      ]);
      await waitFor(() =>
        expect(
          screen.queryByRole("dialog", { name: "Invite a new owner" }),
        ).toBeNull(),
      );
      const owner = within(vehicleDialog).getByRole("combobox", {
        name: /Owner/,
      });
      expect(owner).toHaveValue("Ifeoma Nwosu");
      expect(owner).toHaveAccessibleDescription(
        /Linked to the owner account ifeoma@example\.ng/,
      );
      // Nothing was saved yet: the vehicle form is still open, and saves with the new owner.
      expect(saved).toBeUndefined();
      await user.type(
        within(vehicleDialog).getByLabelText(/^Model/),
        "Lexus LX",
      );
      await user.type(
        within(vehicleDialog).getByLabelText(/^Registration Number/),
        "LND-111AA",
      );
      await user.type(
        within(vehicleDialog).getByLabelText(/^Seating Capacity/),
        "5",
      );
      await user.click(
        within(vehicleDialog).getByRole("button", { name: "Add Vehicle" }),
      );
      expect(await screen.findByText("Vehicle Added")).toBeVisible();
      expect(saved).toMatchObject({
        owner: "Ifeoma Nwosu",
        owner_id: NEW_OWNER.id,
      });
    });

    it("checks the fields first and sends nothing", async () => {
      serveFleet();
      const sent = answerInvite(() => HttpResponse.json({}));
      const { user, dialog } = await openInvite();
      await user.clear(dialog.getByLabelText(/^Owner's full name/));
      await user.click(dialog.getByRole("button", { name: "Send invitation" }));
      expect(
        await dialog.findByText(
          "Enter the e-mail address the invitation goes to.",
        ),
      ).toBeVisible();
      expect(dialog.getByText("Enter the owner's full name.")).toBeVisible();
      expect(sent).toEqual([]);
      // The vehicle form behind did not try to save either.
      expect(screen.queryByText("Enter the vehicle's model.")).toBeNull();
    });

    it("keeps both dialogs and says Error updating user with the function's words", async () => {
      serveFleet();
      answerInvite(() =>
        HttpResponse.json(
          {
            error: "This e-mail belongs to an account with the driver role.",
            code: "other_role",
          },
          { status: 409 },
        ),
      );
      const { user, vehicleDialog, dialog } = await openInvite();
      await user.type(
        dialog.getByLabelText(/^Owner's e-mail/),
        "emeka@ekoluxe.ng",
      );
      await user.click(dialog.getByRole("button", { name: "Send invitation" }));
      expect(await screen.findByText("Error updating user")).toBeVisible();
      expect(
        screen.getByText(
          "This e-mail belongs to an account with the driver role.",
        ),
      ).toBeVisible();
      expect(
        screen.getByRole("dialog", { name: "Invite a new owner" }),
      ).toBeVisible();
      // Behind the invitation, the vehicle form still holds what was typed.
      expect(
        within(vehicleDialog).getByRole("combobox", {
          name: /Owner/,
          hidden: true,
        }),
      ).toHaveValue("Ifeoma");
    });
  },
);
