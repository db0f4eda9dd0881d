/**
 * The suite's `test`: each test's browser context and its `request` speak for a client address of
 * their own (the site trusts X-Forwarded-For in the suite), so the per-address rate limits count
 * every test alone. Without it, everything the browser posts comes from the loopback address, one
 * limit for the whole run: CI met the enquiry limit there (a 429 in an unrelated test).
 */
import { test as base } from "@playwright/test";
import { clientAddress } from "./client-address";

export * from "@playwright/test";

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => provide({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress() }),
});
