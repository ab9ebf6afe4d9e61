// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter. It replaces the native
// schema-engine binary, which `prisma migrate` would try to download.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type * as WasmEngine from '@prisma/schema-engine-wasm';

type SchemaEngineModule = typeof WasmEngine & { __wbg_set_wasm(exports: Record<string, unknown>): void };

// Node has WebAssembly, but the ES2023 lib this workspace compiles against does not describe it.
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: {
    instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
  };
};
export type SchemaEngine = WasmEngine.SchemaEngine;

const require = createRequire(import.meta.url);
let enginePromise: Promise<SchemaEngineModule> | undefined;

/**
 * The package's entry imports the .wasm file as an ES module, which Node 20 cannot do without a flag, so the
 * JS glue is imported on its own and the module is instantiated here (once per process).
 */
function loadEngineModule(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(gluePath)) as SchemaEngineModule;
    const wasmBytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
    const { instance } = await wasmRuntime.instantiate(wasmBytes, { './schema_engine_bg.js': withUnrefTimers(glue) });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return enginePromise;
}

/**
 * The engine arms timeouts (e.g. around its lock wait) that it never clears; unref'd, they no longer hold a
 * finished CLI process open for ten seconds.
 */
function withUnrefTimers(glue: SchemaEngineModule): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...glue };
  for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return imports;
}

/** Runs `work` with a schema engine connected to `databaseUrl`, and always frees it afterwards. */
export async function withSchemaEngine<T>(
  databaseUrl: string,
  schema: { path: string; content: string },
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const engineModule = await loadEngineModule();
  const adapterFactory = new MigrationAdapterFactory(poolConfigFromUrl(databaseUrl));
  // The engine calls the factory's methods detached from it; the binding keeps `this` and maps errors.
  const adapter = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  try {
    const engine = await engineModule.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      (log: string) => reportEngineLog(log),
      adapter,
    );
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } finally {
    // Freeing the engine leaves the adapter's pool open (and the process alive until it idles out).
    await adapterFactory.closeConnections();
  }
}

/** Engine logs are JSON lines; only warnings and errors are worth showing to whoever runs a migration. */
function reportEngineLog(line: string): void {
  try {
    const entry = JSON.parse(line) as { level?: string; fields?: { message?: string } };
    if (entry.level === 'WARN' || entry.level === 'ERROR') {
      console.warn(`[schema-engine] ${entry.level}: ${entry.fields?.message ?? line}`);
    }
  } catch {
    console.warn(`[schema-engine] ${line}`);
  }
}

/**
 * The pg adapter's own shadow database is dropped while its pool still holds a connection, which fails; this one
 * closes the pool first and drops with FORCE, so no scratch database is left behind.
 */
class MigrationAdapterFactory extends PrismaPg {
  private readonly openAdapters: PgAdapter[] = [];

  constructor(private readonly poolConfig: pg.PoolConfig) {
    super({ ...poolConfig, max: 2, Client: CatalogReadingClient });
  }

  override async connect(): Promise<PgAdapter> {
    const adapter = runScriptsWhole(await super.connect());
    this.openAdapters.push(adapter);
    return adapter;
  }

  async closeConnections(): Promise<void> {
    await Promise.all(this.openAdapters.splice(0).map((adapter) => adapter.dispose()));
  }

  override async connectToShadowDb(): Promise<PgAdapter> {
    const shadowName = `pac_shadow_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client(this.poolConfig);
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${shadowName}"`);
      const adapter = runScriptsWhole(
        await new PrismaPg({ ...this.poolConfig, database: shadowName, max: 1, Client: CatalogReadingClient }).connect(),
      );
      const closePool = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        try {
          await closePool();
          await admin.query(`DROP DATABASE IF EXISTS "${shadowName}" WITH (FORCE)`);
        } finally {
          await admin.end();
        }
      };
      return adapter;
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS "${shadowName}" WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      throw error;
    }
  }
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * The pg adapter splits a migration script at every ";" (even inside comments and strings) and runs the pieces
 * one by one on whichever pooled connection is free. Sent whole instead, PostgreSQL's simple-query protocol runs
 * the script as one implicit transaction: a migration applies completely or not at all.
 */
function runScriptsWhole(adapter: PgAdapter): PgAdapter {
  const driver = adapter.underlyingDriver() as pg.Pool;
  adapter.executeScript = async (script: string) => {
    await driver.query(script);
  };
  return adapter;
}

/**
 * Discrete fields, not a connectionString: the adapter opens the shadow database with `{ ...config, database }`,
 * and pg lets a connectionString override `database`, which would point the shadow work at the real database.
 */
export function poolConfigFromUrl(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  const sslmode = url.searchParams.get('sslmode');
  return {
    host: url.searchParams.get('host') ?? (url.hostname || undefined),
    port: url.port ? Number(url.port) : undefined,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    ssl: sslmode && sslmode !== 'disable' ? { rejectUnauthorized: sslmode === 'verify-full' } : undefined,
  };
}

const CHAR_OID = 18;
const TEXT_OID = 25;

/**
 * The engine's catalogue queries return PostgreSQL's internal one-byte "char" columns (relkind, contype, ...),
 * which the pg adapter refuses as an unsupported type; their values are plain strings, so they are relabelled text.
 */
class CatalogReadingClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query;
CatalogReadingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  // pg.Pool#query passes a callback; a checked-out client gets a promise. Both paths are relabelled.
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) =>
      (last as (e: unknown, r: unknown) => void)(error, error ? result : relabelCharFields(result));
  }
  const result: unknown = Reflect.apply(plainQuery, this, args);
  if (result instanceof Promise) return result.then(relabelCharFields);
  return result;
} as typeof plainQuery;

function relabelCharFields(result: unknown): unknown {
  const fields = (result as { fields?: { dataTypeID: number }[] } | undefined)?.fields;
  for (const field of fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  return result;
}

export const NO_FILTERS: WasmEngine.SchemaFilter = { externalTables: [], externalEnums: [] };
