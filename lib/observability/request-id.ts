/**
 * A request's id: the one the proxy in front sent (nginx's `$request_id`, a load balancer's) when
 * it looks like one (anything else could forge log lines), or a new one. proxy.ts gives every
 * request it sees one and answers with it; the doors (route(), action()) log under the same id,
 * and route() answers with it too, for the paths proxy.ts skips (the uploads, the lead doors).
 */
export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_ID = /^[\w.:-]{1,128}$/;

export function requestId(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && SAFE_ID.test(given) ? given : crypto.randomUUID();
}
