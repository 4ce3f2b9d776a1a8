import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  BUCKET,
  FLEETS,
  renderFleet,
  serveFleet,
  UPLOAD,
  vehicle,
} from "./fleet-admin-kit";

type Body = Record<string, unknown>;

/** Opens the edit dialog of a vehicle with the given images. */
async function editVehicleWith(images: string[]) {
  serveFleet([vehicle({ images })]);
  const view = await renderFleet();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: /^Actions for Toyota Camry XLE/ },
      { timeout: 5000 },
    ),
  );
  await view.user.click(await screen.findByRole("menuitem", { name: "Edit" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
  return { ...view, dialog };
}

function chooseFiles(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByTestId("fleet-image-upload"), {
    target: { files },
  });
}

function capturePatch() {
  const sent: { body?: Body } = {};
  server.use(
    http.patch(FLEETS, async ({ request }) => {
      sent.body = (await request.json()) as Body;
      return HttpResponse.json(vehicle());
    }),
  );
  return sent;
}

/** Answers uploads with their path, and records which objects are deleted. */
function serveStorage() {
  const store = { uploaded: [] as string[], deleted: [] as string[] };
  server.use(
    http.post(UPLOAD, ({ request }) => {
      const path = new URL(request.url).pathname.split(
        "/object/fleet-images/",
      )[1]!;
      store.uploaded.push(path);
      return HttpResponse.json({ Key: `fleet-images/${path}`, Id: "1" });
    }),
    http.delete(BUCKET, async ({ request }) => {
      const body = (await request.json()) as { prefixes: string[] };
      store.deleted.push(...body.prefixes);
      return HttpResponse.json([]);
    }),
  );
  return store;
}

const slot = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole("textbox", { name: `Image ${n}` });

describe("vehicle image slots", { timeout: 30_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows six slots with a preview of each filled one", async () => {
    const { dialog } = await editVehicleWith(["/fleet/a.svg", "/fleet/b.svg"]);
    for (const n of [1, 2, 3, 4, 5, 6])
      expect(slot(dialog, n)).toBeInTheDocument();
    expect(slot(dialog, 2)).toHaveValue("/fleet/b.svg");
    expect(within(dialog).getByAltText("Preview of slot 1")).toHaveAttribute(
      "src",
      "/fleet/a.svg",
    );
    expect(within(dialog).getByText("2 of 6")).toBeInTheDocument();
  });

  it("refuses a file of the wrong type or over 5 MB before any upload", async () => {
    let uploads = 0;
    server.use(
      http.post(UPLOAD, () => ((uploads += 1), HttpResponse.json({}))),
    );
    const { dialog } = await editVehicleWith([]);
    chooseFiles(dialog, [
      new File(["%PDF"], "brochure.pdf", { type: "application/pdf" }),
    ]);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "brochure.pdf: Choose a JPEG, PNG, WebP or AVIF image.",
    );
    chooseFiles(dialog, [
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", {
        type: "image/jpeg",
      }),
    ]);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "huge.jpg: Images must be 5 MB or smaller.",
    );
    expect(uploads).toBe(0);
  });

  it("uploads a picture to fleet-images and puts its public URL in the first empty slot", async () => {
    const paths: string[] = [];
    server.use(
      http.post(UPLOAD, ({ request }) => {
        const path = new URL(request.url).pathname.split(
          "/object/fleet-images/",
        )[1]!;
        paths.push(path);
        return HttpResponse.json({ Key: `fleet-images/${path}`, Id: "1" });
      }),
    );
    const sent = capturePatch();
    const { user, dialog } = await editVehicleWith([
      "/fleet/a.svg",
      "",
      "/fleet/c.svg",
    ]);
    chooseFiles(dialog, [new File(["png"], "side.png", { type: "image/png" })]);

    await waitFor(() =>
      expect((slot(dialog, 2) as HTMLInputElement).value).toContain(
        "/storage/v1/object/public/fleet-images/vehicles/",
      ),
    );
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^vehicles\/[0-9a-f-]{36}\.png$/);
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.images).toEqual([
      "/fleet/a.svg",
      expect.stringMatching(
        new RegExp(`/storage/v1/object/public/fleet-images/${paths[0]}$`),
      ),
      "/fleet/c.svg",
    ]);
  });

  it("moves and removes images, and saves them in the new order without blanks", async () => {
    const sent = capturePatch();
    const { user, dialog } = await editVehicleWith([
      "/fleet/a.svg",
      "/fleet/b.svg",
      "/fleet/c.svg",
    ]);
    await user.click(
      within(dialog).getByRole("button", { name: "Move image 3 up" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Remove image 1" }),
    );
    expect(slot(dialog, 1)).toHaveValue("");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.images).toEqual(["/fleet/c.svg", "/fleet/b.svg"]);
  });

  it("refuses an address that is not a web or site path", async () => {
    const sent = capturePatch();
    const { user, dialog } = await editVehicleWith([]);
    await user.type(slot(dialog, 4), "javascript:alert(1)");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(
      await within(dialog).findByText(
        "Enter an image address starting with https://, http:// or /.",
      ),
    ).toBeVisible();
    expect(sent.body).toBeUndefined();
  });

  it("offers no upload once all six slots are in use", async () => {
    const { dialog } = await editVehicleWith(
      ["a", "b", "c", "d", "e", "f"].map((x) => `/fleet/${x}.svg`),
    );
    expect(
      within(dialog).getByRole("button", { name: "Upload images" }),
    ).toBeDisabled();
    expect(within(dialog).getByText("6 of 6")).toBeInTheDocument();
  });

  it("refuses more files than there are empty slots", async () => {
    const { dialog } = await editVehicleWith(
      ["a", "b", "c", "d", "e"].map((x) => `/fleet/${x}.svg`),
    );
    chooseFiles(dialog, [
      new File(["1"], "one.png", { type: "image/png" }),
      new File(["2"], "two.png", { type: "image/png" }),
    ]);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "All 6 image slots are in use. Remove one to add another.",
    );
  });

  it("deletes an upload the vehicle was closed without", async () => {
    const store = serveStorage();
    const { user, dialog } = await editVehicleWith([]);
    chooseFiles(dialog, [new File(["png"], "left.png", { type: "image/png" })]);
    await waitFor(() => expect(store.uploaded).toHaveLength(1));
    await waitFor(() => expect(slot(dialog, 1)).not.toHaveValue(""));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(store.deleted).toEqual(store.uploaded));
  });

  it("keeps saved uploads and deletes one cleared before saving", async () => {
    const store = serveStorage();
    const sent = capturePatch();
    const { user, dialog } = await editVehicleWith([]);
    chooseFiles(dialog, [
      new File(["1"], "keep.png", { type: "image/png" }),
      new File(["2"], "drop.png", { type: "image/png" }),
    ]);
    await waitFor(() => expect(slot(dialog, 2)).not.toHaveValue(""));
    await user.click(
      within(dialog).getByRole("button", { name: "Remove image 2" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await waitFor(() => expect(sent.body).toBeDefined());
    await waitFor(() => expect(store.deleted).toHaveLength(1));
    const [kept, dropped] = store.uploaded;
    expect(store.deleted).toEqual([dropped]);
    expect(sent.body!.images).toEqual([
      expect.stringMatching(new RegExp(`${kept}$`)),
    ]);
  });
});
