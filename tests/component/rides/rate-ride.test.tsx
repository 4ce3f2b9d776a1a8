import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { RateRide } from "@/features/rides/components/rate-ride";

import { server } from "../../support/msw-server";
import { failure, LATER, RATE_RIDE, renderAt, rideView } from "./my-rides-kit";

const REFERENCE = "EKO-RATE01";
const TOKEN = "5ca1ab1e5ca1ab1e5ca1ab1e5ca1ab1e";

function renderRate(props: Partial<Parameters<typeof RateRide>[0]> = {}) {
  return renderAt(
    <RateRide
      reference={REFERENCE}
      token={TOKEN}
      canRate
      rating={null}
      comment={null}
      {...props}
    />,
  );
}

function answerRate(respond: () => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(RATE_RIDE, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      await delay(50);
      return respond();
    }),
  );
  return sent;
}

function toastWith(text: string) {
  return screen
    .getAllByRole("status")
    .find((toast) => toast.textContent?.includes(text));
}

describe("RateRide", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("is a named radio group the keyboard can work; the rating is sent once and then shown read-only", async () => {
    const sent = answerRate(() =>
      HttpResponse.json(
        rideView({
          reference: REFERENCE,
          status: "completed",
          stage: "completed",
          can_rate: false,
          rating: 4,
          rating_comment: "Smooth ride on Third Mainland Bridge",
        }),
      ),
    );
    const { user } = renderRate();
    const group = screen.getByRole("group", { name: "How was your ride?" });
    const stars = within(group).getAllByRole("radio");
    expect(stars.map((star) => star.getAttribute("value"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(
      within(group).getByRole("radio", { name: "1 star" }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole("radio", { name: "5 stars" }),
    ).toBeInTheDocument();

    await user.tab();
    expect(within(group).getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight][ArrowRight][ArrowRight]");
    expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked();

    await user.type(
      screen.getByRole("textbox", { name: /Comment/ }),
      "Smooth ride on Third Mainland Bridge",
    );
    await user.click(screen.getByRole("button", { name: "Submit rating" }));

    expect(
      await screen.findByText("You rated this ride 4 out of 5.", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText("“Smooth ride on Third Mainland Bridge”"),
    ).toBeVisible();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        p_reference: REFERENCE,
        p_token: TOKEN,
        p_rating: 4,
        p_comment: "Smooth ride on Third Mainland Bridge",
      },
    ]);
    await waitFor(() => expect(toastWith("Thank You")).toBeDefined());
  });

  it("needs a star; a comment is optional but at most 500 characters", async () => {
    const sent = answerRate(() => HttpResponse.json(rideView({ rating: 5 })));
    const { user } = renderRate({ token: null });
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    expect(await screen.findByText("Choose from 1 to 5 stars.")).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("textbox", { name: /Comment/ }));
    await user.paste("y".repeat(501));
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    expect(
      await screen.findByText("A comment can be at most 500 characters."),
    ).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByRole("textbox", { name: /Comment/ }));
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { p_reference: REFERENCE, p_token: null, p_rating: 5 },
      ]),
    );
  });

  it("a second rating is refused with the server's words and the form keeps the choice", async () => {
    const message = "This ride has already been rated.";
    answerRate(() => failure(message, 409, "23505"));
    const { user } = renderRate();
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Late");
    await user.click(screen.getByRole("button", { name: "Submit rating" }));

    await waitFor(() => expect(toastWith(message)).toBeDefined(), LATER);
    expect(toastWith(message)).toHaveTextContent("Error rating ride");
    expect(screen.getByRole("radio", { name: "2 stars" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Comment/ })).toHaveValue(
      "Late",
    );
  });

  it("shows a given rating read-only, and nothing when the ride cannot be rated", () => {
    const { unmount } = renderRate({
      canRate: false,
      rating: 3,
      comment: "Fine",
    });
    expect(screen.getByText("You rated this ride 3 out of 5.")).toBeVisible();
    expect(screen.getByText("“Fine”")).toBeVisible();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    unmount();

    renderRate({ canRate: false });
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByTestId("given-rating")).not.toBeInTheDocument();
  });
});
