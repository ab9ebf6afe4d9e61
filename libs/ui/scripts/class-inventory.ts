import { readFileSync } from 'node:fs';
import { findWorkspaceRoot, frontEndSourceFiles } from '@pac/federation';
import { createTailwindMerge, getDefaultConfig, twMerge, validators, type Config } from 'tailwind-merge';

/**
 * What cn() needs of tailwind-merge: the class groups of every Tailwind class the front ends write. The full default
 * configuration knows all of Tailwind (~8 KB gzip on every first page load); the generated one
 * (src/tailwind-merge-config.ts) keeps only the groups in use, and cn.test.ts checks that it merges every pair of
 * the codebase's classes exactly as the full one does.
 */
type DefaultConfig = Config<string, string>;
type ClassGroups = DefaultConfig['classGroups'];
type Definition = ClassGroups[string][number];

export const repoRoot = findWorkspaceRoot();
/** The generated configuration holds group names, not classes the apps use. */
const GENERATED_FILE = 'tailwind-merge-config.ts';

const STRING_LITERAL = /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g;
const CLASS_LIKE = /^!?[a-z0-9@*[(-][\w:/.%#\-[\]()*@!,=&>~+'"]*$/i;

/** Every word in a string literal of the front-end sources that full tailwind-merge takes for a Tailwind class. */
export function classesInUse(): string[] {
  const found = new Set<string>();
  for (const file of frontEndSourceFiles((name) => name === GENERATED_FILE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(STRING_LITERAL)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) {
        if (CLASS_LIKE.test(word) && isTailwindClass(word)) found.add(word);
      }
    }
  }
  return [...found].sort();
}

/** tailwind-merge drops the first of two copies of a class it knows and keeps both of an unknown word. */
const isTailwindClass = (word: string) => twMerge(`${word} ${word}`) === word;

/**
 * The class group of each class (after its modifiers), found by asking a merger that knows one group only. Arbitrary
 * properties (`[overflow-wrap:anywhere]`) need no group: a merger without any already recognises them.
 */
function groupsOf(classes: string[], classGroups: ClassGroups, defaults: DefaultConfig): Set<string> {
  const knowingOnly = (only: ClassGroups) =>
    createTailwindMerge(() => ({
      ...defaults,
      classGroups: only,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
  const recognises = (merge: (classes: string) => string, name: string) => merge(`${name} ${name}`) === name;
  const withoutGroups = knowingOnly({});
  const needingGroups = classes.filter((name) => !recognises(withoutGroups, name));
  const groups = new Set<string>();
  for (const group of Object.keys(classGroups)) {
    const merge = knowingOnly({ [group]: classGroups[group]! });
    if (needingGroups.some((name) => recognises(merge, name))) groups.add(group);
  }
  return groups;
}

export interface TrimmedConfig {
  groups: string[];
  themeKeys: string[];
  source: string;
}

/** The default configuration cut down to the groups of `classes`, as TypeScript source. */
export function trimmedConfig(classes: string[]): TrimmedConfig {
  const defaults: DefaultConfig = getDefaultConfig();
  const groups = groupsOf(classes, defaults.classGroups, defaults);
  const pickConflicts = (table: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([group]) => groups.has(group))
        .map(([group, others]) => [group, (others ?? []).filter((other) => groups.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  const themeKeys = new Set<string>();
  const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const render = (value: Definition | readonly Definition[]): string => {
    if (Array.isArray(value)) return `[${value.map(render).join(', ')}]`;
    if (typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'function') {
      const themeKey = (value as { isThemeGetter?: boolean; themeKey?: string }).themeKey;
      if ((value as { isThemeGetter?: boolean }).isThemeGetter && themeKey) {
        themeKeys.add(themeKey);
        return `fromTheme(${JSON.stringify(themeKey)})`;
      }
      const name = validatorNames.get(value);
      if (!name) throw new Error(`tailwind-merge validator without an exported name: ${value.toString()}`);
      return name;
    }
    return `{ ${Object.entries(value as Record<string, readonly Definition[]>)
      .map(([key, inner]) => `${JSON.stringify(key)}: ${render(inner)}`)
      .join(', ')} }`;
  };
  // Order matters: the first group whose pattern takes a class wins (`border-2` is a width before a colour).
  const classGroupsSource = Object.keys(defaults.classGroups)
    .filter((group) => groups.has(group))
    .map((group) => `    ${JSON.stringify(group)}: ${render(defaults.classGroups[group]!)},`)
    .join('\n');
  // Theme scales can name other scales; render until no new key appears.
  const renderedTheme = new Map<string, string>();
  for (
    let pending = [...themeKeys];
    pending.length;
    pending = [...themeKeys].filter((k) => !renderedTheme.has(k))
  ) {
    for (const key of pending) renderedTheme.set(key, render(defaults.theme[key] ?? []));
  }
  const themeSource = [...renderedTheme]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `    ${JSON.stringify(key)}: ${value},`)
    .join('\n');
  const usedValidators = [...validatorNames.values()].filter((name) =>
    new RegExp(`\\b${name}\\b`).test(classGroupsSource + themeSource),
  );
  const source = `// Generated by \`npm run generate:merge-config -w @pac/ui\` from the classes the front ends use; do not edit.
// cn.test.ts fails when a class of a group missing here appears, and says to run the command again.
import { fromTheme, validators, type Config } from 'tailwind-merge';

const { ${usedValidators.join(', ')} } = validators;

export const TAILWIND_MERGE_CONFIG: Config<string, string> = {
  cacheSize: ${defaults.cacheSize},
  theme: {
${themeSource}
  },
  classGroups: {
${classGroupsSource}
  },
  conflictingClassGroups: ${JSON.stringify(pickConflicts(defaults.conflictingClassGroups))},
  conflictingClassGroupModifiers: ${JSON.stringify(pickConflicts(defaults.conflictingClassGroupModifiers))},
  orderSensitiveModifiers: ${JSON.stringify(defaults.orderSensitiveModifiers)},
  postfixLookupClassGroups: ${JSON.stringify((defaults.postfixLookupClassGroups ?? []).filter((group) => groups.has(group)))},
};
`;
  return { groups: [...groups].sort(), themeKeys: [...renderedTheme.keys()].sort(), source };
}
