// Flat ESLint config for the whole workspace: TypeScript everywhere, React rules where JSX lives.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/lint/src/boundaries.js';

// Which projects each kind may import (tags live in each package.json's nx.tags): the browser side never reaches
// server code, services never import one another (the payment stand-in is a test double), and nothing imports a
// remote, the shell, e2e or bench except where listed.
const BOUNDARIES = [
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-browser'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-browser'] },
  { sourceTag: 'type:lib-browser', onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-browser'] },
  { sourceTag: 'type:lib-shared', onlyDependOnLibsWithTags: ['type:lib-shared'] },
  { sourceTag: 'type:lib-server', onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-server'] },
  {
    sourceTag: 'type:service',
    onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-server', 'type:stand-in'],
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: [
      'type:lib-shared',
      'type:lib-browser',
      'type:lib-server',
      'type:service',
      'type:tool',
    ],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib-shared', 'type:tool'] },
  {
    sourceTag: 'type:bench',
    onlyDependOnLibsWithTags: ['type:lib-shared', 'type:lib-server', 'type:service', 'type:tool', 'type:e2e'],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/generated/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' },
      ],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    plugins: { boundaries },
    rules: {
      'boundaries/dependency-tags': ['error', { depConstraints: BOUNDARIES }],
      'boundaries/feature-isolation': 'error',
    },
  },
  {
    // Vite bundles these configs with Node's conditions, which would need the libs' dist builds, so they reach the
    // libs' sources by relative path; the tag constraints still apply.
    files: ['*/vite.config.ts'],
    rules: {
      'boundaries/dependency-tags': [
        'error',
        { depConstraints: BOUNDARIES, allowRelativeAcrossProjects: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nest injects by constructor parameter types, so type-only imports there would break DI metadata.
    files: ['services/**/*.ts', 'libs/server-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
