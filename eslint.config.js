import js from '@eslint/js';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'lib/**',
      'node_modules/**',
      'coverage/**',
      'fixtures/**',
      'bench/out/**',
      '**/*.generated.ts',
      'lib-bench/**',
      'lib-scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Plain JavaScript (configs, the bin shim, CommonJS stubs) is outside the TypeScript project.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // Sizes a reader can hold (issue 53): a file of src/ within 800 lines, a function within 120 (comments and blank
    // lines count: they are read too). A longer one is split into named steps.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 800 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    // The core is pure: no file system, git, network or GitHub. Adapters hand it what it needs.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/core is pure: Node built-ins belong in src/adapters.' },
            { group: ['@actions/*', '@octokit/*'], message: 'src/core knows nothing of GitHub: use src/github.' },
          ],
          // Bare names too (`fs`, `path`, `child_process`): every Node built-in.
          paths: builtinModules.map((name) => ({
            name,
            message: 'src/core is pure: Node built-ins belong in src/adapters.',
          })),
        },
      ],
    },
  },
);
