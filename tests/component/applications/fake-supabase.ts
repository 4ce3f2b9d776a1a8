import { vi } from "vitest";

type Result = { data: unknown; error: unknown };

/**
 * A stand-in for the three calls the application forms make (Storage upload, insert, function
 * invoke), so component tests can check what is sent and drive success without a network.
 */
export function createFakeSupabase() {
  const upload = vi.fn(
    async (path: string, _body: Blob, _options?: unknown): Promise<Result> => ({
      data: { path },
      error: null,
    }),
  );
  const insert = vi.fn(async (_row: unknown): Promise<Result> => ({
    data: null,
    error: null,
  }));
  const invoke = vi.fn(
    async (_name: string, _options?: unknown): Promise<Result> => ({
      data: { ok: true },
      error: null,
    }),
  );
  const storageFrom = vi.fn((_bucket: string) => ({ upload }));
  const from = vi.fn((_table: string) => ({ insert }));
  return {
    upload,
    insert,
    invoke,
    storageFrom,
    from,
    client: { storage: { from: storageFrom }, from, functions: { invoke } },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

/** A file that reports `bytes` as its size without holding them. */
export function fakeFile(name: string, type: string, bytes = 2048) {
  const file = new File(["%PDF-1.7"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

export const pdf = (name = "resume.pdf", bytes = 2048) =>
  fakeFile(name, "application/pdf", bytes);

/** The shape of crypto.randomUUID(): how the forms name the row they store. */
export const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
