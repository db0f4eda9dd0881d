/**
 * Server actions called the way any HTTP client can: a POST to a page that carries the action,
 * with its id (from the build's server-reference manifest) in the Next-Action header and its
 * arguments encoded as React's reply format. No browser, no form: what an attacker would send.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { MISSING_ID } from "./endpoints";

type ManifestEntry = { workers: Record<string, unknown>; filename?: string; exportedName?: string };
export type ServerAction = { id: string; name: string; file: string; page: string };

/** The URL path of an app page ("app/admin/(panel)/contacts/[id]/page" → "/admin/contacts/<id>"). */
function pagePath(worker: string): string {
  const route = worker
    .replace(/^app/, "")
    .replace(/\/page$/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\[[^\]]+\]/g, MISSING_ID);
  return route || "/";
}

/**
 * Every server action of the build, with a page it may be posted to: a public page when one
 * carries it (where no staff-area redirect stands in front), else its own.
 */
export function serverActions(): ServerAction[] {
  const file = path.join(process.cwd(), ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const pages = Object.keys(entry.workers).map(pagePath);
    const page = pages.find((candidate) => !candidate.startsWith("/admin")) ?? pages[0]!;
    return { id, name: entry.exportedName ?? id, file: entry.filename ?? "", page };
  });
}

export function actionNamed(name: string): ServerAction {
  const action = serverActions().find((candidate) => candidate.name === name);
  if (!action) throw new Error(`no server action named ${name} in this build`);
  return action;
}

/** React's reply encoding escapes a string that starts with "$" as "$$". */
function encodeValue(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
  return value;
}

/** A FormData argument: the reply's root refers to part 1, whose fields are sent as "1_<name>". */
export class FormArgument {
  constructor(readonly fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) {}
}

export async function callAction(
  request: APIRequestContext,
  action: ServerAction,
  args: unknown[],
  headers: Record<string, string> = {},
): Promise<{ response: APIResponse; text: string }> {
  const common = { "next-action": action.id, accept: "text/x-component", ...headers };
  const options = { headers: common, maxRedirects: 0 };
  const form = args.find((arg): arg is FormArgument => arg instanceof FormArgument);
  let response: APIResponse;
  if (form) {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      "0": JSON.stringify(args.map((arg) => (arg instanceof FormArgument ? "$K1" : encodeValue(arg)))),
    };
    for (const [key, value] of Object.entries(form.fields)) multipart[`1_${key}`] = value;
    response = await request.post(action.page, { ...options, multipart });
  } else {
    response = await request.post(action.page, {
      ...options,
      headers: { ...common, "content-type": "text/plain;charset=UTF-8" },
      data: JSON.stringify(args.map(encodeValue)),
    });
  }
  return { response, text: await response.text() };
}

/** The outcome an action returned, read from the RSC payload: `{ ok, status?, message? }`. */
export function outcomeOf(text: string): { ok?: boolean; status?: number; message?: string } {
  const ok = /"ok":(true|false)/.exec(text)?.[1];
  const status = /"status":(\d{3})/.exec(text)?.[1];
  const message = /"message":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return { ok: ok === undefined ? undefined : ok === "true", status: status ? Number(status) : undefined, message };
}
