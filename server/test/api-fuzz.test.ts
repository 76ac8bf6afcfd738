import { expect, it } from 'vitest';
import { describeEngines, type Session, type TestCtx } from './harness';

// Every route of the API document gets malformed requests derived from its own schema: numbers far
// outside any column, "1e999", NUL bytes, overlong strings, wrong types, missing fields, huge ids.
// Whatever the route, the answer must be a 4xx (or a success): a 5xx means the input reached the
// database or a handler unchecked.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  nullable?: boolean;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}
interface Case {
  name: string;
  path: Record<string, string>;
  query: Record<string, string>;
  /** JSON text; `undefined` sends no body. */
  body?: string;
}

const CASES_PER_ROUTE = 18;
/** JSON number literals JavaScript cannot hold as written; each stands in for itself in the body text. */
const INFINITY = '~infinity~';
const TWENTY_DIGITS = '~twenty-digits~';
const HUGE = 'x'.repeat(70_000);

/** A deterministic generator (mulberry32), so a failing case is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const typeOf = (s: Schema): string => {
  if (s.anyOf) return typeOf(s.anyOf.find((a) => a.type !== 'null') ?? s.anyOf[0]!);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'null';
  return s.type ?? (s.properties ? 'object' : 'any');
};

/** A plausible value: ids point at nothing, so a request that gets through changes no real record. */
function plausible(s: Schema, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return plausible(s.anyOf.find((a) => a.type !== 'null') ?? s.anyOf[0]!, name);
  switch (typeOf(s)) {
    case 'integer':
    case 'number': {
      const wanted = /id$/i.test(name) ? 2_000_000_000 : 1;
      return Math.min(Math.max(wanted, s.minimum ?? -Infinity), s.maximum ?? Infinity);
    }
    case 'string':
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {}, k)]));
    default:
      return null;
  }
}

/** Malformed values for a field of this schema, as they would appear in JSON. */
function badJsonValues(s: Schema): unknown[] {
  const wrong = [null, {}, [], true];
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return [
        1e308,
        -1e308,
        1.5,
        TWENTY_DIGITS,
        2 ** 31,
        -(2 ** 31) - 1,
        '1e999',
        'NaN',
        INFINITY,
        'abc',
        ...wrong,
      ];
    case 'string':
      return [HUGE, 'a\u0000b', '\u0000', 1e308, ...wrong];
    case 'boolean':
      return ['maybe', 2, ...wrong];
    case 'array':
      return ['x', [1e308], [INFINITY], ['a\u0000'], [null], [{}], Array(5000).fill(1e308), {}];
    case 'object':
      return ['x', [], 1e308, null];
    default:
      return [1e308, INFINITY, 'a\u0000b', HUGE];
  }
}

/** Malformed values for a path or query parameter (always text). */
function badTextValues(s: Schema): string[] {
  const common = ['%00', 'a%00b', encodeURIComponent(HUGE.slice(0, 3000)), ''];
  const t = typeOf(s);
  if (t === 'integer' || t === 'number') {
    return [
      '99999999999999999999',
      '1e999',
      '1e308',
      '-1e308',
      '2147483648',
      '-1',
      '0',
      '1.5',
      'NaN',
      'Infinity',
      'abc',
      ...common,
    ];
  }
  return ['1e999', ...common];
}

/** Body fields and first-level nested fields, each with the path to set it. */
function bodyFields(s: Schema): { path: string[]; schema: Schema }[] {
  const out: { path: string[]; schema: Schema }[] = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push({ path: [k], schema: v });
    const item = typeOf(v) === 'array' ? v.items : undefined;
    for (const [k2, v2] of Object.entries((item ?? v).properties ?? {})) {
      out.push({ path: item ? [k, '0', k2] : [k, k2], schema: v2 });
    }
  }
  return out;
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    const next = path[i + 1]!;
    if (at[key] === null || typeof at[key] !== 'object') at[key] = /^\d+$/.test(next) ? [] : {};
    if (Array.isArray(at[key]) && (at[key] as unknown[]).length === 0 && next === '0')
      (at[key] as unknown[]).push({});
    at = at[key] as Record<string, unknown>;
  });
  at[path.at(-1)!] = value;
  return copy;
}

const jsonText = (v: unknown) =>
  JSON.stringify(v)
    .split(JSON.stringify(INFINITY))
    .join('1e999')
    .split(JSON.stringify(TWENTY_DIGITS))
    .join('99999999999999999999');

function casesFor(op: Operation, rnd: () => number): Case[] {
  const params = op.parameters ?? [];
  const pathBase = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, String(plausible(p.schema, p.name))]),
  );
  const queryBase = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && (p as { required?: boolean }).required)
      .map((p) => [p.name, String(plausible(p.schema, p.name))]),
  );
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? plausible(bodySchema) : undefined;
  const baseText = base === undefined ? undefined : jsonText(base);
  const cases: Case[] = [];
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    for (const v of badTextValues(p.schema)) {
      const one = { ...(p.in === 'path' ? pathBase : queryBase), [p.name]: v };
      cases.push({
        name: `${p.in} ${p.name}=${v.slice(0, 30)}`,
        path: p.in === 'path' ? one : pathBase,
        query: p.in === 'query' ? one : queryBase,
        body: baseText,
      });
    }
  }
  if (bodySchema) {
    for (const text of ['{}', '[]', '"x"', 'null', '1e999', '{"a":"\\u0000"}']) {
      cases.push({ name: `body ${text}`, path: pathBase, query: queryBase, body: text });
    }
    for (const f of bodyFields(bodySchema)) {
      for (const v of badJsonValues(f.schema)) {
        const shown = typeof v === 'string' ? v.slice(0, 20) : JSON.stringify(v)?.slice(0, 20);
        cases.push({
          name: `body ${f.path.join('.')}=${shown}`,
          path: pathBase,
          query: queryBase,
          body: jsonText(withValue(base, f.path, v)),
        });
      }
    }
  }
  // Shuffle deterministically and keep a bounded number, always with the first path and body cases.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases.slice(0, CASES_PER_ROUTE);
}

function urlOf(template: string, c: Case): string {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => c.path[name] ?? '1');
  const query = Object.entries(c.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function send(ctx: TestCtx, s: Session, method: string, url: string, body: string | undefined) {
  return ctx.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: {
      authorization: `Bearer ${s.token}`,
      'X-CSRF-Token': s.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describeEngines(
  'every route refuses malformed input without a server error',
  (ctx) => {
    it('answers no 5xx to schema-derived malformed requests on any route', async () => {
      const doc = ctx().app.swagger() as { paths: Record<string, Record<string, Operation>> };
      let admin = await ctx().login('admin');
      const rnd = random(20261126);
      const failures: string[] = [];
      let routes = 0;
      let sent = 0;
      for (const [path, item] of Object.entries(doc.paths)) {
        if (path.startsWith('/api/docs')) continue;
        for (const [method, op] of Object.entries(item)) {
          routes++;
          for (const c of casesFor(op, rnd)) {
            const url = urlOf(path, c);
            let res = await send(ctx(), admin, method, url, c.body);
            // A sign-out or a revoked session among the routes must not hide the routes after it.
            if (res.statusCode === 401) {
              admin = await ctx().login('admin');
              res = await send(ctx(), admin, method, url, c.body);
            }
            sent++;
            if (res.statusCode >= 500) {
              failures.push(
                `${method.toUpperCase()} ${path} [${c.name}] -> ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
      expect(routes).toBeGreaterThan(100);
      expect(sent).toBeGreaterThan(routes * 5);
      expect(failures, failures.join('\n')).toEqual([]);
    }, 240_000);

    it('gives every number a request carries a range', () => {
      const doc = ctx().app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const unbounded: string[] = [];
      const walk = (s: unknown, at: string) => {
        if (!s || typeof s !== 'object') return;
        const o = s as Schema;
        const t = typeOf(o);
        if (
          (t === 'integer' || t === 'number') &&
          !o.anyOf &&
          (o.minimum === undefined || o.maximum === undefined)
        )
          unbounded.push(at);
        for (const [k, v] of Object.entries(o)) walk(v, `${at}.${k}`);
      };
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.name}`);
          walk(op.requestBody, `${method} ${path} body`);
        }
      }
      expect(unbounded).toEqual([]);
    });

    it('refuses numbers out of range before writing anything', async () => {
      const admin = await ctx().login('admin');
      const chemicals = () =>
        ctx().dbh.db.selectFrom('chemicals').select('id').where('name', 'like', 'Boundless%').execute();
      for (const mix of ['1e999', '1e308', '-1e999']) {
        const res = await send(
          ctx(),
          admin,
          'post',
          '/api/v1/chemicals',
          `{"Name":"Boundless ${mix}","MixRate":${mix}}`,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().ModelState).toHaveProperty('MixRate');
      }
      expect(await chemicals()).toEqual([]);
      const certification = await send(
        ctx(),
        admin,
        'post',
        '/api/v1/employees/1/certifications',
        '{"CertificationTypeId":1,"Credits":1e999}',
      );
      expect(certification.statusCode).toBe(400);
      const page = await send(
        ctx(),
        admin,
        'post',
        '/api/v1/userRoles/_search',
        '{"Skip":1e308,"Take":"1e999"}',
      );
      expect(page.statusCode).toBe(400);
    });
  },
  { env: { LOGIN_FAILURES_PER_ADDRESS: '1000000' } },
);
