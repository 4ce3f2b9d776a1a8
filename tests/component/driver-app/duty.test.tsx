import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerReads,
  failure,
  fakeGeolocation,
  LATER,
  profileRow,
  renderDriverApp,
  REPORT_POSITION,
  useRealtime,
} from "./driver-app-kit";

type Phone = ReturnType<typeof fakeGeolocation>;

function answerReports() {
  const sent: unknown[] = [];
  server.use(
    http.post(REPORT_POSITION, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return sent;
}

const findSwitch = () =>
  screen.findByRole("switch", { name: "On duty" }, LATER);
/** The switch once it can be used: it waits while the driver's consent is read. */
async function dutySwitch() {
  const toggle = await findSwitch();
  await waitFor(() => expect(toggle).toBeEnabled(), LATER);
  return toggle;
}
const status = () =>
  within(screen.getByRole("region", { name: "On duty" })).getByRole("status");

describe("the On duty switch", { timeout: 20_000 }, () => {
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
    vi.useRealTimers();
    return act(() => dismissToast());
  });

  it("shares each fix at once in km/h, keeps the screen awake, and stops when switched off", async () => {
    answerReads([]);
    const sent = answerReports();
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() =>
      Promise.resolve({ release, addEventListener: vi.fn() }),
    );
    Object.defineProperty(navigator, "wakeLock", {
      value: { request },
      configurable: true,
    });
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(status()).toHaveTextContent(
      "Off duty. Your position is not shared.",
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(phone.geolocation.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true }),
    );
    expect(status()).toHaveTextContent("Finding your position...");
    expect(request).toHaveBeenCalledWith("screen");

    act(() =>
      phone.move({
        latitude: 6.4474,
        longitude: 3.4346,
        speed: 10,
        heading: 89.6,
        accuracy: 12.34,
      }),
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        "Sharing your position with dispatch.",
      ),
    );
    expect(screen.getByText(/^Last sent at \d\d:\d\d:\d\d$/)).toBeVisible();
    expect(sent).toEqual([
      {
        p_lat: 6.4474,
        p_lng: 3.4346,
        p_speed_kmh: 36,
        p_heading: 90,
        p_accuracy_m: 12.3,
      },
    ]);
    expect(window.localStorage.getItem("ekoluxe:driver-on-duty")).toBe("on");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(phone.watching).toBe(0);
    expect(release).toHaveBeenCalled();
    expect(window.localStorage.getItem("ekoluxe:driver-on-duty")).toBe("off");
    Reflect.deleteProperty(navigator, "wakeLock");
  });

  it("sends the latest fix again every 5 seconds, leaving out what a still phone cannot tell", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    answerReads([]);
    const sent = answerReports();
    window.localStorage.setItem("ekoluxe:driver-on-duty", "on");
    renderDriverApp();
    await dutySwitch();
    act(() => phone.move({ speed: null, heading: Number.NaN }));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => phone.move({ latitude: 6.43, speed: 0, heading: Number.NaN }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      p_lat: 6.43,
      p_lng: 3.4219,
      p_speed_kmh: 0,
      p_accuracy_m: 10,
    });
    expect(sent[0]).not.toHaveProperty("p_speed_kmh");
  });

  it("is remembered across a reload and stops watching when the page goes away", async () => {
    answerReads([]);
    answerReports();
    window.localStorage.setItem("ekoluxe:driver-on-duty", "on");
    const { unmount } = renderDriverApp();
    expect(await dutySwitch()).toHaveAttribute("aria-checked", "true");
    // The browser asks for permission again in its own way: watching starts at once.
    expect(phone.geolocation.watchPosition).toHaveBeenCalledTimes(1);
    unmount();
    expect(phone.watching).toBe(0);
  });

  it("switches itself off and says how to fix it when location is blocked", async () => {
    answerReads([]);
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    act(() => phone.fail(1));
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(status()).toHaveTextContent(/Location is blocked for this site/);
    expect(window.localStorage.getItem("ekoluxe:driver-on-duty")).toBe("off");
  });

  it("stays on and keeps trying while the phone has no fix", async () => {
    answerReads([]);
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    act(() => phone.fail(2));
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(status()).toHaveTextContent(
      "Your position is unavailable (no GPS signal). Still trying.",
    );
    expect(phone.watching).toBe(1);
  });

  it("cannot be switched on without an assigned vehicle", async () => {
    answerReads([], profileRow({ assigned_vehicle_id: null, vehicle: null }));
    renderDriverApp();
    expect(await findSwitch()).toBeDisabled();
    expect(status()).toHaveTextContent(/You have no vehicle assigned/);
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it("stops with the server's sentence when the server refuses the position", async () => {
    answerReads([]);
    server.use(
      http.post(REPORT_POSITION, () =>
        failure("Your driver account is inactive.", 403, "42501"),
      ),
    );
    const { user } = renderDriverApp();
    const toggle = await dutySwitch();
    await user.click(toggle);
    act(() => phone.move({}));
    expect(
      await screen.findByText("Position Not Shared", {}, LATER),
    ).toBeVisible();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(status()).toHaveTextContent("Your driver account is inactive.");
    expect(phone.watching).toBe(0);
  });
});
