import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { SALES_REQUEST_DRAFT_KEY } from "@/features/applications/components/sales-request-form";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import {
  answerSubmissions,
  fakeFile,
  UPLOAD,
  UUID,
  type Sent,
} from "./applications-kit";
import { documentFile } from "./document-files";

let sent: Sent;

const user = () => userEvent.setup({ applyAccept: false });
const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: "input, textarea" });
const submit = () => screen.getByRole("button", { name: "Submit Request" });

async function renderForm() {
  renderRoute("/contact-sales");
  await screen.findByRole("heading", { level: 1, name: "Contact Sales" });
}

async function fillRequired(u: ReturnType<typeof user>) {
  await u.type(field("Company Name"), "Zenith Logistics Ltd");
  await u.type(field("Contact Person"), "Funmi Adeyemi");
  await u.type(field("Email"), "funmi@zenithlogistics.ng");
  await u.type(field("Phone"), "+234 909 555 0101");
}

describe("contact sales form", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    sent = answerSubmissions();
  });
  afterEach(() => act(() => dismissToast()));

  it("requires company, contact person, e-mail and phone", async () => {
    const u = user();
    await renderForm();
    expect(screen.getByText("PDF/DOC/DOCX/ZIP up to 10MB")).toBeVisible();
    await u.click(submit());
    expect(await screen.findByText("Missing Information")).toBeVisible();
    expect(screen.getByText("Please fill all required fields")).toBeVisible();
    for (const message of [
      "Company name is required.",
      "Contact person is required.",
      "Email is required.",
      "Phone is required.",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(field("Service Requirements")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(sent.inserts).toEqual([]);
  });

  it("refuses documents of the wrong type or over 10 MB", async () => {
    const u = user();
    await renderForm();
    await u.upload(
      field("Supporting Documents"),
      fakeFile("brief.exe", "application/x-msdownload"),
    );
    expect(
      await screen.findByText(
        "“brief.exe” is not a PDF, DOC, DOCX or ZIP file. Choose a PDF, DOC, DOCX or ZIP file.",
      ),
    ).toBeVisible();
    await u.upload(
      field("Supporting Documents"),
      fakeFile("rfp.zip", "application/zip", 11 * 1024 * 1024),
    );
    expect(
      await screen.findByText(
        "“rfp.zip” is larger than 10 MB. Choose a file of 10 MB or less.",
      ),
    ).toBeVisible();
    await fillRequired(u);
    await u.click(submit());
    expect(sent.uploads).toEqual([]);
    expect(sent.inserts).toEqual([]);
  });

  it("uploads the documents, stores and e-mails the request, then thanks and resets", async () => {
    const u = user();
    await renderForm();
    await fillRequired(u);
    await u.type(
      field("Service Requirements"),
      "Airport pickups for 20 staff a month.",
    );
    await u.upload(
      field("Supporting Documents"),
      documentFile("documents.zip", "RFP.ZIP", "application/x-zip-compressed"),
    );
    await u.click(submit());

    expect(await screen.findByText("Request Submitted")).toBeVisible();
    const [{ bucket, path, body, options }] = sent.uploads as [
      (typeof sent.uploads)[0],
    ];
    expect(bucket).toBe("sales-documents");
    expect(body.type).toBe("application/zip");
    expect(path).toMatch(/^requests\/[0-9a-f-]{36}\.zip$/);
    expect(options).toEqual({ contentType: "application/zip", upsert: false });
    const row = {
      form_type: "contact_sales",
      company_name: "Zenith Logistics Ltd",
      name: "Funmi Adeyemi",
      email: "funmi@zenithlogistics.ng",
      phone: "+2349095550101",
      service_requirements: "Airport pickups for 20 staff a month.",
      attachment_path: path,
    };
    // The browser names the row it stores, and the e-mail asks about that row only.
    expect(sent.inserts).toEqual([{ ...row, id: expect.stringMatching(UUID) }]);
    const { id } = sent.inserts[0] as { id: string };
    expect(sent.emails).toEqual([{ type: "contact_sales", data: { id } }]);
    expect(field("Company Name")).toHaveValue("");
    expect(screen.queryByText("RFP.ZIP")).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SALES_REQUEST_DRAFT_KEY)).toBeNull();
  });

  it("keeps the values when the upload is refused by the server", async () => {
    const u = user();
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json(
          {
            statusCode: "413",
            error: "Payload too large",
            message: "The object exceeded the maximum allowed size",
          },
          { status: 413 },
        ),
      ),
    );
    await renderForm();
    await fillRequired(u);
    await u.upload(
      field("Supporting Documents"),
      fakeFile("brief.pdf", "application/pdf"),
    );
    await u.click(submit());
    expect(await screen.findByText("Submission Failed")).toBeVisible();
    expect(
      screen.getByText("The object exceeded the maximum allowed size"),
    ).toBeVisible();
    expect(sent.inserts).toEqual([]);
    expect(field("Company Name")).toHaveValue("Zenith Logistics Ltd");
    expect(screen.getByText("brief.pdf")).toBeVisible();
  });

  it("restores a draft", async () => {
    sessionStorage.setItem(
      SALES_REQUEST_DRAFT_KEY,
      JSON.stringify({
        companyName: "Eko Hotels",
        requirements: "Guest transfers",
      }),
    );
    await renderForm();
    expect(field("Company Name")).toHaveValue("Eko Hotels");
    expect(field("Service Requirements")).toHaveValue("Guest transfers");
  });
});
