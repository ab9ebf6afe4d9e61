/**
 * Addresses that differ per deployment. The shell fills them from its runtime manifest at start; since this lib is
 * a federation singleton every remote reads the same values.
 */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) in front of the spec's `/api/...` paths; '' means same origin. */
  apiBaseUrl: string;
  /**
   * The separate calculator site users are handed over to (spec section 4); '' means none is configured. There is
   * deliberately no built-in address: a guessed one would send signed-in users to a dead page.
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

export const isCalculatorConfigured = (): boolean => current.calculatorUrl.trim() !== '';

/** For tests: back to the defaults. */
export function resetRuntimeConfig(): void {
  current = { ...defaults };
}
