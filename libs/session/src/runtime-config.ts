/**
 * Addresses that differ per deployment. The shell fills them from its runtime manifest at start; since this lib is
 * a federation singleton every remote reads the same values.
 */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) in front of the public `/api/...` paths; '' means same origin. */
  apiBaseUrl: string;
  /**
   * '' (the default): the built-in calculator at `/calculator`, a remote of this site. Set only where the calculator
   * is deployed as its own site on another origin; users are then sent there with a one-time sign-in code.
   */
  calculatorUrl: string;
}

const defaults: RuntimeConfig = { apiBaseUrl: '', calculatorUrl: '' };
let current: RuntimeConfig = { ...defaults };

export function configureRuntime(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => typeof value === 'string'),
  );
  current = { ...current, ...defined };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests: back to the defaults. */
export function resetRuntimeConfig(): void {
  current = { ...defaults };
}
