// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter. It replaces the native
// schema-engine binary, which `prisma migrate` would try to download.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type * as WasmEngine from '@prisma/schema-engine-wasm';
import { MigrationAdapterFactory, poolConfigFromUrl } from './migration-adapter.js';

type SchemaEngineModule = typeof WasmEngine & { __wbg_set_wasm(exports: Record<string, unknown>): void };

// Node has WebAssembly, but the ES2023 lib this workspace compiles against does not describe it.
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: {
    instantiate(
      bytes: Uint8Array,
      imports: object,
    ): Promise<{ instance: { exports: Record<string, unknown> } }>;
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
    registerPanicReporter();
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(gluePath)) as SchemaEngineModule;
    const wasmBytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
    const { instance } = await wasmRuntime.instantiate(wasmBytes, {
      './schema_engine_bg.js': withUnrefTimers(glue),
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return enginePromise;
}

/**
 * The engine reports a Rust panic through this global before it traps; without it the cause is lost. A Wasm
 * instance is unusable after a panic, so the next call loads a fresh one.
 */
function registerPanicReporter(): void {
  const registry = globalThis as unknown as {
    PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void };
  };
  registry.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message(message: string) {
      enginePromise = undefined;
      console.error(`[schema-engine] panic: ${message}`);
    },
  };
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

export const NO_FILTERS: WasmEngine.SchemaFilter = { externalTables: [], externalEnums: [] };
