// Layering is enforced here, not by hope (see docs/architecture.md, "Layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import noUnboundedSpread from './eslint-rules/no-unbounded-spread.js';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises',
  'http', 'https', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream', 'tls', 'url', 'util',
  'v8', 'vm', 'worker_threads', 'zlib',
];

const engineImportBans = {
  paths: [
    ...nodeBuiltins.map((name) => ({ name, message: 'src/engine is pure: Node APIs only in src/engine/node/.' })),
    { name: 'electron', message: 'src/engine never touches Electron.' },
    { name: 'react', message: 'src/engine has no UI.' },
    { name: 'react-dom', message: 'src/engine has no UI.' },
    { name: 'konva', message: 'src/engine has no UI.' },
    { name: 'monaco-editor', message: 'src/engine has no UI.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'src/engine is pure: Node APIs only in src/engine/node/.' },
    { group: ['**/renderer/**', '**/main/**', '**/preload/**', '**/cli/**'], message: 'Lower layers never import higher ones.' },
    { group: ['**/engine/node/**', './node/**', '../node/**'], message: 'Only src/engine/node may use Node-only engine code.' },
  ],
};

// The ruleset seam (docs/architecture.md, "Rulesets: one seam"): shared engine code reaches rulesets only through the
// one list (src/engine/rulesets/index.ts); a ruleset never imports another one, nor the list (it is in the list).
const rulesetIds = readdirSync('src/engine/rulesets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const throughTheList = {
  group: ['**/rulesets/*/**', '!**/renderer/rulesets/**'],
  message: 'Shared code reaches a ruleset only through the list, src/engine/rulesets/index.ts (see "Adding a ruleset").',
};
// Import paths are matched as written ('../<id>/index'), so a folder named like another ruleset is banned.
const notAnotherRuleset = (id) => ({
  group: rulesetIds.filter((other) => other !== id).map((other) => `**/${other}/**`),
  message: 'A ruleset never imports another ruleset: share through src/engine/core.',
});

// The renderer's half of the seam: the shell takes the rulesets' studios from one list (src/renderer/rulesets/index.ts),
// imported at one composition root (src/renderer/main.tsx); a ruleset's studio never imports another ruleset's code.
const rendererRulesetIds = readdirSync('src/renderer/rulesets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const rendererBans = {
  paths: [
    { name: 'electron', message: 'The renderer reaches the host only through window.studio (src/renderer/host).' },
    ...nodeBuiltins.map((name) => ({ name, message: 'The renderer never touches the file system or Node.' })),
  ],
  patterns: [
    { group: ['node:*'], message: 'The renderer never touches the file system or Node.' },
    { group: ['**/main/**', '**/preload/**', '**/cli/**', '**/engine/node/**'], message: 'Renderer imports engine and shared only.' },
  ],
};
const shellBans = {
  group: ['**/rulesets/**', '!**/engine/rulesets/index', '!**/engine/rulesets/index.ts'],
  message: 'The shell takes rulesets from their RulesetUi registrations (src/renderer/ruleset-ui.ts); only src/renderer/main.tsx imports the list.',
};
// The engine's lists of every ruleset (the rulesets' index, every diagnostic code) pull every ruleset's rules,
// validators and batches into the start-up bundle: the shell reads the shared codes, the validation worker the rest.
const shellNotEveryRuleset = {
  group: ['**/engine/rulesets/index', '**/engine/rulesets/index.ts', '**/engine/format/codes', '**/engine/format/index', '**/engine/format/registry'],
  message: "This would load every ruleset's engine at start-up: read format/shared-codes, or ask the validation worker.",
};
const notAnotherRulesetUi = (id) => ({
  group: [...new Set([...rulesetIds, ...rendererRulesetIds])].filter((other) => other !== id).map((other) => `**/${other}/**`),
  message: "A ruleset's studio never imports another ruleset's code: share through the shell or src/engine/core.",
});

/** Editor folders (in any ruleset's studio) that take other parts' drawings through a layer seam. */
const LAYERED_EDITORS = ['mission'];
const editorNotSim = {
  group: ['**/sim/**', '../sim', './sim'],
  message: 'The simulator draws on this editor through its layer seam (e.g. mission/map-layers.ts, registerMapLayer); the editor never imports it.',
};

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'out/**', 'dist/**', 'src/engine/generated/**', 'test-results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { studio: { rules: { 'no-unbounded-spread': noUnboundedSpread } } },
    rules: {
      'studio/no-unbounded-spread': ['error', { ignoreCallees: ['register'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/node/**'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', engineImportBans],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'XMLHttpRequest',
          'process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'performance'].map((name) => ({
          name,
          message: 'src/engine is pure and deterministic: no host globals.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in src/engine/core/rng.' },
        { object: 'Date', property: 'now', message: 'The engine is deterministic: no clock reads.' },
        { object: 'performance', property: 'now', message: 'The engine is deterministic: no clock reads.' },
        { object: 'crypto', property: 'getRandomValues', message: 'Use the seeded RNG in src/engine/core/rng.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine is deterministic: no clock reads.' },
      ],
    },
  },
  {
    files: ['src/engine/*.ts', 'src/engine/{core,format,conform}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { ...engineImportBans, patterns: [...engineImportBans.patterns, throughTheList] }] },
  },
  {
    // Node-only engine code (the worker pool, schema help) reads the list too. The exporters are being moved onto the
    // rulesets' print code (issue 15); until then they import it directly.
    files: ['src/engine/node/**/*.ts', 'src/cli/**/*.ts'],
    ignores: ['src/engine/node/export/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughTheList] }] },
  },
  ...rulesetIds.map((id) => ({
    files: [`src/engine/rulesets/${id}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { ...engineImportBans, patterns: [...engineImportBans.patterns, notAnotherRuleset(id)] }] },
  })),
  {
    // Games are re-entrant: what a game changes lives in its state (scratch buffers in its scratch, see
    // the Sine Tempore rules' scratch.ts), never in a module. WeakMap caches keyed by compiled, never-changed objects are
    // allowed: they hold answers, not state.
    files: ['src/engine/rulesets/*/rules/**/*.ts', 'src/engine/rulesets/*/batch/**/*.ts', 'src/engine/rulesets/*/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine is deterministic: no clock reads.' },
        ...['Program > VariableDeclaration[kind="let"]', 'Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]'].map((selector) => ({
          selector,
          message: 'No module-level variables in rules: a game keeps what it changes in its state (re-entrant games).',
        })),
        ...[
          'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array$/]',
          'Program > VariableDeclaration > VariableDeclarator > ArrayExpression[elements.length=0]',
          'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set)$/][arguments.length=0]',
        ].map((selector) => ({
          selector,
          message: 'No module-level buffers, lists or maps in rules: scratch belongs to a game (rules/scratch.ts); a fixed table is written out, a cache is a WeakMap keyed by a compiled object.',
        })),
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', rendererBans],
    },
  },
  {
    // The shell: everything in the renderer outside the rulesets' folders and the composition root.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/rulesets/**', 'src/renderer/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { ...rendererBans, patterns: [...rendererBans.patterns, shellBans, shellNotEveryRuleset] }] },
  },
  ...rendererRulesetIds.map((id) => ({
    files: [`src/renderer/rulesets/${id}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { ...rendererBans, patterns: [...rendererBans.patterns, notAnotherRulesetUi(id)] }] },
  })),
  // Editors whose views others draw on through a layer seam (the mission map: mission/map-layers.ts) never import the
  // simulator that draws there (issue 11).
  ...rendererRulesetIds.map((id) => ({
    files: LAYERED_EDITORS.map((folder) => `src/renderer/rulesets/${id}/${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { ...rendererBans, patterns: [...rendererBans.patterns, notAnotherRulesetUi(id), editorNotSim] }] },
  })),
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**'], message: 'Main and preload never import the renderer.' }] },
      ],
    },
  },
  {
    // Tests and benches build their own lists; a card face's drawing operations are bounded by the card's area
    // (textBox drops lines that do not fit), so their spreads stay.
    files: ['tests/**', 'bench/**', 'eslint.config.js', 'src/engine/rulesets/*/print/deck-faces.ts'],
    rules: { 'studio/no-unbounded-spread': 'off' },
  },
  {
    files: ['src/renderer/**/*.worker.ts'],
    languageOptions: { globals: { ...globals.worker } },
  },
);
