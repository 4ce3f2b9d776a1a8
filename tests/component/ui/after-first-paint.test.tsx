import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { AfterFirstPaint } from "@/components/after-first-paint";

describe("AfterFirstPaint", () => {
  it("leaves its content out of the first render and adds it right after", async () => {
    render(
      <>
        <h1>Above the fold</h1>
        <AfterFirstPaint>
          <h2>Below the fold</h2>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Below the fold" }),
    ).toBeInTheDocument();
  });

  it("shows its fallback until then", async () => {
    render(
      <AfterFirstPaint fallback={<p>Form placeholder</p>}>
        <p>Form</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText("Form placeholder")).toBeInTheDocument();
    expect(await screen.findByText("Form")).toBeInTheDocument();
    expect(screen.queryByText("Form placeholder")).toBeNull();
  });
});
