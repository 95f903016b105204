// A JSON API call to a serve test's server: the status, the JSON answer (null for a file), the text
// and the type.
export interface Answer {
  status: number;
  json: any;
  text: string;
  type: string;
}

/** `method path` on the server at `base`, the body sent as JSON (a string as it is). */
export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(new URL(path, base), init);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: a file
  }
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}
