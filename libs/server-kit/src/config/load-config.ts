import { z } from 'zod';

/** Where configuration problems go and how the process stops; injectable so tests can observe both. */
export interface ConfigFailureHandlers {
  report: (line: string) => void;
  exit: (code: number) => never;
}

const defaultHandlers: ConfigFailureHandlers = {
  report: (line) => console.error(line),
  exit: (code) => process.exit(code),
};

export type EnvSource = Record<string, string | undefined>;

/**
 * One readable line per problem, naming the variable, e.g. `Invalid configuration: DATABASE_URL is required`.
 * Zod's own message is used when the schema gives one (custom messages are written for people).
 */
export function describeConfigIssues(error: z.ZodError, env: EnvSource): string[] {
  return error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    const missing = issue.path.length > 0 && (env[variable] === undefined || env[variable] === '');
    const problem = missing ? 'is required' : issue.message;
    return `Invalid configuration: ${variable} ${problem}`;
  });
}

/**
 * Validate the environment against a zod object schema. On failure it prints one line per problem and exits
 * with code 1: a service must never start half-configured.
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: EnvSource = process.env,
  handlers: ConfigFailureHandlers = defaultHandlers,
): z.infer<Schema> {
  // Empty strings count as unset, so `FOO= node dist/main.js` falls back to the default instead of failing oddly.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  for (const line of describeConfigIssues(result.error, env)) handlers.report(line);
  return handlers.exit(1);
}
