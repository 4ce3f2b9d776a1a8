import { http, HttpResponse } from "msw";

import { server } from "../../support/msw-server";

/** The three requests the application forms make: Storage upload, insert, send-email. */
export const UPLOAD = "*/storage/v1/object/:bucket/*";
export const SUBMISSIONS = "*/rest/v1/contact_submissions";
export const SEND_EMAIL = "*/functions/v1/send-email";

export interface Upload {
  bucket: string;
  path: string;
  body: Blob;
  /** As they reached Storage: the form part's type and the x-upsert header. */
  options: { contentType: string; upsert: boolean };
}

/** What the forms sent, request by request, as the server received it. */
export interface Sent {
  uploads: Upload[];
  inserts: Record<string, unknown>[];
  emails: unknown[];
}

/**
 * Answers the forms' three requests as the backend does when all goes well, and records what each
 * carried. A test takes one over with `server.use` (a refusal), or puts a handler in front that
 * returns nothing once it is done waiting, so the request falls through to these.
 */
export function answerSubmissions(): Sent {
  const sent: Sent = { uploads: [], inserts: [], emails: [] };
  server.use(
    http.post(UPLOAD, async ({ request, params }) => {
      // supabase-js sends a Blob as multipart form data with the file as its only Blob part.
      const form = await request.formData();
      const body = [...form.values()].find(
        (value): value is File => typeof value !== "string",
      );
      if (!body) throw new Error("the upload carried no file");
      const bucket = String(params.bucket);
      const path = new URL(request.url).pathname.split(
        `/object/${bucket}/`,
      )[1]!;
      sent.uploads.push({
        bucket,
        path,
        body,
        options: {
          contentType: body.type,
          upsert: request.headers.get("x-upsert") === "true",
        },
      });
      return HttpResponse.json({ Key: `${bucket}/${path}`, Id: "object-id" });
    }),
    http.post(SUBMISSIONS, async ({ request }) => {
      sent.inserts.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
    http.post(SEND_EMAIL, async ({ request }) => {
      sent.emails.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

/** PostgREST's refusal as it leaves the server. */
export const postgrestError = (message: string, code: string, status = 400) =>
  HttpResponse.json({ message, code, details: null, hint: null }, { status });

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
