import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** The confidential desks' own folders and collections (docs/recipes.md, "A new confidential desk"). */
const WHISTLEBLOWER_DESK = [
  './src/admin/whistleblower/**',
  './src/data/whistleblower/**',
  './src/lib/whistleblower/**',
  './src/collections/{W,w}histleblower*',
]
const APPLICATIONS_DESK = [
  './src/admin/applications/**',
  './src/data/applications/**',
  './src/lib/applications/**',
  './src/collections/{A,a}pplication*',
]

/** What src/lib, and the folders that rest on it alone, never import. */
const ABOVE_LIB = [
  './src/data',
  './src/components',
  './src/admin',
  './src/app',
  './src/jobs',
  './src/collections',
  './src/globals',
]

/**
 * Payload is reached from src/data and the schema's side (collections, globals, the config, the admin's routes,
 * jobs, seed); the base layer, the languages and the UI take its types only. Admin and preview components may
 * use Payload's UI kits (React components and hooks of the admin), which reach no data themselves.
 */
const payloadRuntime = (uiKits) => [
  'error',
  {
    patterns: [
      {
        regex: `^(payload(/.*)?|@payload-config|@payloadcms/(?!(${uiKits.join('|')})$).*)$`,
        allowTypeImports: true,
        message: 'Payload is reached through src/data (type-only imports are fine).',
      },
    ],
  },
]
const PAYLOAD_UI_KITS = ['ui', 'next/templates', 'live-preview-react']

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Pages read data through src/data only; nothing outside it talks to Payload directly.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['payload', '@payload-config'], importNames: ['getPayload'], message: 'Use src/data.' },
          ],
        },
      ],
    },
  },
  {
    // The layers (README "Code"): lib is the base; the schema knows no UI; data knows no UI or routes;
    // background jobs sit above data and lib; the public site knows nothing of the back office (src/admin); a
    // desk's feature folder rests on the shared pieces, never the reverse. Imports that run against them, and
    // import cycles, fail the lint.
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Packages are not parsed for cycles: that would take minutes and they cannot import our code.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ABOVE_LIB,
              message:
                'src/lib is the base layer: it imports neither data, UI, routes, jobs nor the CMS schema.',
            },
            {
              target: ['./src/collections', './src/globals'],
              from: ['./src/components', './src/admin', './src/app', './src/jobs', './src/data'],
              message:
                'The CMS schema must not import UI (it names admin components by path string only), routes, jobs or src/data (which reads through it); shared rules belong in src/lib.',
            },
            {
              target: './src/data',
              from: ['./src/components', './src/admin', './src/app', './src/jobs'],
              message: 'src/data returns records; it imports no UI, routes or jobs.',
            },
            {
              target: './src/components',
              from: ['./src/app', './src/jobs'],
              message: 'Components are used by routes, not the other way round.',
            },
            {
              target: ['./src/components', './src/app/(frontend)'],
              from: './src/admin',
              message:
                'The public site does not import the back office (src/admin); what both need belongs in src/components, src/lib or src/data.',
            },
            {
              target: './src/admin',
              from: ['./src/app', './src/jobs', './src/seed', './src/server'],
              message:
                "The back office's components (src/admin) are named by Payload's config and used by routes; they read through src/data and build on src/lib, src/i18n and shared components, never on routes or jobs.",
            },
            {
              target: [
                './src/admin/*.{ts,tsx}',
                './src/data/*.ts',
                './src/lib/*.ts',
                './src/lib/!(whistleblower|applications)/**',
                './src/collections/sealed/**',
              ],
              from: [...WHISTLEBLOWER_DESK, ...APPLICATIONS_DESK],
              message:
                "A desk's own pieces (its whistleblower/ or applications/ folders, its collections) build on the shared ones beside them (src/lib/sealed, collections/sealed, the shared admin, data and lib modules), which serve every desk and import none.",
            },
            {
              target: WHISTLEBLOWER_DESK,
              from: APPLICATIONS_DESK,
              message:
                'One confidential desk does not import another: what both need belongs in the shared modules.',
            },
            {
              target: APPLICATIONS_DESK,
              from: WHISTLEBLOWER_DESK,
              message:
                'One confidential desk does not import another: what both need belongs in the shared modules.',
            },
            {
              target: './src/i18n',
              from: './src',
              except: ['./i18n'],
              message:
                'src/i18n (languages, paths, messages) is the ground floor: it imports nothing else of src.',
            },
            {
              target: './src/access',
              from: [...ABOVE_LIB, './src/server', './src/seed'],
              message: 'The roles (src/access) rest on src/lib only: the schema and the desks use them.',
            },
            {
              target: './src/server',
              from: [...ABOVE_LIB, './src/seed'],
              message:
                'The server around Next.js needs only src/lib and src/i18n; pages come through Next.js.',
            },
            {
              target: './src/seed',
              from: ['./src/components', './src/admin', './src/app', './src/jobs', './src/server'],
              message: 'The sample content is data for the CMS: it imports no UI, routes, jobs or server.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': payloadRuntime(['(?!)']) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': payloadRuntime(PAYLOAD_UI_KITS) },
  },
  {
    files: ['src/data/**', 'scripts/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
