import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BookingForm } from "@/features/booking/components/booking-form";
import { BOOKING_DRAFT_KEY } from "@/features/booking/hooks/use-booking-draft";
import { emptyBookingForm } from "@/features/booking/schemas";

import { createTestQueryClient } from "../../support/render-app";
import { places, storeDraft, useReferenceHandlers } from "./booking-kit";

// The page may be rendered ahead of time, without this tab's storage or the visitor's URL: the
// form must render exactly that in the browser's first render, then take the draft and the URL.

const draft = {
  ...emptyBookingForm,
  customerName: "Adaeze Okafor",
  customerPhone: "0803 123 4567",
  pickupTime: "14:30",
};

function page(path: string) {
  const queryClient = createTestQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <BookingForm onBooked={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The server's HTML for `serverPath`, hydrated in the browser at `browserPath`. */
async function hydrate(
  html: string,
  ui: ReactNode,
  before?: (form: HTMLElement) => void,
) {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container!, ui, { onRecoverableError: recoverable });
  });
  return { form: within(container), recoverable };
}

describe("/book-a-ride form, pre-rendered", () => {
  beforeEach(() => useReferenceHandlers());
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = container = undefined;
  });

  it("renders without the stored draft or the URL's places, hydrates that without a mismatch, then takes both", async () => {
    storeDraft(draft);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // Rendered here, where storage is reachable: a render that read it would show the draft.
    const html = renderToString(page("/book-a-ride"));
    expect(html).not.toContain("Adaeze");
    expect(html).not.toContain("14:30");

    const { form, recoverable } = await hydrate(
      html,
      page(`/book-a-ride?pickup=${encodeURIComponent(places[0]!.name)}`),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(form.getByLabelText("Your Name")).toHaveValue("Adaeze Okafor");
    expect(form.getByLabelText("Phone")).toHaveValue("0803 123 4567");
    // The trip fields mount a moment after the rest, with the draft's values.
    expect(await form.findByLabelText("Pickup Time")).toHaveValue("14:30");
    await waitFor(() =>
      expect(form.getByLabelText("Pickup Location")).toHaveValue(
        places[0]!.name,
      ),
    );
  });

  it("keeps what was typed into the HTML before the code ran, and fills the rest from the draft", async () => {
    storeDraft(draft);
    const html = renderToString(page("/book-a-ride"));
    const { form } = await hydrate(html, page("/book-a-ride"), (element) => {
      const name = element.querySelector<HTMLInputElement>(
        'input[name="customerName"]',
      )!;
      name.value = "Tunde Bakare";
    });

    expect(form.getByLabelText("Your Name")).toHaveValue("Tunde Bakare");
    expect(form.getByLabelText("Phone")).toHaveValue("0803 123 4567");
    // The form holds the typed name (not just the field), so the draft it keeps does too.
    await waitFor(() =>
      expect(
        JSON.parse(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)!),
      ).toMatchObject({
        values: {
          customerName: "Tunde Bakare",
          customerPhone: "0803 123 4567",
        },
      }),
    );
  });
});
