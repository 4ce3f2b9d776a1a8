import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

describe("FAQ page", () => {
  it("has six questions that expand one at a time", async () => {
    const { user } = renderRoute("/faq");
    await screen.findByRole("heading", {
      level: 1,
      name: "Frequently Asked Questions",
    });
    const faq = within(
      screen.getByRole("region", { name: "Questions and answers" }),
    );
    const questions = faq.getAllByRole("button");
    expect(questions).toHaveLength(6);
    for (const question of questions)
      expect(question).toHaveAttribute("aria-expanded", "false");

    const airport = faq.getByRole("button", { name: /airport pickups/i });
    await user.click(airport);
    expect(airport).toHaveAttribute("aria-expanded", "true");
    expect(
      faq.getByText(/waits for you in the official car park/),
    ).toBeVisible();

    const pricing = faq.getByRole("button", { name: /how much/i });
    await user.click(pricing);
    expect(faq.getByText(/Fares are in naira/)).toBeVisible();
    expect(airport).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with the keyboard", async () => {
    const { user } = renderRoute("/faq");
    const first = await screen.findByRole("button", {
      name: "How do I book a ride?",
    });
    first.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(
      screen.getByRole("button", { name: "How much does a ride cost?" }),
    ).toHaveFocus();
  });
});
