// npm run visual:review [-- --serve [--port 6008] | --json | --markdown]
// Writes the review page of the last visual run (test-results/visual-review/index.html); with
// --serve, serves it with the built Storybook so that verdicts can be given on the page; --json
// prints the decisions as data and --markdown as a summary for a pull request.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../record.ts';
import { renderReview, reviewJson, reviewMarkdown, writeReview } from './page.ts';
import { REVIEW_PORT } from './port.ts';
import { signoffFile } from './storybookSignoff.ts';
import { describeVerdicts, giveVerdict } from '../approve/verdicts.ts';
import { predict, type Prediction } from '../impact/index.ts';

const USAGE = 'Usage: npm run visual:review [-- --serve [--port 6008] | --json | --markdown]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        serve: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        markdown: { type: 'boolean', default: false },
        port: { type: 'string', default: String(REVIEW_PORT) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();
if (values.help) {
  console.log(
    `${USAGE}\nWrites the review page of the last visual run; --serve serves it to sign changes off.`,
  );
  process.exit(0);
}

// Printed whole before the process ends: to a pipe, process.exit() would cut a long text short.
const print = (text: string) => process.stdout.write(text, () => process.exit(0));
if (values.json) print(`${JSON.stringify(reviewJson(), null, 2)}\n`);
else if (values.markdown) print(reviewMarkdown());
else {
  const file = writeReview();
  console.log(`Review page: ${file}`);
  if (values.serve) serve(Number(values.port));
}

const PAGE = '/test-results/visual-review/index.html';
/** The only folders the server shows: the review and the built Storybook its links open. */
const SERVED = ['test-results/visual-review', 'storybook-static'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Storybook on this machine (the Sign-off panel) may read the sign-off and give verdicts. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const localOrigin = (req: IncomingMessage) =>
  LOCAL_ORIGIN.test(req.headers.origin ?? '') ? (req.headers.origin as string) : '';

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  const origin = localOrigin(res.req);
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    ...(origin ? { 'access-control-allow-origin': origin, vary: 'origin' } : {}),
  });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 100_000) throw new Error('too long');
  }
  return body;
}

async function verdict(req: IncomingMessage, res: ServerResponse) {
  try {
    const body = JSON.parse(await readBody(req)) as {
      target?: string;
      kind?: string;
      verdict?: string;
      reviewer?: string;
      note?: string;
    };
    if (!body.target || (body.verdict !== 'approved' && body.verdict !== 'rejected'))
      return send(res, 400, 'Say which images and which verdict.');
    const verdicts = giveVerdict([body.target], {
      verdict: body.verdict,
      reviewer: body.reviewer ?? '',
      note: body.note ?? '',
    });
    send(res, 200, `${describeVerdicts(verdicts)}.`);
  } catch (error) {
    send(res, 400, error instanceof Error ? error.message : String(error));
  }
}

/**
 * What the working tree's edit can change (impact/), for the Storybook panel to show beside a story
 * while a designer edits: worked out again at most every few seconds, however often it is asked.
 */
let lastImpact: { at: number; prediction: Promise<Prediction> } | undefined;
function impact(): Promise<Prediction> {
  if (!lastImpact || Date.now() - lastImpact.at > 3000)
    lastImpact = { at: Date.now(), prediction: predict() };
  return lastImpact.prediction;
}

function serve(port: number) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = localOrigin(req);
    if (req.method === 'OPTIONS' && origin) {
      res.writeHead(204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        vary: 'origin',
      });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/test-results/visual-review/api/verdict')
      return void verdict(req, res);
    if (req.method === 'GET' && url.pathname === '/api/signoff')
      return send(res, 200, JSON.stringify(signoffFile()), TYPES['.json']);
    if (req.method === 'GET' && url.pathname === '/api/impact')
      return void impact().then(
        (prediction) => send(res, 200, JSON.stringify(prediction), TYPES['.json']),
        (error: unknown) => send(res, 500, error instanceof Error ? error.message : String(error)),
      );
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    if (url.pathname === '/') {
      res.writeHead(302, { location: PAGE });
      return res.end();
    }
    // The page is written anew on each visit, with the verdicts given so far.
    if (url.pathname === PAGE) return send(res, 200, renderReview(), TYPES['.html']);
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, 'Bad address');
    }
    let path = normalize(decoded).replace(/^[/\\]+/, '');
    if (!SERVED.some((folder) => path === folder || path.startsWith(`${folder}${sep}`)))
      return send(res, 404, 'Not found');
    let full = join(ROOT, path);
    if (existsSync(full) && statSync(full).isDirectory()) {
      path = join(path, 'index.html');
      full = join(ROOT, path);
    }
    if (!existsSync(full)) return send(res, 404, 'Not found');
    res.writeHead(200, {
      'content-type': TYPES[extname(full)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(full).pipe(res);
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`Serving the review on http://localhost:${port}${PAGE}`),
  );
}
