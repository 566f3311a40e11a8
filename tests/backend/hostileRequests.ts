import fc from 'fast-check';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { validRows, tables } from './harness';

/**
 * Raw HTTP requests as a stranger could write them, byte by byte: every part a client shapes (method,
 * target and its percent-encoding, version, headers, framing, body encoding, JSON shape, depth and
 * length) drawn from ordinary values, edge values and garbage. Most are refused; some are valid inserts.
 */

const CRLF = '\r\n';

/** `usual` most of the time and `odd` about one time in `of`, so that most requests get past the parser. */
const mostly = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>, of = 16) =>
  fc.oneof({ weight: of - 1, arbitrary: usual }, { weight: 1, arbitrary: odd });

/** Strings Postgres text or JSON parsers trip over, and strings that are merely unusual. */
const awkwardText = fc.constantFrom(
  '\u0000',
  'Ada\u0000Lovelace',
  '\ud800',
  'x\udc00y',
  '\uffff',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '😀👩🏽‍💻',
  'Zoë Saldaña',
  '名前',
  ' '.repeat(300),
  '\t\n\r',
  '\\u0000',
  "'); drop table public.partnership_enquiries; --",
  '=HYPERLINK("http://x")',
  'a'.repeat(5000),
);

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  awkwardText,
);

const columns = [...new Set(tables.flatMap((table) => Object.keys(validRows[table])))];

const jsonValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);

/** A table's valid row with some of its own values replaced, or a row of made-up keys. */
const row = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...tables)
      .chain((table) =>
        fc.tuple(
          fc.constant(table),
          fc.dictionary(fc.constantFrom(...Object.keys(validRows[table])), fc.oneof(awkwardText, jsonValue), {
            maxKeys: 2,
          }),
          fc.nat(),
        ),
      )
      .map(([table, overrides, n]) => ({
        ...validRows[table],
        email: `fuzz${n}@hostile.example`,
        ...overrides,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...columns), anyText), jsonValue, { maxKeys: 8 }),
  },
);

const jsonText = fc.oneof(
  { weight: 5, arbitrary: row.map((r) => JSON.stringify(r)) },
  { weight: 2, arbitrary: fc.array(row, { maxLength: 20 }).map((r) => JSON.stringify(r)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 11, max: 1500 }).map((n) =>
      JSON.stringify(
        Array.from({ length: n }, (_, i) => ({
          ...validRows.partnership_enquiries,
          email: `bulk${i}@x.example`,
        })),
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 20, max: 30_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 20, max: 10_000 })
      .map((d) => `{"name":${'{"a":'.repeat(d)}1${'}'.repeat(d)}}`),
  },
  { weight: 1, arbitrary: jsonValue.map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '[]',
      '[{}]',
      'null',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '{"__proto__":{"x":1}}',
    ),
  },
);

const body = fc.oneof(
  { weight: 6, arbitrary: jsonText.map((text) => Buffer.from(text, 'utf8')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constant(
      Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    ),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.from('%PDF-1.4 not really a pdf')) },
);

const percentJunk = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%E0%A4',
  '%00',
  '%C0%AF',
  '%ff',
  '%2e%2e',
  '%2F',
  '%u0041',
  '%%',
  '%0d%0a',
);

const segment = fc.oneof(
  fc.constantFrom(
    ...tables,
    'rpc',
    'nope',
    '..',
    '.',
    '',
    'public',
    'resources',
    'beginners-guide-to-prompting.pdf',
    'x.pdf',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,16}$/),
  percentJunk,
  anyText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
);

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('select', 'columns', 'on_conflict', 'order', 'limit', 'email', 'id', 'or', 'and', 'x'),
      fc.oneof(
        fc.constantFrom(
          '*',
          'eq.1',
          'eq.%zz',
          'name,company',
          '"name"',
          'nope',
          '-1',
          '99999999999999999999',
          'desc',
          'id.desc',
        ),
        fc.stringMatching(/^[A-Za-z0-9.,*%()-]{0,12}$/),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

const target = fc
  .tuple(
    mostly(
      fc.constantFrom(
        '/rest/v1/',
        '/rest/v1/',
        '/rest/v1/',
        '/rest/v1/',
        '/storage/v1/object/',
        '/storage/v1/object/public/',
        '/storage/v1/object/public/resources/',
        '/',
        '//',
        '/csp-report',
        '/find-prompt/',
        '/assets/',
        'http://localhost/rest/v1/',
      ),
      fc.constantFrom('http://[', '*', ''),
    ),
    fc.array(segment, { maxLength: 3 }),
    fc.option(query, { nil: undefined }),
    mostly(fc.constant(undefined), fc.constantFrom('#frag', ' ', '\u00e9', '\t', '/../../etc/passwd'), 10),
  )
  .map(
    ([start, segments, search, tail]) =>
      `${start}${segments.join('/')}${search === undefined ? '' : `?${search}`}${tail ?? ''}`,
  );

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant('POST') },
  { weight: 4, arbitrary: fc.constantFrom('GET', 'HEAD', 'PATCH', 'DELETE', 'PUT', 'OPTIONS') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'post', 'G\tET', '', 'CONNECT', 'X'.repeat(40)),
  },
);

const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/);

const headerValue = mostly(
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
  fc.constantFrom('', ' ', 'é', 'a\r\nInjected: yes', 'x'.repeat(2000), 'a\u0000b'),
  6,
);

type Framing =
  | 'exact'
  | 'missing'
  | 'smaller'
  | 'larger'
  | 'negative'
  | 'garbage'
  | 'twice'
  | 'chunked'
  | 'chunked-broken';

const framing = mostly(
  fc.constantFrom<Framing>('exact', 'exact', 'exact', 'chunked', 'missing', 'smaller'),
  fc.constantFrom<Framing>('larger', 'negative', 'garbage', 'twice', 'chunked-broken'),
  8,
);

export interface HostileRequest {
  bytes: Buffer;
  /** Whether the request is complete as sent, so a server must answer it before the deadline. */
  complete: boolean;
}

const anyRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    method,
    target,
    version: fc.constantFrom(
      'HTTP/1.1',
      'HTTP/1.1',
      'HTTP/1.1',
      'HTTP/1.1',
      'HTTP/1.0',
      'HTTP/2.0',
      'HTTP/1.1x',
      '',
    ),
    host: fc.option(
      fc.constantFrom(
        'localhost',
        'womenloveai.localhost',
        '[::1]',
        'a'.repeat(300),
        'évil',
        'localhost:99999',
        '',
      ),
      {
        nil: undefined,
      },
    ),
    apikey: fc.option(
      fc.constantFrom(
        LOCAL_ANON_KEY,
        LOCAL_ANON_KEY,
        'the-ai-edit-local-service-role-key',
        '',
        `${LOCAL_ANON_KEY}x`,
      ),
      { nil: undefined },
    ),
    authorization: fc.option(
      fc.oneof(
        fc.constant(`Bearer ${LOCAL_ANON_KEY}`),
        headerValue.map((v) => `Bearer ${v}`),
        fc.constantFrom('Bearer', 'Basic abc', 'Bearer a.b.c'),
      ),
      { nil: undefined },
    ),
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/csv',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/pdf',
        '',
        ';;;',
      ),
      { nil: undefined },
    ),
    prefer: fc.option(
      fc.constantFrom(
        'return=representation',
        'resolution=merge-duplicates',
        'missing=default',
        'count=exact',
        'tx=rollback',
        'return=minimal',
      ),
      { nil: undefined },
    ),
    profile: fc.option(fc.constantFrom('public', 'private', 'supabase_local', 'pg_catalog'), {
      nil: undefined,
    }),
    forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), headerValue), { nil: undefined }),
    extra: fc.array(fc.tuple(token, headerValue), { maxLength: 4 }),
    manyHeaders: fc.option(fc.integer({ min: 50, max: 300 }), { freq: 20, nil: undefined }),
    framing,
    body,
  })
  .map((r) => {
    const lines = [`${r.method} ${r.target} ${r.version}`.trimEnd()];
    if (r.host !== undefined) lines.push(`Host: ${r.host}`);
    if (r.apikey !== undefined) lines.push(`apikey: ${r.apikey}`);
    if (r.authorization !== undefined) lines.push(`Authorization: ${r.authorization}`);
    if (r.contentType !== undefined) lines.push(`Content-Type: ${r.contentType}`);
    if (r.prefer !== undefined) lines.push(`Prefer: ${r.prefer}`);
    if (r.profile !== undefined) lines.push(`Content-Profile: ${r.profile}`);
    if (r.forwardedFor !== undefined) lines.push(`X-Forwarded-For: ${r.forwardedFor}`);
    for (const [name, value] of r.extra) lines.push(`${name}: ${value}`);
    for (let i = 0; i < (r.manyHeaders ?? 0); i++) lines.push(`X-Filler-${i}: ${i}`);
    const length = r.body.length;
    let payload = r.body;
    let complete = true;
    switch (r.framing) {
      case 'exact':
        lines.push(`Content-Length: ${length}`);
        break;
      case 'missing':
        break;
      case 'smaller':
        lines.push(`Content-Length: ${Math.floor(length / 2)}`);
        break;
      case 'larger':
        lines.push(`Content-Length: ${length + 10}`);
        complete = false;
        break;
      case 'negative':
        lines.push('Content-Length: -1');
        break;
      case 'garbage':
        lines.push('Content-Length: 12abc');
        break;
      case 'twice':
        lines.push(`Content-Length: ${length}`, `Content-Length: ${length + 1}`);
        break;
      case 'chunked':
        lines.push('Transfer-Encoding: chunked');
        payload = Buffer.concat([
          Buffer.from(`${length.toString(16)}${CRLF}`),
          r.body,
          Buffer.from(`${CRLF}0${CRLF}${CRLF}`),
        ]);
        break;
      case 'chunked-broken':
        lines.push('Transfer-Encoding: chunked');
        payload = Buffer.concat([Buffer.from(`zz${CRLF}`), r.body]);
        break;
    }
    return { bytes: Buffer.concat([Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'utf8'), payload]), complete };
  });

/**
 * An insert framed as supabase-js frames one (method, path, keys, JSON type, exact length) whose query,
 * preferences, forwarded address and body are the stranger's: this is what reaches the database.
 */
const hostileInsert: fc.Arbitrary<HostileRequest> = fc
  .record({
    table: fc.constantFrom(...tables, 'partnership_enquiries'),
    search: fc.option(query, { nil: undefined, freq: 2 }),
    prefer: fc.option(
      fc.constantFrom('return=representation', 'resolution=merge-duplicates', 'missing=default'),
      {
        nil: undefined,
        freq: 2,
      },
    ),
    forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), headerValue), { nil: undefined }),
    body,
  })
  .map((r) => {
    const lines = [
      `POST /rest/v1/${r.table}${r.search === undefined ? '' : `?${r.search}`} HTTP/1.1`,
      'Host: localhost',
      `apikey: ${LOCAL_ANON_KEY}`,
      `Authorization: Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type: application/json',
      `Content-Length: ${r.body.length}`,
    ];
    if (r.prefer !== undefined) lines.push(`Prefer: ${r.prefer}`);
    if (r.forwardedFor !== undefined) lines.push(`X-Forwarded-For: ${r.forwardedFor}`);
    return {
      bytes: Buffer.concat([Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'utf8'), r.body]),
      complete: true,
    };
  });

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(hostileInsert, anyRequest);

/** A request printed so that a failure can be replayed: control and non-ASCII bytes escaped. */
export const printable = (bytes: Buffer, max = 600) =>
  JSON.stringify(bytes.subarray(0, max).toString('latin1')) +
  (bytes.length > max ? ` … (${bytes.length} bytes)` : '');
