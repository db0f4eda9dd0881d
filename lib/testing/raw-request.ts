import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request as a browser's bytes arrive: fetch would decompress the body and add headers of its own. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}
