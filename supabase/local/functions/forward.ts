import { request as httpRequest, type Agent } from "node:http";
import { Readable } from "node:stream";

// Hop-by-hop headers belong to one connection, not to the request or response they carry.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export interface Forwarded {
  method: string;
  /** Path and query as the function sees them: `/<name>/<sub-path>?<query>`. */
  path: string;
  headers: Headers;
  body: Uint8Array | undefined;
  signal: AbortSignal;
}

/**
 * Sends a request to a function's process on 127.0.0.1 and streams its answer back. The `Host`
 * header is the caller's, so `req.url` inside the function is the address the caller used.
 */
export function forward(
  agent: Agent,
  port: number,
  { method, path, headers, body, signal }: Forwarded,
): Promise<Response> {
  const outgoing: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== "content-length")
      outgoing[name] = value;
  });
  outgoing["content-length"] = String(body?.byteLength ?? 0);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: outgoing,
        signal,
      },
      (res) => {
        const answer = new Headers();
        const raw = res.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i]!.toLowerCase();
          if (!HOP_BY_HOP.has(name)) answer.append(name, raw[i + 1]!);
        }
        const status = res.statusCode ?? 500;
        const empty = NULL_BODY.has(status) || method === "HEAD";
        if (empty) res.resume();
        resolve(
          new Response(
            empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>),
            { status, statusText: res.statusMessage, headers: answer },
          ),
        );
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}
