/**
 * Every page of the build rendered per request gets its Content-Security-Policy (with a nonce)
 * from proxy.ts, whose matcher lists those pages by hand. This reads the build's own manifests for
 * every page that is not prerendered and fails when one answers without the policy: a new
 * per-request page missing from the matcher fails here, not in production.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../test";
import { logInAsAdmin } from "../staff";
import { newClient } from "./callers";
import { MISSING_ID } from "./endpoints";

const readManifest = <T>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), ".next", name), "utf8")) as T;

/** The routes of the build's pages rendered per request: neither prerendered nor generated on first visit and cached. */
function perRequestRoutes(): string[] {
  const appPaths = readManifest<Record<string, string>>("app-path-routes-manifest.json");
  const prerender = readManifest<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }>(
    "prerender-manifest.json",
  );
  const pages = Object.entries(appPaths)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route);
  return [...new Set(pages)].filter((route) => !(route in prerender.routes) && !(route in prerender.dynamicRoutes)).sort();
}

/**
 * Addresses that reach a route, where its own path does not: a dynamic segment, or a route served
 * only through a query rewrite (lib/seo/query-views.ts; a direct visit redirects to the query URL).
 */
const ADDRESSES: Record<string, string[]> = {
  "/admisson/filtered": ["/admisson?q=delhi", "/admisson?state=Kerala", "/admisson?sort=name"],
  "/boards/filtered/[grade]": ["/boards/10th?q=up", "/boards/12th?q=up"],
  "/reset-password/[token]": ["/reset-password/not-a-real-token"],
  "/admin/contacts/[id]": [`/admin/contacts/${MISSING_ID}`],
};

const addressesOf = (route: string): string[] => ADDRESSES[route] ?? (route.includes("[") ? [] : [route]);

test("the build has per-request pages, and an address for each", () => {
  const routes = perRequestRoutes();
  // The panel, the filtered directory, the privacy links: far more than none, or the manifests were misread.
  expect(routes.length).toBeGreaterThan(15);
  expect(
    routes.filter((route) => addressesOf(route).length === 0),
    "add an address for each to ADDRESSES",
  ).toEqual([]);
  expect(
    Object.keys(ADDRESSES).filter((route) => !routes.includes(route)),
    "routes no longer rendered per request",
  ).toEqual([]);
});

test("every page rendered per request answers with a nonce policy, signed in or not", async () => {
  test.setTimeout(120_000);
  const anonymous = await newClient();
  const admin = await newClient();
  await logInAsAdmin(admin);
  const unprotected: string[] = [];
  const neverRendered: string[] = [];
  const check = async (client: APIRequestContext, address: string): Promise<boolean> => {
    const response = await client.get(address, { maxRedirects: 0 });
    // A redirect (the panel's, to its log-in) renders no page.
    if (response.status() >= 300 && response.status() < 400) return false;
    expect(response.status(), address).toBeLessThan(500);
    expect(response.headers()["content-type"], address).toContain("text/html");
    const policies = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
    if (policies.length !== 1 || !/script-src [^;]*'nonce-/.test(policies[0]!.value)) unprotected.push(address);
    return true;
  };
  for (const route of perRequestRoutes()) {
    for (const address of addressesOf(route)) {
      const rendered = [await check(anonymous, address), await check(admin, address)];
      if (!rendered.includes(true)) neverRendered.push(address);
    }
  }
  expect(unprotected, "pages without exactly one nonce policy").toEqual([]);
  expect(neverRendered, "addresses that only redirect (choose one that renders)").toEqual([]);
  await Promise.all([anonymous.dispose(), admin.dispose()]);
});
