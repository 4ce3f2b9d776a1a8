/**
 * jsdom's FormData and Blob cannot carry a file's bytes into Node's fetch, which msw intercepts:
 * the part arrives as the text "undefined", where a browser sends the bytes. This installs Node's
 * own FormData in their place, handing it each jsdom Blob as a file-like object that reads the
 * Blob's bytes when the body is sent, so an upload reaches msw as it would reach Storage.
 */
export async function installNodeFormData(): Promise<void> {
  // Node's FormData has no global name under jsdom; a parsed body is one.
  const NodeFormData = (await new Response(new URLSearchParams()).formData())
    .constructor as typeof FormData;

  class CarryingFormData extends NodeFormData {
    override append(name: string, value: string | Blob, filename?: string) {
      if (typeof value === "string") super.append(name, value);
      else super.append(name, fileLike(value, filename), filename);
    }

    override set(name: string, value: string | Blob, filename?: string) {
      if (typeof value === "string") super.set(name, value);
      else super.set(name, fileLike(value, filename), filename);
    }
  }

  globalThis.FormData = CarryingFormData;
}

/** What Node's FormData keeps as it is: anything tagged File that can stream its bytes. */
function fileLike(blob: Blob, filename?: string): Blob {
  const file = blob instanceof File ? blob : null;
  const like = {
    [Symbol.toStringTag]: "File",
    name: filename ?? file?.name ?? "blob",
    type: blob.type,
    size: blob.size,
    lastModified: file?.lastModified ?? Date.now(),
    stream: () =>
      new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await blob.arrayBuffer()));
          controller.close();
        },
      }),
    arrayBuffer: () => blob.arrayBuffer(),
    text: () => blob.text(),
    slice: (...range: Parameters<Blob["slice"]>) => blob.slice(...range),
  };
  return like as unknown as Blob;
}
