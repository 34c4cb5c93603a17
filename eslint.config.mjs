// The linter: type-aware TypeScript rules, the rules of hooks with React Compiler's rules, JSX accessibility and
// Storybook's rules for story files. Zero findings is the bar (`pnpm lint`, part of npm test); a rule turned off
// here or on a line says why. Formatting is Biome's (biome.json), so no rule here is about layout.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignored = [
  '**/node_modules/**',
  '**/build/**',
  '**/dist/**',
  'storybook-static/**',
  '**/.react-router/**',
  // Generated or third-party files served as they are.
  'public/**',
  'site/public/**',
  'packages/data/src/database.types.ts',
  '.data/**',
  '.tools/**',
  'test-results/**',
  // Deliberately broken pages the launch check must refuse.
  'scripts/launch-check-fixtures/**',
];

export default tseslint.config(
  { ignores: ignored },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig that owns it (the Edge Functions' Deno entry points included:
        // supabase/functions/tsconfig.json takes every file of theirs).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_name` marks a parameter or a destructured key that is deliberately left out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // An async function that implements a Promise-returning interface (a mock, a store, a handler) reads better
      // than one wrapping its value in Promise.resolve.
      '@typescript-eslint/require-await': 'off',
      // Event handlers may be async: React ignores what they return, and each one catches its own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A component of the library that needs the platform's newer attributes (invoker commands) or an inline script
      // names the declarations it needs with a path reference, so every project that compiles it has them.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'never' }],
      // React Router's loaders throw its data() responses (a 404, a 503) for the route's error boundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // Tests read JSON answers and assert on their shape: the assertion is the type check. They read the bodies
    // they sent back as text.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  reactHooks.configs.flat['recommended-latest'],
  {
    // Playwright's fixtures receive `use`, which is not React's hook of the same name.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // A region that scrolls sideways (a wide table, the logo strip, a chart) takes focus so it can be scrolled by
      // keyboard (axe's scrollable-region-focusable); it is named, and a region role says what it is.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'group'], tags: [] }],
      // Safari's VoiceOver drops a list's semantics once its markers are styled away; role="list" gives them back.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // One vocabulary (decision 015): a heading is the library's Heading, whose level is the outline and whose size is
    // the look; only Heading itself writes the element. Stories may set a page around what they show.
    files: ['packages/ui/src/**/*.tsx', 'site/app/**/*.tsx'],
    ignores: ['packages/ui/src/Heading/Heading.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^h[1-6]$/]',
          message: 'Use the library’s Heading (level and size) instead of a raw heading element.',
        },
      ],
    },
  },
);
