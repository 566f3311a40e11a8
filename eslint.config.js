import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'test-results',
      'playwright-report',
      'coverage',
      '.data',
      'tests/**/__snapshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { id, ...rest } = record` is how a record drops the keys a component does not take.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Playwright reads what a fixture needs from its first parameter's pattern: `{}` needs nothing.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Components stay presentational: they take data through props.
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/**', '**/backend/**', '@supabase/*'],
              message: 'Components take data through props.',
            },
          ],
        },
      ],
    },
  },
  {
    // A `ch` width is measured in whichever font is loaded when the style resolves (theme/measure.ts).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\d+(\\.\\d+)?ch$/]',
          message: 'Give line lengths with measure() from theme/measure, not in ch.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
