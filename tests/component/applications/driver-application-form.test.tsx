import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
import { DRIVER_APPLICATION_DRAFT_KEY } from "@/features/applications/components/driver-application-form";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import {
  answerSubmissions,
  pdf,
  postgrestError,
  SEND_EMAIL,
  SUBMISSIONS,
  UUID,
  type Sent,
} from "./applications-kit";

let sent: Sent;

const user = () => userEvent.setup({ applyAccept: false });

async function renderForm() {
  renderRoute("/drivers/apply");
  await screen.findByRole("heading", { level: 1, name: "Apply to Drive" });
}

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: "input, textarea" });

async function fillRequired(u: ReturnType<typeof user>) {
  await u.type(field("Full Name"), "Chinedu Okafor");
  await u.type(field("Email"), "chinedu@example.ng");
  await u.type(field("Phone"), "0803 123 4567");
}

const submit = () => screen.getByRole("button", { name: "Submit Application" });

describe("apply to drive form", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    sent = answerSubmissions();
  });
  afterEach(() => act(() => dismissToast()));

  it("has every field of the spec, each labelled", async () => {
    await renderForm();
    for (const label of [
      "Full Name",
      "Email",
      "Phone",
      "Home Address",
      "Years of Driving Experience",
      "Short Bio",
      "Resume",
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByText("PDF/DOC/DOCX up to 5MB")).toBeVisible();
  });

  it("refuses an empty form with the Missing Information toast and inline messages", async () => {
    const u = user();
    await renderForm();
    await u.click(submit());
    expect(await screen.findByText("Missing Information")).toBeVisible();
    expect(screen.getByText("Please fill all required fields")).toBeVisible();
    expect(screen.getByText("Full name is required.")).toBeVisible();
    expect(screen.getByText("Email is required.")).toBeVisible();
    expect(screen.getByText("Phone is required.")).toBeVisible();
    const name = field("Full Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required.");
    expect(name).toHaveFocus();
    expect(sent.inserts).toEqual([]);
  });

  it("explains a malformed e-mail or phone without the Missing Information toast", async () => {
    const u = user();
    await renderForm();
    await u.type(field("Full Name"), "Chinedu Okafor");
    await u.type(field("Email"), "chinedu@");
    await u.type(field("Phone"), "12345");
    await u.click(submit());
    expect(
      await screen.findByText(/Enter a valid email address/),
    ).toBeVisible();
    expect(screen.getByText(/Enter a Nigerian mobile number/)).toBeVisible();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(sent.inserts).toEqual([]);
  });

  it("refuses a resume of the wrong type as soon as it is chosen, and never uploads it", async () => {
    const u = user();
    await renderForm();
    await u.upload(
      field("Resume"),
      new File(["x"], "photo.png", { type: "image/png" }),
    );
    expect(
      await screen.findByText(
        "“photo.png” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.",
      ),
    ).toBeVisible();
    expect(field("Resume")).toHaveAttribute("aria-invalid", "true");
    await fillRequired(u);
    await u.click(submit());
    expect(sent.uploads).toEqual([]);
    expect(sent.inserts).toEqual([]);
  });

  it("refuses a resume over 5 MB, and accepts a smaller one after Remove", async () => {
    const u = user();
    await renderForm();
    await u.upload(field("Resume"), pdf("cv.pdf", 5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText(
        "“cv.pdf” is larger than 5 MB. Choose a file of 5 MB or less.",
      ),
    ).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Remove cv.pdf" }));
    await u.upload(field("Resume"), pdf("cv.pdf", 300 * 1024));
    await waitFor(() =>
      expect(screen.queryByText(/larger than 5 MB/)).not.toBeInTheDocument(),
    );
    expect(screen.getByText("cv.pdf")).toBeVisible();
    expect(screen.getByText(/300 KB/)).toBeVisible();
  });

  it("uploads the resume, stores the application, e-mails it, then thanks and resets", async () => {
    const u = user();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing itself: once released, the insert falls through to the kit's answer.
    server.use(http.post(SUBMISSIONS, () => released, { once: true }));
    await renderForm();
    await fillRequired(u);
    await u.type(field("Home Address"), "4 Akin Adesola Street, VI");
    await u.type(field("Years of Driving Experience"), "7");
    await u.type(field("Short Bio"), "Ex-hotel chauffeur.");
    await u.upload(field("Resume"), pdf("Chinedu CV.pdf"));
    await u.click(submit());

    const pending = await screen.findByRole("button", {
      name: "Submitting...",
    });
    expect(pending).toBeDisabled();
    // The button turns to Submitting... as the upload starts; its request lands a moment later.
    await waitFor(() => expect(sent.uploads).toHaveLength(1));
    const [{ bucket, path, body, options }] = sent.uploads as [
      (typeof sent.uploads)[0],
    ];
    expect(bucket).toBe("driver-resumes");
    expect(path).toMatch(/^applications\/[0-9a-f-]{36}\.pdf$/);
    expect(body.type).toBe("application/pdf");
    expect(await body.text()).toBe("%PDF-1.7");
    expect(options).toEqual({ contentType: "application/pdf", upsert: false });

    release();
    expect(await screen.findByText("Application Submitted")).toBeVisible();
    const row = {
      form_type: "apply_to_drive",
      name: "Chinedu Okafor",
      email: "chinedu@example.ng",
      phone: "+2348031234567",
      message:
        "Home address: 4 Akin Adesola Street, VI\nYears of driving experience: 7\n\nShort bio:\nEx-hotel chauffeur.",
      attachment_path: path,
    };
    // Into contact_submissions (the kit answers that table only). The browser names the row it
    // stores, and the e-mail asks about that row only.
    expect(sent.inserts).toEqual([{ ...row, id: expect.stringMatching(UUID) }]);
    const { id } = sent.inserts[0] as { id: string };
    expect(sent.emails).toEqual([{ type: "driver_application", data: { id } }]);
    expect(field("Full Name")).toHaveValue("");
    expect(field("Short Bio")).toHaveValue("");
    expect(screen.queryByText("Chinedu CV.pdf")).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(sessionStorage.getItem(DRIVER_APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it("keeps every value and shows the server's message when storing fails", async () => {
    const u = user();
    server.use(
      http.post(SUBMISSIONS, () =>
        postgrestError("Applications are paused for maintenance.", "P0001"),
      ),
    );
    await renderForm();
    await fillRequired(u);
    await u.type(field("Short Bio"), "Ten years on Lagos roads.");
    await u.upload(field("Resume"), pdf());
    await u.click(submit());

    expect(await screen.findByText("Submission Failed")).toBeVisible();
    expect(
      screen.getByText("Applications are paused for maintenance."),
    ).toBeVisible();
    expect(field("Full Name")).toHaveValue("Chinedu Okafor");
    expect(field("Phone")).toHaveValue("0803 123 4567");
    expect(field("Short Bio")).toHaveValue("Ten years on Lagos roads.");
    expect(screen.getByText("resume.pdf")).toBeVisible();
    expect(sent.emails).toEqual([]);
    expect(
      await screen.findByRole("button", { name: "Submit Application" }),
    ).toBeEnabled();
  });

  it("still thanks the applicant when only the e-mail fails", async () => {
    const u = user();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(
      http.post(SEND_EMAIL, () =>
        HttpResponse.json({ error: "mail down" }, { status: 500 }),
      ),
    );
    await renderForm();
    await fillRequired(u);
    await u.click(submit());
    expect(await screen.findByText("Application Submitted")).toBeVisible();
    expect(sent.uploads).toEqual([]);
    expect(sent.inserts[0]).toMatchObject({
      attachment_path: null,
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("restores a draft typed before a reload, and saves what is typed", async () => {
    sessionStorage.setItem(
      DRIVER_APPLICATION_DRAFT_KEY,
      JSON.stringify({
        fullName: "Amaka Eze",
        bio: "Airport runs.",
        resume: {},
      }),
    );
    const u = user();
    await renderForm();
    expect(field("Full Name")).toHaveValue("Amaka Eze");
    expect(field("Short Bio")).toHaveValue("Airport runs.");
    expect(field("Email")).toHaveValue("");
    await u.type(field("Email"), "amaka@example.ng");
    const saved = JSON.parse(
      sessionStorage.getItem(DRIVER_APPLICATION_DRAFT_KEY)!,
    );
    expect(saved).toMatchObject({
      fullName: "Amaka Eze",
      email: "amaka@example.ng",
    });
    expect(saved).not.toHaveProperty("resume");
  });
});
