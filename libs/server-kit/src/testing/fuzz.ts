import fc from 'fast-check';
import { type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { parse as parseQueryString } from 'node:querystring';
import request from 'supertest';
import { endpointPath, type AnyEndpoint } from '@pac/contracts';

/**
 * Property-based bad-input checks for any service endpoint (fast-check over supertest). Every case is a request a
 * careless or hostile client could send: random JSON, wrong types, missing and unknown fields, huge strings,
 * bodies over the size limit, invalid UTF-8, malformed JSON, the wrong content type, NUL bytes and lone
 * surrogates. The rules checked for every answer:
 *
 * - never a 5xx, never a crash (the app still answers afterwards);
 * - every error is our JSON `{ success: false, error: '<non-empty text>' }`;
 * - input the endpoint's contract refuses gets 400 (413 over the body size limit, 415 for a charset other than
 *   UTF-8) and leaves every table of the database exactly as it was.
 *
 * Input the contract accepts may succeed or fail for business reasons (wrong password, unknown token), as long as
 * it is not a 5xx. Services import `fc` from here so one fast-check instance builds every arbitrary.
 */
export { fc };

export type FuzzMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface FuzzEndpoint {
  method: FuzzMethod;
  /** Path, without a query string. */
  path: string;
  /** Headers each request carries (bearer token, X-Session-ID); called per request. */
  headers?: () => Record<string, string>;
  /** A JSON body the endpoint takes; each case breaks it in one way. Leave out for endpoints without a body. */
  body?: Record<string, unknown>;
  /** The contract for bodies (usually the zod schema's `safeParse(body).success`); default: nothing is valid. */
  accepts?: (body: unknown) => boolean;
  /** Query parameters the endpoint reads, with values it accepts. */
  query?: Record<string, string>;
  /** The contract for the parsed query (`?a=1&a=2` gives arrays); default: any query is fine (ignored). */
  acceptsQuery?: (query: Record<string, unknown>) => boolean;
}

/** One request and what it must get. `refuse`: statuses allowed (it must be refused); null: anything below 500. */
export interface FuzzCase {
  label: string;
  query?: string;
  contentType?: string;
  payload?: string | Buffer;
  refuse: readonly number[] | null;
}

export interface FuzzOptions {
  server: () => Server;
  endpoint: FuzzEndpoint;
  /** Row counts of every table (see `tableCounts`); compared around each refused request. */
  counts?: () => Promise<Record<string, number>>;
  /** Random cases after the fixed ones; 40 by default. */
  numRuns?: number;
}

/** Strings that break naive code: NUL, lone surrogates, direction overrides, injection and template payloads. */
export const NASTY_STRINGS: readonly string[] = [
  '\u0000',
  'before\u0000after',
  '\ud800',
  'tail\udfff',
  '\u202eevil\u202c',
  '\ufeffbom',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 👩‍👩‍👧',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '   ',
  '',
];

/** Byte sequences that are not UTF-8: stray continuation, truncated, overlong, surrogate, beyond U+10FFFF. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0x80]),
  Buffer.from([0xc3]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x28, 0xa1]),
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  "{'email': 'a@example.com'}",
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1}trailing',
  '{"a":"unterminated}',
  '{"a":"\\x41"}',
  '[1,2',
  'null',
  '"just a string"',
  '12345',
  'true',
];

/** Content types the JSON API does not take (the body is the endpoint's valid body, in that format). */
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
] as const;

/** The body size limit of every service is 100 kB; this much always exceeds it. */
export const OVERSIZED_BYTES = 150_000;

/** Keys that try mass assignment or prototype pollution. */
const SNEAKY_KEYS = [
  'role',
  'plan',
  'plan_status',
  'id',
  'user_id',
  'userId',
  'is_admin',
  'password_hash',
  'email_verified',
  '__proto__',
  'constructor',
  'prototype',
] as const;

/** JSON text with keys in order, `__proto__` included as an own key (JSON.stringify of an object would drop it). */
export function jsonText(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

const formText = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();

/** A JSON body whose `key` holds bytes that are not UTF-8 inside its string value. */
function invalidUtf8Body(body: Record<string, unknown>, key: string, bytes: Buffer): Buffer {
  const marker = `__FUZZ_${randomBytes(4).toString('hex')}__`;
  const [before, after] = jsonText(Object.entries({ ...body, [key]: marker })).split(marker) as [
    string,
    string,
  ];
  return Buffer.concat([Buffer.from(before, 'utf8'), Buffer.from('x'), bytes, Buffer.from(after, 'utf8')]);
}

const wrongTypeValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ maxLength: 20 }),
);

const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `${text}\u0000${text}`),
);

/** Longer than any field allows (300+ characters), shorter than the body limit (at most 80 kB). */
const hugeText = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('a', 'é', '漢', '🏠', ' '))
  .map(([share, unit]) => {
    const most = Math.floor(80_000 / Buffer.byteLength(unit));
    return unit.repeat(300 + Math.floor(share * (most - 300)));
  });

/** The cases every run sends, in order: one of each kind per field, so coverage never depends on luck. */
export function fixedCases(endpoint: FuzzEndpoint): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const bodyAccepted = (value: unknown) => endpoint.accepts?.(value) ?? false;
  const json = (label: string, value: Record<string, unknown>): FuzzCase => ({
    label,
    contentType: 'application/json',
    payload: JSON.stringify(value),
    refuse: bodyAccepted(value) ? null : [400],
  });
  const body = endpoint.body;
  if (body) {
    for (const key of Object.keys(body)) {
      const { [key]: _dropped, ...rest } = body;
      cases.push(json(`missing ${key}`, rest));
      cases.push(json(`${key} as a number`, { ...body, [key]: 12345 }));
      cases.push(json(`${key} as an object`, { ...body, [key]: { $ne: null } }));
      cases.push(json(`${key} as an array`, { ...body, [key]: [body[key], body[key]] }));
      cases.push(json(`${key} null`, { ...body, [key]: null }));
      cases.push(json(`${key} huge`, { ...body, [key]: 'x'.repeat(20_000) }));
      for (const nasty of ['a\u0000b', '\ud800', "'; DROP TABLE users; --"]) {
        cases.push(json(`${key} = ${JSON.stringify(nasty)}`, { ...body, [key]: nasty }));
      }
      cases.push({
        label: `${key} with invalid UTF-8`,
        contentType: 'application/json',
        payload: invalidUtf8Body(body, key, INVALID_UTF8[0]!),
        refuse: [400],
      });
    }
    cases.push({
      label: 'unknown fields (prototype pollution, mass assignment) on a broken body',
      contentType: 'application/json',
      payload: jsonText([
        ['__proto__', { role: 'admin', isAdmin: true }],
        ['constructor', { prototype: { role: 'admin' } }],
        ['role', 'admin'],
      ]),
      refuse: [400],
    });
    for (const contentType of WRONG_CONTENT_TYPES) {
      const payload =
        contentType === 'application/x-www-form-urlencoded' ? formText(body) : JSON.stringify(body);
      cases.push({ label: `valid body as ${contentType}`, contentType, payload, refuse: [400] });
    }
    cases.push({
      label: 'JSON in a charset other than UTF-8',
      contentType: 'application/json; charset=iso-8859-1',
      payload: JSON.stringify(body),
      refuse: [415],
    });
  }
  for (const text of MALFORMED_JSON) {
    cases.push({
      label: `malformed JSON ${JSON.stringify(text)}`,
      contentType: 'application/json',
      payload: text,
      refuse: body ? [400] : null,
    });
  }
  // No body at all reads as {} (what body-parser makes of an empty JSON body).
  cases.push({
    label: 'empty body',
    contentType: 'application/json',
    payload: '',
    refuse: body && !bodyAccepted({}) ? [400] : null,
  });
  cases.push({
    label: `body over the size limit (${OVERSIZED_BYTES} bytes)`,
    contentType: 'application/json',
    payload: JSON.stringify({ ...body, padding: 'x'.repeat(OVERSIZED_BYTES) }),
    refuse: [413],
  });
  cases.push({
    label: 'invalid UTF-8 bytes as the whole body',
    contentType: 'application/json',
    payload: Buffer.concat(INVALID_UTF8),
    refuse: body ? [400] : null,
  });
  if (endpoint.query) {
    for (const key of Object.keys(endpoint.query)) {
      for (const value of ['%00', '%E0%A4%A', '%ZZ', 'x'.repeat(4_000), '-1', '1e309', 'NaN', '__proto__']) {
        const query = new URLSearchParams({ ...endpoint.query });
        query.delete(key);
        cases.push(queryCase(endpoint, `${key}=${value}`, `${query.toString()}&${key}=${value}`));
      }
      cases.push(queryCase(endpoint, `${key} twice`, `${key}=${endpoint.query[key]}&${key}=1`));
      cases.push(queryCase(endpoint, `${key} as an object`, `${key}[a]=1&${key}[b]=2`));
    }
  }
  return cases;
}

function queryCase(endpoint: FuzzEndpoint, label: string, query: string): FuzzCase {
  const parsed = parseQueryString(query) as Record<string, unknown>;
  const accepted = endpoint.acceptsQuery?.(parsed) ?? true;
  return { label: `query ${label}`, query, refuse: accepted ? null : [400] };
}

/** Random cases: each breaks the endpoint's valid input in one random way. */
export function randomCase(endpoint: FuzzEndpoint): fc.Arbitrary<FuzzCase> {
  const bodyAccepted = (value: unknown) => endpoint.accepts?.(value) ?? false;
  const asJson = (label: string, text: string): FuzzCase => {
    if (text === '') {
      // An empty JSON body reads as {}.
      const refuse = endpoint.body && !bodyAccepted({}) ? [400] : null;
      return { label, contentType: 'application/json', payload: text, refuse };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { label, contentType: 'application/json', payload: text, refuse: endpoint.body ? [400] : null };
    }
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return {
      label,
      contentType: 'application/json',
      payload: text,
      refuse: isObject && bodyAccepted(parsed) ? null : endpoint.body ? [400] : null,
    };
  };
  const options: fc.Arbitrary<FuzzCase>[] = [
    fc.jsonValue().map((value) => asJson('random JSON', JSON.stringify(value) ?? 'null')),
    fc
      .dictionary(fc.oneof(fc.constantFrom(...SNEAKY_KEYS), fc.string({ maxLength: 12 })), fc.jsonValue(), {
        maxKeys: 6,
      })
      .map((value) => asJson('random object', jsonText(Object.entries(value)))),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => asJson('random text as JSON', text)),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({
      label: 'random bytes',
      contentType: 'application/json',
      payload: Buffer.from(bytes),
      refuse: endpoint.body ? [400, 415] : null,
    })),
  ];
  const body = endpoint.body;
  if (body) {
    const keys = Object.keys(body);
    const key = fc.constantFrom(...keys);
    const validText = JSON.stringify(body);
    options.push(
      fc
        .tuple(key, wrongTypeValue)
        .map(([k, value]) => asJson(`wrong type in ${k}`, jsonText(Object.entries({ ...body, [k]: value })))),
      fc
        .tuple(key, nastyText)
        .map(([k, value]) => asJson(`odd text in ${k}`, jsonText(Object.entries({ ...body, [k]: value })))),
      fc
        .tuple(key, hugeText)
        .map(([k, value]) => asJson(`huge text in ${k}`, jsonText(Object.entries({ ...body, [k]: value })))),
      fc
        .subarray(keys)
        .map((kept) =>
          asJson('fields missing', jsonText(Object.entries(body).filter(([k]) => kept.includes(k)))),
        ),
      fc
        .dictionary(
          fc.oneof(fc.constantFrom(...SNEAKY_KEYS), fc.string({ maxLength: 12 })),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1, maxKeys: 4 },
        )
        .map((extra) =>
          asJson('unknown fields', jsonText([...Object.entries(body), ...Object.entries(extra)])),
        ),
      fc.integer({ min: 1, max: validText.length - 1 }).map((cut) => ({
        label: `JSON cut at ${cut}`,
        contentType: 'application/json',
        payload: validText.slice(0, cut),
        refuse: [400],
      })),
      fc.tuple(key, fc.constantFrom(...INVALID_UTF8)).map(([k, bytes]) => ({
        label: `invalid UTF-8 in ${k}`,
        contentType: 'application/json',
        payload: invalidUtf8Body(body, k, bytes),
        refuse: [400],
      })),
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({
        label: `valid body as ${contentType}`,
        contentType,
        payload: contentType === 'application/x-www-form-urlencoded' ? formText(body) : validText,
        refuse: [400],
      })),
    );
  }
  if (endpoint.query) {
    const known = Object.keys(endpoint.query);
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(...NASTY_STRINGS),
      fc.integer().map(String),
      fc.double().map(String),
    );
    options.push(
      fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 })), value), {
          maxLength: 5,
        })
        .map((pairs) => queryCase(endpoint, 'random', new URLSearchParams(pairs).toString())),
      fc
        .tuple(fc.constantFrom(...known), fc.string({ unit: 'binary', maxLength: 60 }))
        .map(([k, v]) =>
          queryCase(endpoint, `odd ${k}`, new URLSearchParams({ ...endpoint.query, [k]: v }).toString()),
        ),
    );
  } else {
    options.push(
      fc
        .array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 })), { maxLength: 4 })
        .map((pairs) => ({
          label: 'random query',
          query: new URLSearchParams(pairs).toString(),
          refuse: null,
        })),
    );
  }
  return fc.oneof(...options);
}

/** Sends one case; throws naming the case when the answer breaks a rule. */
export async function sendCase(
  server: () => Server,
  endpoint: FuzzEndpoint,
  fuzzCase: FuzzCase,
  counts?: () => Promise<Record<string, number>>,
): Promise<void> {
  const before = fuzzCase.refuse && counts ? await counts() : null;
  const url = fuzzCase.query ? `${endpoint.path}?${fuzzCase.query}` : endpoint.path;
  let req = request(server())[endpoint.method](url).set('X-Forwarded-For', randomClientIp());
  for (const [name, value] of Object.entries(endpoint.headers?.() ?? {})) req = req.set(name, value);
  if (fuzzCase.payload !== undefined) {
    req = req.set('Content-Type', fuzzCase.contentType ?? 'application/json');
    // Bytes go out as they are; superagent would otherwise serialize a Buffer as JSON.
    if (Buffer.isBuffer(fuzzCase.payload)) req = req.serialize((bytes: unknown) => bytes as string);
    req = req.send(fuzzCase.payload);
  }
  const res = await req;
  const where = `${endpoint.method.toUpperCase()} ${url.slice(0, 200)} [${fuzzCase.label}]`;
  const sent =
    fuzzCase.payload === undefined
      ? ''
      : `\n  sent (${fuzzCase.contentType}): ${describePayload(fuzzCase.payload)}`;
  const answer = `answered ${res.status}: ${(res.text ?? `<${res.type}>`).slice(0, 300)}${sent}`;
  if (res.status >= 500) throw new Error(`${where} ${answer}`);
  if (fuzzCase.refuse && !fuzzCase.refuse.includes(res.status)) {
    throw new Error(`${where} should be refused with ${fuzzCase.refuse.join(' or ')} but ${answer}`);
  }
  if (res.status >= 400 && !isErrorBody(res.body)) {
    throw new Error(`${where} ${answer}\n  (not a { success: false, error } JSON answer)`);
  }
  if (res.status >= 400 && INTERNAL_TEXT.test((res.body as { error: string }).error)) {
    throw new Error(`${where} ${answer}\n  (the message shows parser or database internals)`);
  }
  if (before && counts) {
    const after = await counts();
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (changed.length > 0) {
      throw new Error(
        `${where} was refused but changed the database: ${changed
          .map((table) => `${table} ${before[table]} → ${after[table]}`)
          .join(', ')}`,
      );
    }
  }
}

/** Runs the fixed cases, then `numRuns` random ones, then checks the app still answers. */
export async function fuzzEndpoint({ server, endpoint, counts, numRuns = 40 }: FuzzOptions): Promise<void> {
  for (const fuzzCase of fixedCases(endpoint)) await sendCase(server, endpoint, fuzzCase, counts);
  await fc.assert(
    fc.asyncProperty(randomCase(endpoint), (fuzzCase) => sendCase(server, endpoint, fuzzCase, counts)),
    { numRuns, endOnFailure: true },
  );
  const alive = await request(server()).get('/health/live');
  if (alive.status !== 200)
    throw new Error(`/health/live answered ${alive.status} after fuzzing ${endpoint.path}`);
}

/** Wording that belongs in a log, not in an answer: parser positions, error classes, database texts. */
const INTERNAL_TEXT =
  /at position \d+|Unexpected (token|end|non-whitespace)|SyntaxError|TypeError|prisma|invalid byte sequence|ECONN|\n\s+at /i;

export const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success === false &&
  typeof (body as { error?: unknown }).error === 'string' &&
  ((body as { error: string }).error.trim().length ?? 0) > 0;

const describePayload = (payload: string | Buffer) => {
  const text =
    typeof payload === 'string' ? payload : `<${payload.length} bytes> ${payload.toString('hex', 0, 60)}`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** A fresh documentation-range address per request, so per-address rate limits never answer instead. */
export const randomClientIp = () =>
  `2001:db8:${[0, 0, 0, 0].map(() => randomBytes(2).toString('hex')).join(':')}::1`;

/** Something with Prisma's `$queryRawUnsafe` (a PrismaClient). */
export interface RawQueryable {
  $queryRawUnsafe<T = unknown>(query: string): Promise<T>;
}

/** Exact row counts of every table of the database (migrations table aside), in one query. */
export function tableCounter(db: RawQueryable): () => Promise<Record<string, number>> {
  let statement: string | null = null;
  return async () => {
    if (!statement) {
      const tables = await db.$queryRawUnsafe<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
          ORDER BY table_name`,
      );
      statement = `SELECT ${tables
        .map(
          ({ name }) =>
            `(SELECT count(*)::int FROM "${name.replaceAll('"', '""')}") AS "${name.replaceAll('"', '""')}"`,
        )
        .join(', ')}`;
    }
    const [row] = await db.$queryRawUnsafe<Record<string, number>[]>(statement);
    return row ?? {};
  };
}

/** Test input for one catalogue entry: what a valid request looks like (the entry gives method, path, contract). */
export interface FuzzSample {
  /** Values for the path's `:name` parameters. */
  params?: Record<string, string>;
  headers?: FuzzEndpoint['headers'];
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Only where the path picks the contract (a settings group): otherwise the entry's `request` decides. */
  accepts?: FuzzEndpoint['accepts'];
}
/** An entry the property-based run leaves out, and why (its own tests cover it). */
export interface FuzzSkip {
  skip: string;
}
/**
 * Samples (several where the path picks the contract) or a skip per entry of a service's catalogue: TypeScript
 * makes a new entry need one.
 */
export type FuzzPlan<Endpoints extends Record<string, AnyEndpoint>> = {
  [Name in keyof Endpoints]: FuzzSample | readonly FuzzSample[] | FuzzSkip;
};

const acceptedBy = (schema: AnyEndpoint['request']) => (value: unknown) =>
  schema?.safeParse(value).success ?? false;

/**
 * The fuzz targets of a service, read from its catalogue: method, path and contract (`request`, `query`) come from
 * each entry, the plan adds only the valid sample. Runs in the plan's order (some sign-outs must come last); throws
 * when the plan and the catalogue name different entries.
 */
export function catalogueFuzzTargets<Endpoints extends Record<string, AnyEndpoint>>(
  endpoints: Endpoints,
  plan: FuzzPlan<Endpoints>,
): { name: string; endpoint: FuzzEndpoint }[] {
  const planned = Object.keys(plan).sort();
  const declared = Object.keys(endpoints).sort();
  if (planned.join() !== declared.join()) {
    throw new Error(
      `fuzz plan and catalogue differ: plan ${planned.join(', ')}; catalogue ${declared.join(', ')}`,
    );
  }
  const entries: [string, FuzzSample | readonly FuzzSample[] | FuzzSkip][] = Object.entries(plan);
  return entries.flatMap(([name, samples]) => {
    if ('skip' in samples) return [];
    const entry = endpoints[name]!;
    return (Array.isArray(samples) ? samples : [samples as FuzzSample]).map((sample) => {
      const endpoint: FuzzEndpoint = {
        method: entry.method.toLowerCase() as FuzzMethod,
        path: endpointPath(entry, sample.params),
        ...(sample.headers ? { headers: sample.headers } : {}),
        ...(sample.body ? { body: sample.body, accepts: sample.accepts ?? acceptedBy(entry.request) } : {}),
        ...(sample.query ? { query: sample.query } : {}),
        ...(entry.query ? { acceptsQuery: acceptedBy(entry.query) } : {}),
      };
      return { name, endpoint };
    });
  });
}
