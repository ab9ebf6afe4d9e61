import type { z } from 'zod';
import type { AnyEndpoint, EndpointBody, EndpointQuery } from './endpoint.js';

/**
 * The zod schemas of one entry: `request` validates its JSON body, `query` its query string. They live apart from
 * the entries (in `<service>-schemas.ts`) because the browser imports the entries and must not bundle zod for them.
 */
export interface InputSchemas {
  readonly request?: z.ZodType;
  readonly query?: z.ZodType;
}

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Declares<Input> = [Input] extends [never] ? false : true;

/** The names of the entries that take a body or a query: exactly these need schemas. */
export type EntriesWithInput<Endpoints> = {
  [Name in keyof Endpoints]: Declares<EndpointBody<Endpoints[Name]>> extends true
    ? Name
    : Declares<EndpointQuery<Endpoints[Name]>> extends true
      ? Name
      : never;
}[keyof Endpoints];

/** A schema slot: the schema when its `z.input` is the entry's declared type, otherwise a type naming the mismatch. */
type Slot<Declared, Schema, Which extends string> =
  Declares<Declared> extends true
    ? Equals<z.input<Schema>, Declared> extends true
      ? Schema
      : `the ${Which} schema's z.input differs from the catalogue entry's ${Which} type`
    : `the catalogue entry declares no ${Which}`;

/** Each schema checked against the entry's phantom type; an entry without input, or a name the catalogue lacks, fails. */
type Checked<Endpoints, Schemas> = {
  [Name in keyof Schemas]: Name extends EntriesWithInput<Endpoints>
    ? {
        [Key in keyof Schemas[Name]]: Key extends 'request'
          ? Slot<EndpointBody<Endpoints[Name]>, Schemas[Name][Key], 'request'>
          : Key extends 'query'
            ? Slot<EndpointQuery<Endpoints[Name]>, Schemas[Name][Key], 'query'>
            : never;
      }
    : 'not an entry of this catalogue that takes a body or a query';
};

/** Requires a schema for each input an entry declares: `{ request }`, `{ query }` or both. */
type Required<Endpoints> = {
  [Name in EntriesWithInput<Endpoints>]: (Declares<EndpointBody<Endpoints[Name]>> extends true
    ? { readonly request: z.ZodType }
    : { readonly request?: undefined }) &
    (Declares<EndpointQuery<Endpoints[Name]>> extends true
      ? { readonly query: z.ZodType }
      : { readonly query?: undefined });
};

/**
 * Attaches the schemas to a service's catalogue, on the server side: one per declared body and query, each with
 * exactly the entry's input type (a schema that drifts from its entry fails `tsc` here). Answers the schemas as given.
 */
export function endpointSchemas<
  Endpoints extends Readonly<Record<string, AnyEndpoint>>,
  const Schemas extends Required<Endpoints>,
>(_endpoints: Endpoints, schemas: Schemas & Checked<Endpoints, Schemas>): Schemas {
  return schemas;
}

/** The schemas of one entry by its name in the catalogue (`{}` for an entry that takes no input). */
export const schemasOf = (schemas: Readonly<Record<string, InputSchemas>>, name: string): InputSchemas =>
  schemas[name] ?? {};
