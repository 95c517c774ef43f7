import { readFileSync } from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * The confidential desks (src/lib/sealed/desks.ts): each has a folder of its name in every layer it needs
 * (docs/recipes.md, "A new confidential desk"). The shared modules around them serve every desk and import
 * none; one desk imports nothing of another. The folders follow the registry's entries.
 */
/** Each confidential desk's folder name is its name in the registry (src/lib/sealed/desks.ts). */
export const DESK_FOLDERS = [
  ...readFileSync(new URL('./src/lib/sealed/desks.ts', import.meta.url), 'utf8').matchAll(
    /^  name: '([a-z-]+)',$/gm,
  ),
].map((match) => match[1])
const DESK_LAYERS = ['lib', 'data', 'collections', 'globals', 'admin']
const deskFolders = (name) => DESK_LAYERS.map((layer) => `./src/${layer}/${name}/**`)
/** A layer's modules outside every desk's folder. */
const SHARED_MODULES = DESK_LAYERS.flatMap((layer) => [
  `./src/${layer}/*.{ts,tsx}`,
  `./src/${layer}/!(${DESK_FOLDERS.join('|')})/**`,
])

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
// The rich-text editor's client side and its Lexical (plugins of the editor) are UI kits too.
const PAYLOAD_UI_KITS = [
  'ui',
  'next/templates',
  'live-preview-react',
  'richtext-lexical/client',
  'richtext-lexical/lexical(/.*)?',
]

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
              from: ['./src/components', './src/admin', './src/app', './src/jobs'],
              message:
                'The CMS schema must not import UI (it names admin components by path string only), routes or jobs; its hooks read and write records through src/data.',
            },
            {
              target: './src/data',
              from: [
                './src/components',
                './src/admin',
                './src/app',
                './src/jobs',
                './src/collections',
                './src/globals',
              ],
              message:
                'src/data reads and writes records; it imports no UI, routes or jobs, nor the CMS schema, whose hooks call into it (shared rules belong in src/lib).',
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
              target: SHARED_MODULES,
              from: DESK_FOLDERS.flatMap(deskFolders),
              message:
                "A desk's own pieces (its folder in each layer) build on the shared ones beside them (src/lib/sealed, the desk registry, the shared admin, data, schema and lib modules), which serve every desk and import none.",
            },
            ...DESK_FOLDERS.map((name) => ({
              target: deskFolders(name),
              from: DESK_FOLDERS.filter((other) => other !== name).flatMap(deskFolders),
              message:
                'One confidential desk does not import another: what both need belongs in the shared modules.',
            })),
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
