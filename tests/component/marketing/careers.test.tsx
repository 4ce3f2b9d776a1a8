import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { renderRoute } from "../../support/render-app";

describe("careers page", () => {
  afterEach(() => act(() => dismissToast()));

  it("lists three openings as collapsed cards with department, location and type", async () => {
    renderRoute("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    const openings = within(
      screen.getByRole("region", { name: "Open Positions" }),
    ).getAllByRole("button", { expanded: false });
    expect(openings).toHaveLength(3);
    expect(openings[0]).toHaveTextContent(
      /Fleet Operations Manager.*Operations.*Victoria Island, Lagos.*Full-time/,
    );
    expect(
      screen.queryByRole("button", { name: "Apply Now" }),
    ).not.toBeInTheDocument();
  });

  it("expands a card and answers Apply Now with Feature Coming Soon", async () => {
    const { user } = renderRoute("/careers");
    const trigger = await screen.findByRole("button", {
      name: /Senior Front-End Engineer/,
    });
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/React and TypeScript/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(await screen.findByText("Feature Coming Soon")).toBeVisible();
  });
});
