import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint, input, typed } from './endpoint.js';
import { ENDPOINTS_BY_SERVICE } from './index.js';
import { ENDPOINT_SCHEMAS_BY_SERVICE, endpointSchemas, type InputSchemas } from './schemas.js';

const noteSchema = z.object({ text: z.string() });
const PROBE = {
  note: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/notes',
    access: 'public',
    request: input<z.input<typeof noteSchema>>(),
    response: typed<{ ok: true }>(),
  }),
  read: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/notes',
    access: 'public',
    response: typed<{ ok: true }>(),
  }),
} as const;

describe('endpoint schemas', () => {
  it("give every service's entries exactly the schemas they declare", () => {
    const offences = Object.entries(ENDPOINTS_BY_SERVICE).flatMap(([service, endpoints]) => {
      const schemas: Readonly<Record<string, InputSchemas>> =
        ENDPOINT_SCHEMAS_BY_SERVICE[service as keyof typeof ENDPOINT_SCHEMAS_BY_SERVICE];
      const names = new Set([...Object.keys(endpoints), ...Object.keys(schemas)]);
      return [...names].flatMap((name) => {
        const entry = (endpoints as Record<string, { request?: unknown; query?: unknown } | undefined>)[name];
        const attached = schemas[name] ?? {};
        if (!entry) return [`${service}.${name}: schemas for an entry the catalogue lacks`];
        return (['request', 'query'] as const)
          .filter((key) => Boolean(entry[key]) !== Boolean(attached[key]))
          .map(
            (key) =>
              `${service}.${name}: ${key} ${entry[key] ? 'declared without a schema' : 'schema without a declaration'}`,
          );
      });
    });
    expect(offences).toEqual([]);
  });

  it('refuse, at compile time, a schema whose input differs from the entry or that the entry does not declare', () => {
    expect(endpointSchemas(PROBE, { note: { request: noteSchema } })).toEqual({
      note: { request: noteSchema },
    });
    // @ts-expect-error the schema's z.input is not the entry's request type
    endpointSchemas(PROBE, { note: { request: z.object({ text: z.number() }) } });
    const wider = z.object({ text: z.string(), extra: z.string().optional() });
    // @ts-expect-error a wider schema than the entry's type drifts too
    endpointSchemas(PROBE, { note: { request: wider } });
    // @ts-expect-error the entry declares no query
    endpointSchemas(PROBE, { note: { request: noteSchema, query: noteSchema } });
    // @ts-expect-error an entry without input takes no schemas
    endpointSchemas(PROBE, { note: { request: noteSchema }, read: { request: noteSchema } });
    // @ts-expect-error a declared request needs its schema
    endpointSchemas(PROBE, {});
  });
});
