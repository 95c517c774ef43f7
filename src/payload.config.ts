import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type CollectionConfig, type Config, type GlobalConfig } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { hiddenButForEditors } from '@/access/roles'
import { defaultLocale, LANGUAGES, locales } from '@/i18n/routing'
import {
  CASE_DESK_TRANSLATIONS,
  caseDeskLayout,
  CASE_DESK_WIDGETS,
} from '@/collections/whistleblower/whistleblowerCaseDesk'
import { richTextEditor } from '@/collections/richText'
import { EDITOR_DESK_WIDGETS, editorDeskLayout } from '@/collections/editorDesk'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import nodemailer from 'nodemailer'
import sharp from 'sharp'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { dataDir, databaseUrl, mailFrom, payloadSecret, siteUrl, smtpUrl, usesPostgres } from '@/lib/env'
import { Associations } from '@/collections/Associations'
import { ContactSubmissions } from '@/collections/ContactSubmissions'
import { answerErrorsByShape } from '@/lib/payloadErrors'
import { payloadLogger } from '@/payloadLogger'
import { WhistleblowerKeys } from '@/collections/whistleblower/WhistleblowerKeys'
import { OfficeMemberKeys } from '@/collections/OfficeMemberKeys'
import { DeskNotices } from '@/collections/DeskNotices'
import { DeskRequests } from '@/collections/DeskRequests'
import { ScheduleNotices } from '@/collections/ScheduleNotices'
import { DESK_VAULTS } from '@/globals/DeskVaults'
import { WhistleblowerAudit } from '@/collections/whistleblower/WhistleblowerAudit'
import { WhistleblowerMessages } from '@/collections/whistleblower/WhistleblowerMessages'
import { WhistleblowerNotes } from '@/collections/whistleblower/WhistleblowerNotes'
import { WhistleblowerRedactions } from '@/collections/whistleblower/WhistleblowerRedactions'
import { WhistleblowerNotifications } from '@/collections/whistleblower/WhistleblowerNotifications'
import { WhistleblowerReports } from '@/collections/whistleblower/WhistleblowerReports'
import { WhistleblowerFiles } from '@/collections/whistleblower/WhistleblowerFiles'
import { Applications } from '@/collections/applications/Applications'
import { ApplicationAudit } from '@/collections/applications/ApplicationAudit'
import { ApplicationNotes } from '@/collections/applications/ApplicationNotes'
import { ApplicationReviews } from '@/collections/applications/ApplicationReviews'
import { ApplicationFiles } from '@/collections/applications/ApplicationFiles'
import { ApplicationKeys } from '@/collections/applications/ApplicationKeys'
import { ApplicationMails } from '@/collections/applications/ApplicationMails'
import { ApplicationMailTexts } from '@/globals/applications/ApplicationMailTexts'
import { Documents } from '@/collections/Documents'
import { Events } from '@/collections/Events'
import { History } from '@/collections/History'
import { JobLocations } from '@/collections/JobLocations'
import { Jobs } from '@/collections/Jobs'
import { Media } from '@/collections/Media'
import { News } from '@/collections/News'
import { Offices } from '@/collections/Offices'
import { Partners } from '@/collections/Partners'
import { Projects } from '@/collections/Projects'
import { TeamMembers } from '@/collections/TeamMembers'
import { MOMENT_FORMAT } from '@/collections/fields'
import { Users } from '@/collections/Users'
import { VisitorCounts } from '@/collections/VisitorCounts'
import { AwardBanner } from '@/globals/AwardBanner'
import { Company } from '@/globals/Company'
import { watchingNotificationAddresses } from '@/globals/whistleblower/notificationAddresses'
import { Downloads } from '@/globals/Downloads'
import { Home } from '@/globals/Home'
import { PageImages } from '@/globals/PageImages'
import { Popup } from '@/globals/Popup'
import { SiteSearch } from '@/globals/SiteSearch'
import { seo } from '@/collections/seo'
import { uploadStorage } from '@/collections/uploadStorage'
import { PREVIEW_COLLECTIONS, previewUrl, type PreviewCollection } from '@/lib/preview'
import { germanBesideTranslation } from '@/collections/germanOriginal'
import { yesNoColumns } from '@/collections/yesNoColumns'
import { linkWarnings } from '@/collections/linkWarnings'
import { recordIds } from '@/collections/recordIds'
import { adminNamesAsText } from '@/collections/adminLabels'
import { ADMIN_TRANSLATIONS } from '@/collections/adminTranslations'
import { restoreAsDraft } from '@/collections/restoreAsDraft'
import { checkPlan } from '@/collections/schedulePlanCheck'
import { scheduleEndsWithRecord } from '@/collections/scheduleEndsWithRecord'
import { scheduleColumn } from '@/collections/scheduleColumn'
import { translationStatus } from '@/collections/translationStatus'
import { editedBy } from '@/collections/editedBy'
import { SITE_TIME_ZONE } from '@/lib/constants'
import { DESKS } from '@/lib/sealed/desks'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): Config['db'] {
  if (usesPostgres) {
    return postgresAdapter({
      pool: { connectionString: databaseUrl },
      push: false,
      migrationDir: path.join(dirname, 'migrations', 'postgres'),
      // The production server migrates at its start (NODE_ENV=production), without Payload's CLI.
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${path.join(dataDir, 'site.db')}` },
    // WAL: one sync per commit instead of a rollback journal's several, and readers never wait for the
    // writer; synchronous stays FULL, so a stored enquiry survives a power cut.
    wal: { synchronous: 'FULL' },
    busyTimeout: 5000,
    push: false,
    migrationDir: path.join(dirname, 'migrations', 'sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

function email(): Config['email'] {
  if (!smtpUrl) return undefined
  const [address, name] = [mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom, mailFrom.replace(/\s*<[^>]+>/, '')]
  return nodemailerAdapter({
    defaultFromAddress: address,
    defaultFromName: name || 'Sekundenwerk',
    transport: nodemailer.createTransport(smtpUrl),
    skipVerify: true,
  })
}

/**
 * Content and enquiries are the editors' business: a member of the reporting office alone finds their cases
 * on the dashboard, not between news and images (their access is unchanged: they could never edit content).
 */
function forEditors<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, admin: { ...config.admin, hidden: hiddenButForEditors } }
}

/** What editors maintain: these keep who changed them last and in which language (src/collections/editedBy.ts). */
const CONTENT_COLLECTIONS = [
  News,
  Events,
  History,
  Jobs,
  JobLocations,
  Projects,
  Offices,
  TeamMembers,
  Partners,
  Associations,
  Media,
  Documents,
]
const CONTENT_GLOBALS = [
  watchingNotificationAddresses(Company),
  Home,
  PageImages,
  Downloads,
  Popup,
  AwardBanner,
]

const isPreviewCollection = (slug: string): slug is PreviewCollection =>
  (PREVIEW_COLLECTIONS as readonly string[]).includes(slug)

/** The preview button (a new tab) on the collections an editor can preview; see src/app/api/preview. */
function withPreview(config: CollectionConfig): CollectionConfig {
  const slug = config.slug
  if (!isPreviewCollection(slug)) return config
  return {
    ...config,
    admin: { ...config.admin, preview: (doc, { locale }) => previewUrl(slug, String(doc.id), locale) },
  }
}

export default buildConfig({
  serverURL: siteUrl,
  secret: payloadSecret,
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    // Payload's default is a picture from gravatar.com: a request to another host, with a hash of the e-mail address.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Sekundenwerk CMS' },
    // Record times (created, updated) in lists: German day and 24-hour time, not 'MMMM do yyyy, h:mm a'.
    dateFormat: MOMENT_FORMAT,
    // Scheduled publishing and moments are German time, preset in every picker (not an empty choice).
    timezones: { defaultTimezone: SITE_TIME_ZONE },
    // The page beside the edit form, in the editor's preview (draft mode); it renders again on each save.
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      url: ({ collectionConfig, data, locale }) =>
        collectionConfig && isPreviewCollection(collectionConfig.slug) && data?.id
          ? previewUrl(collectionConfig.slug, String(data.id), locale.code)
          : null,
      breakpoints: [
        { name: 'phone', label: '375 px', width: 375, height: 740 },
        { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
      ],
    },
    components: {
      // Corrections to Payload's own styles (the upload's German words, the document's buttons on a phone).
      providers: ['/admin/AdminCorrections#AdminCorrections'],
      // Each confidential desk's key panel: above the dashboard when something needs the member, below otherwise.
      beforeDashboard: DESKS.map((desk) => ({
        path: '/admin/DeskKeyPanel#DeskKeyPanel',
        serverProps: { desk: desk.name, placement: 'attention' },
      })),
      afterDashboard: DESKS.map((desk) => ({
        path: '/admin/DeskKeyPanel#DeskKeyPanel',
        serverProps: { desk: desk.name, placement: 'tools' },
      })),
      // Payload's form sends e-mail and password only; this one also asks for the second factor.
      views: {
        login: { Component: '/admin/SignInView#SignInView', path: '/login', exact: true },
        scheduleCalendar: {
          Component: '/admin/ScheduleCalendarView#ScheduleCalendarView',
          path: '/geplant',
          exact: true,
        },
        // The reporting office's desk: a case received by phone, in person, by post or by e-mail.
        deskCase: {
          Component: '/admin/whistleblower/DeskCaseView#DeskCaseView',
          path: '/meldestelle/erfassen',
          exact: true,
        },
        // Page views of the site, for editors (issue 43).
        visitorFigures: {
          Component: '/admin/VisitorFiguresView#VisitorFiguresView',
          path: '/besucherzahlen',
          exact: true,
        },
        // Every record and global whose English version is missing or out of date.
        translationOverview: {
          Component: '/admin/TranslationOverviewView#TranslationOverviewView',
          path: '/uebersetzungen',
          exact: true,
        },
        // The office's yearly figures, for management.
        officeFigures: {
          Component: '/admin/whistleblower/FiguresView#FiguresView',
          path: '/meldestelle/kennzahlen',
          exact: true,
        },
      },
      afterNavLinks: [
        '/admin/ScheduleNavLink#ScheduleNavLink',
        '/admin/TranslationsNavLink#TranslationsNavLink',
        '/admin/VisitorsNavLink#VisitorsNavLink',
        '/admin/whistleblower/OfficeNavLinks#OfficeNavLinks',
      ],
    },
    // The reporting office's case desk comes first on its members' dashboards; everyone keeps the collections.
    dashboard: {
      widgets: [...CASE_DESK_WIDGETS, ...EDITOR_DESK_WIDGETS],
      defaultLayout: ({ req }) => [
        ...caseDeskLayout(req.user),
        ...editorDeskLayout(req.user),
        { widgetSlug: 'collections', width: 'full' },
      ],
    },
  },
  i18n: {
    supportedLanguages: { de, en },
    fallbackLanguage: 'de',
    translations: {
      // The switch of the content's language reads differently from the admin's own language (both 'Sprache');
      // Payload's German in the company's tone ("Sie"), and what a restore does.
      de: { ...CASE_DESK_TRANSLATIONS.de, ...ADMIN_TRANSLATIONS.de },
      en: { ...CASE_DESK_TRANSLATIONS.en, ...ADMIN_TRANSLATIONS.en },
    },
  },
  localization: {
    // Named in the admin's language: 'Veröffentlichen auf Englisch', not '… auf English'.
    locales: locales.map((code) => ({ code, label: { ...LANGUAGES[code].adminLabel } })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    ...CONTENT_COLLECTIONS.map(forEditors).map(withPreview),
    forEditors(ContactSubmissions),
    // Before the users: a member of the office finds their cases first in the navigation and on the dashboard.
    WhistleblowerReports,
    WhistleblowerMessages,
    WhistleblowerFiles,
    WhistleblowerNotes,
    WhistleblowerRedactions,
    WhistleblowerNotifications,
    WhistleblowerAudit,
    WhistleblowerKeys,
    OfficeMemberKeys,
    Applications,
    ApplicationFiles,
    ApplicationMails,
    ApplicationNotes,
    ApplicationReviews,
    ApplicationAudit,
    ApplicationKeys,
    DeskRequests,
    DeskNotices,
    ScheduleNotices,
    Users,
    VisitorCounts,
  ],
  globals: [...CONTENT_GLOBALS.map(forEditors), forEditors(SiteSearch), ...DESK_VAULTS, ApplicationMailTexts],
  // The scheduling drawer's handler asks this before it queues a plan (scripts/patch-dependencies.mjs).
  custom: { checkPlan },
  editor: richTextEditor,
  db: database(),
  email: email(),
  sharp,
  hooks: { afterError: [answerErrorsByShape] },
  logger: payloadLogger,
  // adminNamesAsText last: it names in the admin language what the other plugins add too.
  plugins: [
    seo,
    uploadStorage,
    translationStatus,
    editedBy(
      CONTENT_COLLECTIONS.map((collection) => collection.slug),
      CONTENT_GLOBALS.map((global) => global.slug),
    ),
    germanBesideTranslation,
    linkWarnings,
    yesNoColumns,
    recordIds,
    restoreAsDraft,
    scheduleEndsWithRecord,
    scheduleColumn,
    adminNamesAsText,
  ],
  graphQL: { disable: true },
  telemetry: false,
  // Types are written by `npm run generate` only, so that a dev server's environment never rewrites them.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
