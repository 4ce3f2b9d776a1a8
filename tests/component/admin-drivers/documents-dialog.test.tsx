import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerDriverReads,
  ATTACH,
  documentRow,
  DOCUMENTS,
  DRIVER_ID,
  failure,
  LATER,
  renderDriversPage,
  REVIEW,
  UPLOAD,
} from "./drivers-kit";

const LICENCE_PATH = `${DRIVER_ID}/license/old.pdf`;
const PDF_BYTES = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n";

const licence = documentRow({
  status: "Verified",
  file_path: LICENCE_PATH,
  reviewed_at: "2026-11-20T09:30:00Z",
});
const insurance = documentRow({
  id: "c2000000-0000-4000-8000-000000000002",
  kind: "insurance",
  status: "Rejected",
  expires_on: null,
  rejection_reason: "The scan is blurred.",
});

async function openDocuments(rows = [licence, insurance]) {
  answerDriverReads();
  server.use(http.get(DOCUMENTS, () => HttpResponse.json(rows)));
  const view = renderDriversPage();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: "Docs of Ada Obi" },
      { timeout: 5_000 },
    ),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Driver Documents",
  });
  const section = async (name: string) =>
    within(dialog).findByRole("region", { name }, { timeout: 5_000 });
  return { ...view, dialog, section };
}

describe("the documents dialog", { timeout: 15_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("shows each document's state: Verified in green, Rejected in red with its reason", async () => {
    const { section } = await openDocuments();
    const lic = await section("Licence");
    expect(within(lic).getByText("Verified")).toHaveAttribute(
      "data-variant",
      "success",
    );
    expect(
      within(lic).getByRole("button", { name: "View licence file" }),
    ).toBeVisible();
    expect(
      within(lic).getByRole("button", { name: "Verify licence" }),
    ).toBeDisabled();
    expect(within(lic).getByText(/^Reviewed .*20 November 2026/)).toBeVisible();
    expect(within(lic).getByLabelText(/Licence expiry date/)).toHaveValue(
      "2030-05-21",
    );

    const ins = await section("Insurance");
    expect(within(ins).getByText("Rejected")).toHaveAttribute(
      "data-variant",
      "danger",
    );
    expect(
      within(ins).getByText("Rejected: The scan is blurred."),
    ).toBeVisible();
    expect(within(ins).getByText("No file uploaded yet.")).toBeVisible();
    expect(
      within(ins).getByRole("button", { name: "Verify insurance" }),
    ).toBeDisabled();
  });

  it("refuses a file whose bytes are not a PDF, JPEG or PNG, before any upload", async () => {
    let uploaded = false;
    server.use(
      http.post(UPLOAD, () => ((uploaded = true), HttpResponse.json({}))),
    );
    const { user, section } = await openDocuments();
    const ins = await section("Insurance");
    await user.upload(
      within(ins).getByLabelText("Upload insurance file"),
      new File(["<html>not a scan</html>"], "insurance.pdf", {
        type: "application/pdf",
      }),
    );
    expect(await within(ins).findByRole("alert")).toHaveTextContent(
      "“insurance.pdf” is not a PDF, JPEG or PNG file. Choose a PDF, JPEG or PNG file.",
    );
    expect(uploaded).toBe(false);
  });

  it("uploads a new licence to the driver's folder, records it, and removes the old file", async () => {
    let uploadPath = "";
    let attached: Record<string, unknown> | undefined;
    let removed: unknown;
    server.use(
      http.post(UPLOAD, ({ request }) => {
        uploadPath = decodeURIComponent(new URL(request.url).pathname);
        return HttpResponse.json({ Key: uploadPath, Id: "x" });
      }),
      http.post(ATTACH, async ({ request }) => {
        attached = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...licence, status: "Pending" });
      }),
      http.delete(
        "*/storage/v1/object/driver-documents",
        async ({ request }) => {
          removed = await request.json();
          return HttpResponse.json([]);
        },
      ),
    );
    const { user, section } = await openDocuments();
    const lic = await section("Licence");
    await user.upload(
      within(lic).getByLabelText("Upload licence file"),
      new File([PDF_BYTES], "Scan 01.PDF", { type: "application/pdf" }),
    );
    expect(
      await screen.findByText("Driver Updated", {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(
      screen.getByText("Ada Obi's licence file is uploaded and awaits review."),
    ).toBeVisible();
    expect(uploadPath).toMatch(
      new RegExp(`/driver-documents/${DRIVER_ID}/license/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(attached).toEqual({
      p_driver_id: DRIVER_ID,
      p_kind: "license",
      p_file_path: uploadPath.split("/driver-documents/")[1],
    });
    expect(removed).toEqual({ prefixes: [LICENCE_PATH] });
  });

  it("verifies a document with a file and says Driver Updated", async () => {
    let sent: unknown;
    server.use(
      http.post(REVIEW, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...licence, status: "Verified" });
      }),
    );
    const { user, section } = await openDocuments([
      { ...licence, status: "Pending" },
      insurance,
    ]);
    const lic = await section("Licence");
    await user.click(
      within(lic).getByRole("button", { name: "Verify licence" }),
    );
    expect(
      await screen.findByText("Ada Obi's licence is verified.", {}, LATER),
    ).toBeVisible();
    expect(screen.getByText("Driver Updated")).toBeVisible();
    expect(sent).toEqual({
      p_driver_id: DRIVER_ID,
      p_kind: "license",
      p_status: "Verified",
    });
  });

  it("rejects only with a reason, and shows the server's refusal as Error updating driver", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(REVIEW, async ({ request }) => {
        sent.push(await request.json());
        return failure("The document was changed meanwhile; reload it.");
      }),
    );
    const { user, section } = await openDocuments();
    const lic = await section("Licence");
    await user.click(
      within(lic).getByRole("button", { name: "Reject licence" }),
    );
    await user.click(
      within(lic).getByRole("button", { name: "Reject licence" }),
    );
    expect(
      await within(lic).findByText(
        "Give the reason for rejecting the document.",
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(
      within(lic).getByLabelText(/Reason for rejecting the licence/),
      "Name does not match",
    );
    await user.click(
      within(lic).getByRole("button", { name: "Reject licence" }),
    );
    expect(
      await screen.findByText("Error updating driver", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText("The document was changed meanwhile; reload it."),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        p_driver_id: DRIVER_ID,
        p_kind: "license",
        p_status: "Rejected",
        p_reason: "Name does not match",
      },
    ]);
    expect(
      within(lic).getByLabelText(/Reason for rejecting the licence/),
    ).toHaveValue("Name does not match");
  });
});
