/**
 * The command-line arguments of a `redis-server` of one's own (the local stack's, a test's): loopback only, on
 * `port`, no snapshots, quiet. Without `appendOnlyDir` nothing is persisted; with it every write goes at once to
 * an append-only file there, so what was queued before a stop is still there after a start, as with a production
 * Redis that persists.
 */
export function redisServerArgs(port: number, appendOnlyDir?: string): string[] {
  const persistence =
    appendOnlyDir === undefined
      ? ['--appendonly', 'no']
      : ['--dir', appendOnlyDir, '--appendonly', 'yes', '--appendfsync', 'always'];
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    ...persistence,
    '--loglevel',
    'warning',
  ];
}
