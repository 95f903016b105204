// `talisman-sim serve`'s HTTP server (Node's own http): reads a request within its size limit,
// refuses other sites' pages (the Host a loopback server answers to; an Origin other than its own
// on anything but GET; JSON bodies only, which a cross-site form cannot send), and answers through routes.ts; a bad request is a 4xx with a
// one-line message, anything else a 500 that leaves the server running.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { AllowedIds } from '../../scenario/validate.ts';
import { WriteError } from '../../sim/json-file.ts';
import { Jobs } from './jobs.ts';
import { RequestError } from './request.ts';
import { route, type Context, type Reply } from './routes.ts';

/** The largest request body, in bytes (a scenario is a few kilobytes; its text may be 64 KiB). */
export const MAX_BODY = 256 * 1024;

export interface ServeOptions {
  host: string;
  port: number;
  /** The job folder: one folder per job. */
  jobsDir: string;
  workers: number;
  ids: AllowedIds;
  maxQueued?: number;
  /** serve --trusted-modules: the folder whose modules uploaded scenarios may name (by file name); none by default. */
  trustedModules?: string;
}

export interface Running {
  url: string;
  jobs: Jobs;
  close(): Promise<void>;
}

const PAGE_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-src 'self'; frame-ancestors 'none'; form-action 'none'";

/** The page's files, read once: the URL path to the body and its type. */
function pageFiles(): Context['page'] {
  const read = (name: string) => readFileSync(new URL(`./static/${name}`, import.meta.url), 'utf8');
  const html = { body: read('index.html'), type: 'text/html; charset=utf-8' };
  return {
    '/': html,
    '/index.html': html,
    '/app.js': { body: read('app.js'), type: 'text/javascript; charset=utf-8' },
    '/style.css': { body: read('style.css'), type: 'text/css; charset=utf-8' },
  };
}

/** Start the server; resolves once it listens (port 0: any free port, in `url`). */
export async function startServer(o: ServeOptions): Promise<Running> {
  const page = pageFiles();
  let context: Context | null = null;
  const server = createServer((req, res) => void answer(context as Context, req, res, loopback(o.host)));
  // Idle connections are kept past any client's own keep-alive (fetch's: 4 s), so that the client
  // always closes first: a server closing one as the client reuses it resets the next request.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  // The job folder once the port is ours: a refused port leaves nothing written.
  let jobs: Jobs;
  try {
    const sources = { files: 'none', modulesDir: o.trustedModules } as const;
    jobs = new Jobs({ dir: o.jobsDir, ids: o.ids, workers: o.workers, maxQueued: o.maxQueued ?? 8, sources });
  } catch (err) {
    server.close();
    throw new WriteError(`cannot use the job folder ${o.jobsDir}: ${err instanceof Error ? err.message : String(err)}`);
  }
  context = { jobs, ids: o.ids, page, trustedModules: o.trustedModules };
  const { port } = server.address() as AddressInfo;
  const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}/`;
  return { url, jobs, close: () => close(server, jobs) };
}

async function close(server: Server, jobs: Jobs): Promise<void> {
  await jobs.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

function loopback(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1';
}

async function answer(c: Context, req: IncomingMessage, res: ServerResponse, local: boolean): Promise<void> {
  let reply: Reply;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // A page of another site that has its name point at 127.0.0.1 (DNS rebinding) still sends its own Host.
    if (local && !/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(req.headers.host ?? '')) throw new RequestError(403, 'this server answers to 127.0.0.1 and localhost only');
    // A page of another site may post here (a form, or fetch with no preflight): its browser names it in Origin.
    if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req.headers.origin, req.headers.host)) throw new RequestError(403, `requests that change something come from this server's own page only (Origin ${req.headers.origin})`);
    const key = req.headers['idempotency-key'];
    reply = await route(c, req.method ?? 'GET', url.pathname, () => readJson(req), Array.isArray(key) ? key.join(',') : key);
  } catch (err) {
    if (err instanceof RequestError) reply = { status: err.status, json: { error: err.message } };
    else reply = { status: 500, json: { error: `internal error: ${err instanceof Error ? err.message : String(err)}` } };
  }
  send(res, reply, req.method === 'HEAD');
}

/** No Origin (curl, a script), or the server's own: the Origin's host is the Host asked for. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function send(res: ServerResponse, reply: Reply, head: boolean): void {
  const body = 'json' in reply ? `${JSON.stringify(reply.json)}\n` : reply.body;
  const type = 'json' in reply ? 'application/json; charset=utf-8' : reply.type;
  res.writeHead(reply.status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': ('csp' in reply && reply.csp) || PAGE_CSP,
  });
  res.end(head ? undefined : body);
}

/** The request's JSON body: at most MAX_BODY bytes (413), sent as application/json (415), parsed (400). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new RequestError(415, 'send the body as JSON, with Content-Type: application/json');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw new RequestError(413, `the request body is over ${MAX_BODY} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new RequestError(413, `the request body is over ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (err) {
    throw new RequestError(400, `the request body is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}
