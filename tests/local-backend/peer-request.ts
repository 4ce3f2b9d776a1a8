import { request } from "node:http";

export interface PeerResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTP request sent from another loopback address (127.0.0.2, …), so the runtime sees a
 * different client than the rest of the suite, as requests from another machine would be.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<PeerResponse> {
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
          }),
        );
      },
    );
    outgoing.once("error", fail);
    outgoing.end(init.body);
  });
}
