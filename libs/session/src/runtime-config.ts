/**
 * Addresses that differ per deployment. The shell fills them from its runtime manifest at start; since this lib is
 * a federation singleton every remote reads the same values. Defaults suit the local stack.
 */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) in front of the spec's `/api/...` paths; '' means same origin. */
  apiBaseUrl: string;
  /** The separate calculator site users are handed over to (spec section 4). */
  calculatorUrl: string;
}

/** Local-only default for the calculator site; a deployment sets `calculatorUrl` in the manifest. */
export const DEFAULT_CALCULATOR_URL = 'http://localhost:5180/';

const defaults: RuntimeConfig = { apiBaseUrl: '', calculatorUrl: DEFAULT_CALCULATOR_URL };
let current: RuntimeConfig = { ...defaults };

export function configureRuntime(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => typeof value === 'string'));
  current = { ...current, ...defined };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests: back to the local defaults. */
export function resetRuntimeConfig(): void {
  current = { ...defaults };
}
