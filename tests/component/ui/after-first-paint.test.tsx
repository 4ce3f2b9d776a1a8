import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

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

describe("AfterFirstPaint on a pre-rendered page", () => {
  const page = (
    <>
      <h1>Above the fold</h1>
      <AfterFirstPaint prerendered fallback={<p>Placeholder</p>}>
        <h2>Below the fold</h2>
      </AfterFirstPaint>
      <AfterFirstPaint fallback={<p>Form placeholder</p>}>
        <p>Form</p>
      </AfterFirstPaint>
    </>
  );

  it("puts prerendered content in the server's HTML, and only the fallback of the rest", () => {
    const html = renderToString(page);
    expect(html).toContain("Below the fold");
    expect(html).not.toContain("Placeholder</p>");
    expect(html).toContain("Form placeholder");
    expect(html).not.toContain("<p>Form</p>");
  });

  it("hydrates that HTML without a mismatch, then adds the deferred part", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: recoverable,
      });
    });
    expect(
      within(container).getByRole("heading", { level: 2 }),
    ).toHaveTextContent("Below the fold");
    expect(await within(container).findByText("Form")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it("still defers prerendered content on a page reached inside the app", async () => {
    render(page);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(screen.getByText("Placeholder")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Below the fold" }),
    ).toBeInTheDocument();
  });
});
