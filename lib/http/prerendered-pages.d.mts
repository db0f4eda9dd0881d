import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export declare const FRESH_MS: number;
export declare const REFUSED_MS: number;
export declare function prerenderedPaths(manifest: { routes?: Record<string, { routeType?: string }> }): Set<string>;
export declare function createPrerenderedPages(options: {
  paths: Set<string>;
  fetchPage: (url: string) => Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
  now?: () => number;
  freshMs?: number;
}): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  clear(): void;
  settled(): Promise<unknown>;
};
