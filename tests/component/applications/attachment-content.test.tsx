import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";
import { answerSubmissions, type Sent } from "./applications-kit";
import { documentFile, impostors } from "./document-files";

let sent: Sent;

const user = () => userEvent.setup({ applyAccept: false });
const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: "input, textarea" });

const notAResume = (name: string) =>
  `“${name}” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.`;

async function openDriverApplication() {
  renderRoute("/drivers/apply");
  await screen.findByRole("heading", { level: 1, name: "Apply to Drive" });
}

async function fillDriverApplication(u: ReturnType<typeof user>) {
  await u.type(field("Full Name"), "Chinedu Okafor");
  await u.type(field("Email"), "chinedu@example.ng");
  await u.type(field("Phone"), "0803 123 4567");
}

describe("an attachment's bytes are checked as soon as it is chosen", () => {
  // Code that loads on demand in the app; loaded once here so no single test pays for it.
  beforeAll(() =>
    Promise.all([import("file-type"), import("@/components/ui/toaster")]),
  );
  beforeEach(() => {
    sent = answerSubmissions();
  });

  it.each([
    ["a Windows program", impostors.program("resume.pdf")],
    ["a web page", impostors.webPage("resume.pdf")],
  ])(
    "refuses %s named resume.pdf before submit, and never uploads it",
    async (_what, impostor) => {
      const u = user();
      await openDriverApplication();
      await u.upload(field("Resume"), impostor);

      expect(await screen.findByText(notAResume("resume.pdf"))).toBeVisible();
      expect(field("Resume")).toHaveAttribute("aria-invalid", "true");
      await fillDriverApplication(u);
      await u.click(screen.getByRole("button", { name: "Submit Application" }));
      expect(await screen.findByText(notAResume("resume.pdf"))).toBeVisible();
      expect(sent.uploads).toEqual([]);
      expect(sent.inserts).toEqual([]);
    },
  );

  it("takes a DOCX the detector reads as a plain ZIP, and uploads it as DOCX", async () => {
    const u = user();
    await openDriverApplication();
    await fillDriverApplication(u);
    await u.upload(
      field("Resume"),
      documentFile("resume-single-quoted.docx", "Chinedu CV.docx", ""),
    );
    await u.click(screen.getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText("Application Submitted")).toBeVisible();
    const [{ path, options }] = sent.uploads as [(typeof sent.uploads)[0]];
    expect(path).toMatch(/^applications\/[0-9a-f-]{36}\.docx$/);
    expect(options).toEqual({
      contentType:
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      upsert: false,
    });
    expect(screen.queryByText(/is not a PDF/)).not.toBeInTheDocument();
  });

  it("refuses a program named .zip for a sales request, then takes a real ZIP", async () => {
    const u = user();
    renderRoute("/contact-sales");
    await screen.findByRole("heading", { level: 1, name: "Contact Sales" });
    await u.upload(
      field("Supporting Documents"),
      impostors.program("documents.zip"),
    );
    expect(
      await screen.findByText(
        "“documents.zip” is not a PDF, DOC, DOCX or ZIP file. Choose a PDF, DOC, DOCX or ZIP file.",
      ),
    ).toBeVisible();

    await u.click(screen.getByRole("button", { name: "Remove documents.zip" }));
    await u.upload(
      field("Supporting Documents"),
      documentFile("documents.zip"),
    );
    await waitFor(() =>
      expect(screen.queryByText(/is not a PDF/)).not.toBeInTheDocument(),
    );
    expect(field("Supporting Documents")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
