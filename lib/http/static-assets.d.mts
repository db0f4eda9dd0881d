import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export declare function createStaticAssets(options: {
  fetchAsset: (url: string) => Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
  maxBytes?: number;
}): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  settled(): Promise<unknown>;
};
