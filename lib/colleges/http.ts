/**
 * The HTTP side of `/api/college/*` writes (admins only, through lib/auth/route's `withRole`): the
 * old-API body (read like every route's body, through lib/http/request-body), and one response per
 * outcome: `{ message, college }`, or `{ message, errors }` with a 4xx.
 */
import { outcomeResponse } from "@/lib/http/respond";
import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import { collegeAnswer, invalidCollege, type CollegeAnswer } from "./answer";
import type { CollegeWriteResult } from "./commands";
import type { CollegeInput } from "./schema";
import { parseWireCollege } from "./wire";

function answerResponse(answer: CollegeAnswer, successStatus: number): Response {
  if (answer.ok) return Response.json({ message: answer.message, college: answer.college }, { status: successStatus });
  return Response.json({ message: answer.message, ...(answer.errors ? { errors: answer.errors } : {}) }, { status: answer.status });
}

/** The body as `CollegeInput`, or a 4xx naming each bad field by its old-API name. */
export async function readWireCollege(request: Request): Promise<CollegeInput | Response> {
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  if (!body.ok) return outcomeResponse(body);
  const parsed = parseWireCollege(body.value);
  return parsed.ok ? parsed.input : answerResponse(invalidCollege(parsed.errors), 400);
}

export function collegeWriteResponse(result: CollegeWriteResult, success: { status: number; message: string }) {
  return answerResponse(collegeAnswer(result, success.message), success.status);
}
