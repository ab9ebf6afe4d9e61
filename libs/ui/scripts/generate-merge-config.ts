import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { classesInUse, repoRoot, trimmedConfig } from './class-inventory.js';

/** Writes src/tailwind-merge-config.ts: the tailwind-merge groups of the classes the front ends use today. */
const target = path.join(repoRoot, 'libs/ui/src/tailwind-merge-config.ts');
const classes = classesInUse();
const { groups, source } = trimmedConfig(classes);
const prettierOptions = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(source, { ...prettierOptions, filepath: target }));
console.info(
  `${path.relative(repoRoot, target)}: ${groups.length} class groups for ${classes.length} classes`,
);
