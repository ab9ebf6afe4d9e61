// @ts-check
// Workspace boundaries for ESLint (flat config). @nx/eslint-plugin has no release for this workspace's Nx
// version, so this small plugin enforces the same tag constraints from each package.json's `nx.tags`, plus the
// rule Nx has no equivalent for: a remote's feature folders never import one another.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ name: string, root: string, tags: string[] }} Project
 * @typedef {{ root: string, projects: Project[] }} Workspace
 */

/** @type {Map<string, Workspace>} */
const workspaces = new Map();

/** The nearest folder above `file` whose package.json declares npm workspaces. @param {string} file */
function findWorkspaceRoot(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Expands the workspace globs npm uses here (`dir`, `dir/*`) into projects with their Nx tags. @param {string} root */
function loadWorkspace(root) {
  const cached = workspaces.get(root);
  if (cached) return cached;
  /** @type {string[]} */
  const globs = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  /** @type {Project[]} */
  const projects = [];
  for (const glob of globs) {
    const dirs = glob.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(root, glob.slice(0, -2), entry.name))
      : [path.join(root, glob)];
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      projects.push({ name: pkg.name, root: dir, tags: pkg.nx?.tags ?? [] });
    }
  }
  // Longest root first, so a file belongs to its innermost project.
  projects.sort((a, b) => b.root.length - a.root.length);
  const workspace = { root, projects };
  workspaces.set(root, workspace);
  return workspace;
}

/** @param {Workspace} workspace @param {string} file */
const projectOf = (workspace, file) =>
  workspace.projects.find((project) => file === project.root || file.startsWith(project.root + path.sep));

/** @param {Workspace} workspace @param {string} specifier */
const projectNamed = (workspace, specifier) =>
  workspace.projects.find(
    (project) => specifier === project.name || specifier.startsWith(project.name + '/'),
  );

/** @param {string} specifier */
const isRelative = (specifier) => specifier.startsWith('.') || path.isAbsolute(specifier);

/**
 * Calls `check(node, specifier)` for every static import, re-export, dynamic import and require of a literal.
 * @param {(node: import('estree').Node, specifier: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function visitImports(check) {
  /** @param {any} node */
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    /** @param {any} node */
    CallExpression(node) {
      const [first] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') {
        if (typeof first.value === 'string') check(first, first.value);
      }
    },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const dependencyTags = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Projects import only the projects their Nx tags allow, and other projects only by name.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          depConstraints: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                sourceTag: { type: 'string' },
                onlyDependOnLibsWithTags: { type: 'array', items: { type: 'string' } },
              },
              required: ['sourceTag', 'onlyDependOnLibsWithTags'],
              additionalProperties: false,
            },
          },
          allowRelativeAcrossProjects: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      untagged:
        'Project {{source}} has no tag that any boundary constraint covers; add one to its package.json nx.tags.',
      notAllowed: 'A {{sourceTags}} project may not import {{target}} ({{targetTags}}).',
      relative: 'Import {{target}} by its package name, not by a relative path into its files.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    /** @type {{ sourceTag: string, onlyDependOnLibsWithTags: string[] }[]} */
    const constraints = options.depConstraints ?? [];
    const file = path.resolve(context.filename);
    const root = findWorkspaceRoot(file);
    if (!root) return {};
    const workspace = loadWorkspace(root);
    const source = projectOf(workspace, file);
    if (!source) return {};
    const applicable = constraints.filter((constraint) => source.tags.includes(constraint.sourceTag));

    return visitImports((node, specifier) => {
      let target;
      if (isRelative(specifier)) {
        target = projectOf(workspace, path.resolve(path.dirname(file), specifier));
        if (!target || target === source) return;
        if (!options.allowRelativeAcrossProjects) {
          context.report({ node, messageId: 'relative', data: { target: target.name } });
          return;
        }
      } else {
        target = projectNamed(workspace, specifier);
        if (!target || target === source) return;
      }
      if (applicable.length === 0) {
        context.report({ node, messageId: 'untagged', data: { source: source.name } });
        return;
      }
      const denied = applicable.find(
        (constraint) => !constraint.onlyDependOnLibsWithTags.some((tag) => target.tags.includes(tag)),
      );
      if (denied) {
        context.report({
          node,
          messageId: 'notAllowed',
          data: {
            sourceTags: source.tags.join(', '),
            target: target.name,
            targetTags: target.tags.join(', ') || 'untagged',
          },
        });
      }
    });
  },
};

const FEATURE = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
const featureIsolation = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Code in src/features/<a>/ never imports src/features/<b>/; shared code moves to components/ or lib/.',
    },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{source}}" may not import feature "{{target}}"; move what both need to src/components/ or src/lib/.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = FEATURE.exec(file);
    if (!from) return {};
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const to = FEATURE.exec(path.resolve(path.dirname(file), specifier) + path.sep);
      if (to && to[1] === from[1] && to[2] !== from[2]) {
        context.report({ node, messageId: 'crossFeature', data: { source: from[2], target: to[2] } });
      }
    });
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: { 'dependency-tags': dependencyTags, 'feature-isolation': featureIsolation },
};
