/** The HTTP side of `/api/blog/*` writes: the JSON body, and one response per command answer. */
import { outcomeResponse } from "@/lib/http/respond";
import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import type { BlogAnswer } from "./commands";

/** Blog descriptions may be long articles: room for 50,000 characters of text and its JSON escaping. */
export const BLOG_BODY_LIMIT_BYTES = Math.max(JSON_BODY_LIMIT_BYTES, 256 * 1024);

export async function readBlogBody(request: Request): Promise<Record<string, unknown> | Response> {
  const body = await readJsonObject(request, BLOG_BODY_LIMIT_BYTES);
  return body.ok ? body.value : outcomeResponse(body);
}

export function blogResponse(answer: BlogAnswer, successStatus = 200): Response {
  if (answer.ok) return Response.json({ message: answer.message, blog: answer.blog }, { status: successStatus });
  return Response.json({ message: answer.message, ...(answer.errors ? { errors: answer.errors } : {}) }, { status: answer.status });
}
