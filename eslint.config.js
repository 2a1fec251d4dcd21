// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Lint for mistakes, not style (Prettier owns layout): typescript-eslint's recommended rules, the rules of
 * hooks, and jsx-a11y's recommended set, because the shop promises WCAG 2.1 AA.
 */
export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".cache/**",
      "**/.wrangler/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "workers/content/src/data.generated.ts",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // Unused names are errors, except the conventional `_`-prefixed placeholders.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Input cleaning (CSV cells, labels, file names) matches control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    // Tests read untyped JSON answers of the services on purpose.
    files: ["tests/**/*.ts", "tests/**/*.tsx", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Forms are read through app/platform/security/form-data.server.ts: a size limit, and a 400 for an unreadable body.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/platform/security/form-data.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message: "Read forms with formDataOr413 or formDataWithin (app/platform/security/form-data.server.ts).",
        },
        {
          // Await rethrows without an error element: one failed streamed part would take the whole page down.
          selector:
            "JSXOpeningElement[name.name='Await']:not(:has(JSXAttribute[name.name='errorElement'])), JSXAttribute[name.name='errorElement'] > JSXExpressionContainer > Literal[value=null]",
          message:
            "Give <Await> an errorElement; OMIT_ON_ERROR (app/platform/rendering/omit-on-error.tsx) renders nothing.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "tests/routes/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
