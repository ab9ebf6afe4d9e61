import { type Redis } from 'ioredis';

/** A Lua script's argument: keys first (`numberOfKeys` of them), then its ARGV. */
export type RedisScriptArgument = string | number;

/** Runs the script on a client: `script(redis, key1, key2, arg1)`. */
export type RedisScript = (redis: Redis, ...keysAndArgs: RedisScriptArgument[]) => Promise<unknown>;

type ScriptCommands = Record<string, (...keysAndArgs: RedisScriptArgument[]) => Promise<unknown>>;

/**
 * A Lua script run by its SHA1 (EVALSHA) through ioredis' `defineCommand`, which loads it again by itself after a
 * Redis restart (NOSCRIPT). Plain EVAL sends the whole script and Redis hashes it on every call; the rate limit
 * runs one per request. `name` must be unique in the process (it becomes a method of each client it is used on).
 */
export function redisScript(name: string, lua: string, numberOfKeys: number): RedisScript {
  return (redis, ...keysAndArgs) => {
    const commands = redis as unknown as ScriptCommands;
    if (typeof commands[name] !== 'function') redis.defineCommand(name, { lua, numberOfKeys });
    return commands[name]!(...keysAndArgs);
  };
}
