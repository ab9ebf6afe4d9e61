// The pg driver adapter as the Wasm schema engine needs it. Three gaps of @prisma/adapter-pg 7.10 are closed
// here; each is covered by a test in migrations.test.ts.
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlQuery,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * Gap 1: the adapter's own shadow database is dropped while its pool still holds a connection, which fails.
 * This one closes the pool first and drops with FORCE, so no scratch database is left behind.
 */
export class MigrationAdapterFactory extends PrismaPg {
  private readonly openAdapters: PgAdapter[] = [];

  constructor(private readonly poolConfig: pg.PoolConfig) {
    super({ ...poolConfig, max: 2 });
  }

  override async connect(): Promise<PgAdapter> {
    const adapter = adaptForSchemaEngine(await super.connect());
    this.openAdapters.push(adapter);
    return adapter;
  }

  /** Freeing the engine leaves the adapter's pool open (and the process alive until it idles out). */
  async closeConnections(): Promise<void> {
    await Promise.all(this.openAdapters.splice(0).map((adapter) => adapter.dispose()));
  }

  override async connectToShadowDb(): Promise<PgAdapter> {
    const shadowName = `pac_shadow_${randomUUID().replaceAll('-', '')}`;
    const dropShadow = `DROP DATABASE IF EXISTS "${shadowName}" WITH (FORCE)`;
    const admin = new pg.Client(this.poolConfig);
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${shadowName}"`);
      const adapter = adaptForSchemaEngine(
        await new PrismaPg({ ...this.poolConfig, database: shadowName, max: 1 }).connect(),
      );
      const closePool = adapter.dispose.bind(adapter);
      let dropped: Promise<void> | undefined;
      // The engine does not always dispose a shadow connection itself; closeConnections() does, once.
      adapter.dispose = () =>
        (dropped ??= (async () => {
          try {
            await closePool();
            await admin.query(dropShadow);
          } finally {
            await admin.end();
          }
        })());
      this.openAdapters.push(adapter);
      return adapter;
    } catch (error) {
      await admin.query(dropShadow).catch(() => undefined);
      await admin.end();
      throw error;
    }
  }
}

interface AdapterInternals {
  performIO(query: SqlQuery): Promise<pg.QueryArrayResult>;
  queryRaw(query: SqlQuery): Promise<SqlResultSet>;
}

const CHAR_OID = 18;
const TEXT_OID = 25;

function adaptForSchemaEngine(adapter: PgAdapter): PgAdapter {
  const driver = adapter.underlyingDriver();

  // Gap 2: the adapter splits a script at every ";" (even inside comments and strings) and runs the pieces one
  // by one on whichever pooled connection is free. Sent whole, PostgreSQL's simple-query protocol runs the script
  // as one implicit transaction: a migration applies completely or not at all.
  adapter.executeScript = async (script: string) => {
    try {
      await driver.query(script);
    } catch (error) {
      throw asAdapterError(error);
    }
  };

  // Gap 3: the engine's catalogue queries return PostgreSQL's one-byte "char" columns (relkind, contype, ...),
  // which the adapter refuses as unsupported, while the engine reads them as Character values. They are passed
  // through the adapter as text and handed to the engine as Character.
  const internals = adapter as unknown as AdapterInternals;
  const performIO = internals.performIO.bind(adapter);
  const queryRaw = internals.queryRaw.bind(adapter);
  const charColumnsOf = new WeakMap<SqlQuery, number[]>();
  internals.performIO = async (query) => {
    const result = await performIO(query);
    const charColumns: number[] = [];
    result.fields?.forEach((field, index) => {
      if (field.dataTypeID === CHAR_OID) {
        field.dataTypeID = TEXT_OID;
        charColumns.push(index);
      }
    });
    if (charColumns.length > 0) charColumnsOf.set(query, charColumns);
    return result;
  };
  internals.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    for (const index of charColumnsOf.get(query) ?? [])
      resultSet.columnTypes[index] = ColumnTypeEnum.Character;
    return resultSet;
  };
  return adapter;
}

/** In the adapter's error shape, the engine reports PostgreSQL's own message instead of an opaque error id. */
function asAdapterError(error: unknown): DriverAdapterError {
  const pgError = error as Partial<pg.DatabaseError> & { message: string };
  return new DriverAdapterError({
    kind: 'postgres',
    code: pgError.code ?? 'N/A',
    severity: pgError.severity ?? 'N/A',
    message: pgError.message,
    detail: pgError.detail,
    column: pgError.column,
    hint: pgError.hint,
  });
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
