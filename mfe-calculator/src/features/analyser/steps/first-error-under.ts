/** The first field path with a message in react-hook-form's error tree, under the given top-level fields. */
export function firstErrorUnder(errors: unknown, fields: readonly string[]): string | null {
  const walk = (node: unknown, path: string): string | null => {
    if (typeof node !== 'object' || node === null) return null;
    if (typeof (node as { message?: unknown }).message === 'string') return path;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'root') continue;
      const found = walk(child, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  };
  for (const field of fields) {
    const found = walk((errors as Record<string, unknown> | undefined)?.[field], field);
    if (found) return found;
  }
  return null;
}
