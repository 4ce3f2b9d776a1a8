import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { site } from "@/config/site";
import { dismissToast } from "@/lib/toast";
import { CONTACT_DRAFT_KEY } from "@/features/applications/components/contact-form";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import {
  answerSubmissions,
  postgrestError,
  SUBMISSIONS,
  UUID,
  type Sent,
} from "./applications-kit";

let sent: Sent;

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: "input, textarea" });
const submit = () => screen.getByRole("button", { name: "Send Message" });

async function renderPage() {
  renderRoute("/contact");
  await screen.findByRole("heading", { level: 1, name: "Contact Us" });
}

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(field("Name"), "Bola Tinubu-Smith");
  await u.type(field("Email"), "bola@example.ng");
  await u.type(field("Subject"), "Lost item");
  await u.type(field("Message"), "I left a bag in car LND-123-XY.");
}

describe("contact page", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    sent = answerSubmissions();
  });
  afterEach(() => act(() => dismissToast()));

  it("shows the office in Lagos, one phone, one e-mail, WhatsApp and hours", async () => {
    await renderPage();
    const details = within(
      screen.getByRole("complementary", { name: /We are in Lagos/ }),
    );
    expect(details.getByText(/Victoria Island, Lagos/)).toBeVisible();
    expect(details.getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      "tel:+2347003565893",
    );
    expect(details.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(details.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      site.whatsappUrl,
    );
    expect(details.getByText("Hours")).toBeVisible();
  });

  it("requires name, e-mail, subject and message", async () => {
    const u = userEvent.setup();
    await renderPage();
    await u.click(submit());
    expect(await screen.findByText("Missing Information")).toBeVisible();
    for (const message of [
      "Name is required.",
      "Email is required.",
      "Subject is required.",
      "Message is required.",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(sent.inserts).toEqual([]);
  });

  it("stores and e-mails the message, thanks the sender and resets", async () => {
    const u = userEvent.setup();
    await renderPage();
    await fill(u);
    await u.click(submit());
    expect(await screen.findByText("Message Sent")).toBeVisible();
    expect(
      screen.getByText(
        "Thank you for reaching out. We'll get back to you shortly.",
      ),
    ).toBeVisible();
    const row = {
      form_type: "contact",
      name: "Bola Tinubu-Smith",
      email: "bola@example.ng",
      subject: "Lost item",
      message: "I left a bag in car LND-123-XY.",
    };
    // The browser names the row it stores, and the e-mail asks about that row only.
    expect(sent.inserts).toEqual([{ ...row, id: expect.stringMatching(UUID) }]);
    const { id } = sent.inserts[0] as { id: string };
    expect(sent.emails).toEqual([{ type: "contact", data: { id } }]);
    expect(field("Message")).toHaveValue("");
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it("disables the button with Sending... while it sends, and keeps the text when it fails", async () => {
    const u = userEvent.setup();
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    server.use(
      http.post(SUBMISSIONS, async () => {
        await failing;
        return postgrestError("Service unavailable", "XX000", 500);
      }),
    );
    await renderPage();
    await fill(u);
    await u.click(submit());
    expect(
      await screen.findByRole("button", { name: "Sending..." }),
    ).toBeDisabled();
    fail();
    expect(await screen.findByText("Submission Failed")).toBeVisible();
    expect(screen.getByText("Service unavailable")).toBeVisible();
    expect(field("Subject")).toHaveValue("Lost item");
    expect(field("Message")).toHaveValue("I left a bag in car LND-123-XY.");
    expect(
      await screen.findByRole("button", { name: "Send Message" }),
    ).toBeEnabled();
  });

  it("restores a draft", async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ subject: "Invoice", message: 42 }),
    );
    await renderPage();
    expect(field("Subject")).toHaveValue("Invoice");
    expect(field("Message")).toHaveValue("");
  });
});
