import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerConsent,
  answerReads,
  failure,
  fakeGeolocation,
  givenConsent,
  LATER,
  RECORD_CONSENT,
  renderDriverApp,
  REPORT_POSITION,
  useRealtime,
} from "./driver-app-kit";

type Phone = ReturnType<typeof fakeGeolocation>;

async function dutySwitch() {
  const toggle = await screen.findByRole("switch", { name: "On duty" }, LATER);
  await waitFor(() => expect(toggle).toBeEnabled(), LATER);
  return toggle;
}

function answerRecord(answer = () => HttpResponse.json(givenConsent)) {
  const sent: unknown[] = [];
  server.use(
    http.post(RECORD_CONSENT, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    http.post(REPORT_POSITION, () => HttpResponse.json({})),
  );
  return sent;
}

const consentDialog = () =>
  screen.findByRole("dialog", { name: "Share your location while on duty?" });

describe("consent to location sharing", { timeout: 20_000 }, () => {
  let phone: Phone;
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  beforeEach(() => {
    useRealtime();
    phone = fakeGeolocation();
  });
  afterEach(() => {
    phone.remove();
    return act(() => dismissToast());
  });

  it("asks the first time, explains what is shared, and goes on duty once agreed", async () => {
    answerReads([]);
    answerConsent(null);
    const sent = answerRecord();
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);

    const dialog = within(await consentDialog());
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(dialog.getByText(/every 5 seconds/)).toBeVisible();
    expect(dialog.getByText(/Only while you are On duty/)).toBeVisible();
    expect(dialog.getByText(/Our dispatch team/)).toBeVisible();
    expect(dialog.getByText(/no route history is stored/)).toBeVisible();
    expect(
      dialog.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "/privacy#what-we-collect");

    await user.click(dialog.getByRole("button", { name: "I agree" }));
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(sent).toEqual([{ p_policy_version: "2026-11" }]);
    expect(
      screen.queryByRole("dialog", {
        name: "Share your location while on duty?",
      }),
    ).not.toBeInTheDocument();
    expect(phone.geolocation.watchPosition).toHaveBeenCalledTimes(1);

    // Later switches do not ask again.
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("stays off duty after Not now, and asks again next time", async () => {
    answerReads([]);
    answerConsent(null);
    const sent = answerRecord();
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    await user.click(
      within(await consentDialog()).getByRole("button", { name: "Not now" }),
    );
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(
      within(screen.getByRole("region", { name: "On duty" })).getByRole(
        "status",
      ),
    ).toHaveTextContent("Off duty. Your position is not shared.");
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(sent).toEqual([]);

    await user.click(toggle);
    expect(await consentDialog()).toBeVisible();
  });

  it("does not ask a driver who already agreed", async () => {
    answerReads([]);
    answerRecord();
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the question open and says why when the consent cannot be saved", async () => {
    answerReads([]);
    answerConsent(null);
    answerRecord(() =>
      failure("Only drivers give consent to location sharing.", 403, "42501"),
    );
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    const dialog = within(await consentDialog());
    await user.click(dialog.getByRole("button", { name: "I agree" }));
    expect(
      await screen.findByText("Consent Not Saved", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText("Only drivers give consent to location sharing."),
    ).toBeVisible();
    expect(dialog.getByRole("button", { name: "I agree" })).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("turns off a switch left on from before consent was asked for", async () => {
    answerReads([]);
    answerConsent(null);
    answerRecord();
    window.localStorage.setItem("ekoluxe:driver-on-duty", "on");
    renderDriverApp();
    const toggle = await screen.findByRole(
      "switch",
      { name: "On duty" },
      LATER,
    );
    await waitFor(() =>
      expect(toggle).toHaveAttribute("aria-checked", "false"),
    );
    expect(window.localStorage.getItem("ekoluxe:driver-on-duty")).toBe("off");
  });

  it("links the driver to their account page", async () => {
    answerReads([]);
    renderDriverApp();
    expect(
      await screen.findByRole("link", { name: "Account" }, LATER),
    ).toHaveAttribute("href", "/account");
  });
});
