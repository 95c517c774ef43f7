/** Constants of spec §9, named as the spec names them. Components import them from here. */

export const FOUNDING_DATE = '1983-04-01'
/** The live counter on the home page counts from this instant. */
export const COUNTER_START = '1983-02-07T00:00:00+01:00'
export const COUNTER_REFRESH_MS = 1000
export const VACATION_DAYS = 30
export const APPLICANT_DATA_RETENTION_MONTHS = 2
/** The language cookie (set only when the visitor uses the language control) lives this long. */
export const LOCALE_COOKIE_MONTHS = 12
/** Brand colours outside the stylesheets (web manifest, generated share images), as styles/globals.css has them. */
export const BRAND_COLOURS = { blue: '#0b2545', yellow: '#f5c400', white: '#ffffff' } as const

/** The company's time zone: a job's end date ends at midnight here, schedules are read here. */
export const SITE_TIME_ZONE = 'Europe/Berlin'

export const COUNTS = {
  offices: 5,
  contactBlocks: 6,
  wavePoints: 7,
  homeSlides: 4,
  homeTeamMembers: 9,
  teamPageMembers: 12,
  impressions: 18,
  missionNavigationPdfs: 5,
  voiceDataPdfs: 7,
  stationsPdfs: 9,
  partners: 22,
  associations: 3,
  socialLinks: 4,
} as const

export const HEADER_SCROLL_THRESHOLD_PX = 100
export const HEADER_SCROLL_DEBOUNCE_MS = 100
export const MOBILE_BREAKPOINT_PX = 900
export const DROPDOWN_ANIMATION_MS = 250
export const PAGE_LOADER_MS = 3000

export const POPUP_DELAY_MS = 3000
export const POPUP_AUTO_CLOSE_MS = 3_000_000
export const POPUP_ANIMATION_MS = 550
export const WAVE_PATH_LOOP_MS = 3000
/** Size of the popup when the editor leaves a field empty (CMS defaults and the page's fallback). */
export const POPUP_DEFAULTS = { width: '17em', height: '17em', padding: '2.5em', fontSize: '1em' } as const

export const HERO_AUTOPLAY_MS = 3500
export const SLIDE_MAX_WIDTH_PX = 1600
export const CONTAINER_MAX_WIDTH_PX = 1100
export const CONTAINER_PADDING = '1em'
export const HERO_OVERLAY_DEFAULT = 'rgba(0, 0, 0, 0.2)'

export const STAGGER = {
  newsListS: 0.2,
  projectPreviewS: 0.05,
  listDelayS: 1,
  listStepS: 0.2,
  numberCirclesS: 0.5,
  numberCircleDurationS: 1,
} as const
export const ROW_COLUMNS_DEFAULT = 3
export const ROW_GAP_DEFAULT = '2em'

export const LIGHTBOX = { fadeMs: 250, slideMs: 350, slidePx: 150, slideDelayMs: 350 } as const
export const BUTTON_PADDING_DEFAULT = '1em 2em'
export const TRANSITION_DEFAULT_MS = 400

export const MAP_DEFAULT_CENTER = { lat: 51.23, lng: 10.1 } as const
export const MAP_DEFAULT_ZOOM = 11
export const MAP_FIRST_OFFICE_DELAY_MS = 1000
export const MAP_BOUNCE_MS = 1800
export const MAP_SCROLL_OFFSET_PX = 120
export const MAP_CONSENT_COOKIE = 'google-maps-accepted'
/** Consent to load the company film from the video host (session cookie, like the map's). */
export const VIDEO_CONSENT_COOKIE = 'video-accepted'
/** Tiles of the default map provider (Leaflet); MAP_TILE_URL and MAP_TILE_ATTRIBUTION override them. */
export const MAP_TILE_URL_DEFAULT = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const MAP_TILE_ATTRIBUTION_DEFAULT =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
/** The privacy-enhanced embed host of the company film. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** Project categories of spec §3, by the id the API delivers: 1 control room, 2 stations and command vehicles, 3 alerting, 4 voice and data radio. */
export const PROJECT_CATEGORY = {
  LEITSTELLE: 1,
  WACHEN_ELW: 2,
  ALARMIERUNG: 3,
  SPRACH_DATENFUNK: 4,
} as const
export type ProjectCategoryId = (typeof PROJECT_CATEGORY)[keyof typeof PROJECT_CATEGORY]

/** Project content and short description show only when longer than this. */
export const TEXT_LENGTH_THRESHOLD = 16
export const MESSAGE_ROWS = 7

/** File types that open in a new tab (spec §2 "Navigation behaviour"). */
export const NEW_TAB_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'exe'] as const

/**
 * The longest request target the site reads, as sent (percent-encoded): its path, and path with query. Every
 * address of the site is far shorter; longer ones are answered 414 before Next.js sees them.
 */
export const REQUEST_PATH_MAX_LENGTH = 2048
export const REQUEST_TARGET_MAX_LENGTH = 8192

/** The contact and whistleblower forms: the human check, request bounds and the rate limit per client. */
export const HUMAN_CHECK_POLL_MS = 1000
export const CAPTCHA_EXPIRY_MS = 10 * 60 * 1000
export const FORM_BODY_MAX_BYTES = 32 * 1024
/** A report may hold 20,000 characters of any script (up to 4 bytes each in UTF-8). */
export const WHISTLEBLOWER_BODY_MAX_BYTES = 128 * 1024
/**
 * Files with a whistleblower report or a follow-up message (issue 41): up to 10, together at most 50 MB, of
 * these types (checked by their bytes, src/lib/uploads/fileType.ts); voice messages too (HinSchG §16(3)).
 */
export const WHISTLEBLOWER_FILES = {
  max: 10,
  totalBytes: 50 * 1024 * 1024,
  types: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/heic',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.text',
    'text/plain',
    'image/webp',
    'audio/mpeg',
    'audio/mp4',
    'audio/aac',
    'audio/ogg',
    'audio/webm',
  ],
} as const
/** A file's name as sent is kept to this many characters (src/lib/uploads/fileName.ts). */
export const FILE_NAME_MAX_CHARS = 120
/**
 * An upload's body: a pause of UPLOAD_IDLE_SECONDS without a byte, or a body still arriving after
 * UPLOAD_MAX_SECONDS (50 MB at about 30 KB/s), ends it with 408 and removes what it stored; the idle time can
 * be set (UPLOAD_IDLE_SECONDS, docs/operations.md). Left-overs of a crash are swept once no upload can still
 * own them (src/jobs/uploadSweep.ts).
 */
export const UPLOAD_IDLE_SECONDS = 60
export const UPLOAD_MAX_SECONDS = 30 * 60
/** A chosen evidence file checked before sending (cleaned, never stored): per client, checks per minute and hour. */
export const EVIDENCE_CHECK_RATE_LIMIT = { perMinute: 60, perHour: 600 } as const
/** How often the sweep of left-over upload files runs, and how old an unnamed file must be to go. */
export const UPLOAD_SWEEP = { intervalMs: 5 * 60 * 1000, minAgeMs: 5 * 60 * 1000 } as const
/** /api/health reports the data folder's free space as low below this (STORAGE_LOW_MB, docs/operations.md). */
export const STORAGE_LOW_MB = 500
export const FORM_RATE_LIMIT = { perMinute: 5, perHour: 30 } as const

/**
 * The applicant's private link (src/app/api/applications/link): a visit is a view and an action or two, a few
 * visits an hour at most; its 256-bit token is not guessable at any rate, the limit keeps the server's work bounded.
 */
export const APPLICANT_LINK_RATE_LIMIT = { perMinute: 20, perHour: 120 } as const

/**
 * Interviews (issue 56): HR proposes up to `times` times with the invitation, each `defaultMinutes` long unless
 * said otherwise; the desk's list of upcoming interviews shows the next `upcoming`.
 */
export const INTERVIEW_LIMITS = { times: 5, defaultMinutes: 60, upcoming: 20 } as const

/**
 * Job applications (issue 40): a CV (the part `cv`) and up to 4 more documents (`files`: letter, certificates,
 * photo), together at most 20 MB, as PDF, DOCX, ODT, JPEG or PNG (told by their bytes); the text fields of the form take at
 * most APPLICATION_FIELDS_MAX_BYTES besides. Kept with consent to the talent pool for TALENT_POOL_MONTHS;
 * HR is reminded of an application untouched for UNTOUCHED_APPLICATION_MONTHS. After a rejection or withdrawal
 * the data goes APPLICANT_DATA_RETENTION_MONTHS later (above, as the privacy text says).
 */
export const APPLICATION_FILES = {
  max: 5,
  totalBytes: 20 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'image/jpeg',
    'image/png',
  ],
  /** The CV's part, then the further documents'. */
  fields: ['cv', 'files'],
} as const
export const APPLICATION_FIELDS_MAX_BYTES = 64 * 1024
export const TALENT_POOL_MONTHS = 24
export const UNTOUCHED_APPLICATION_MONTHS = 6

/**
 * Mail delivery: the first retry after 30 s, doubling up to 6 h between tries; a submission still undelivered
 * 24 h after it arrived is flagged in the admin (and tried on, never dropped).
 */
export const MAIL_RETRY = {
  firstDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  flagAfterMs: 24 * 60 * 60 * 1000,
  /** A claimed delivery whose worker died is taken up again after this. */
  leaseMs: 2 * 60 * 1000,
  pollMs: 5_000,
  batchSize: 20,
} as const

/** Whistleblower channel (HinSchG §17, §11): acknowledge within 7 days, feedback within 3 months, delete 3 years after closing. */
export const WHISTLEBLOWER_DEADLINES = { acknowledgeDays: 7, feedbackMonths: 3, retentionYears: 3 } as const
/**
 * Days before each deadline on which the office's inbox is reminded (once per case and deadline): two of the
 * seven days for the acknowledgement, two weeks of the three months for the feedback.
 */
export const WHISTLEBLOWER_REMINDER_DAYS = { acknowledge: 2, feedback: 14 } as const
/** The office's dashboard: how many deadlines and newest messages it lists (the lists link to all). */
export const CASE_DESK_LIST_LENGTH = { deadlines: 10, messages: 8 } as const
/** The states of a whistleblower case, in the order a case passes through them; the reporter sees them too. */
export const CASE_STATUSES = ['received', 'acknowledged', 'in-progress', 'closed'] as const
export type CaseStatus = (typeof CASE_STATUSES)[number]
/**
 * How a case reached the office (HinSchG §16(3)): through the website's form, or recorded on the case desk after a
 * call, a meeting, a letter or an e-mail (§11: documented the same way, with minutes the reporter may confirm).
 */
export const CASE_CHANNELS = ['web', 'phone', 'in-person', 'post', 'email'] as const
export type CaseChannel = (typeof CASE_CHANNELS)[number]
/** The channels an office member records on the desk (the website's own reports arrive by themselves). */
export const DESK_CHANNELS = ['phone', 'in-person', 'post', 'email'] as const satisfies readonly CaseChannel[]
export type DeskChannel = (typeof DESK_CHANNELS)[number]
/**
 * The subject areas of a case (HinSchG §2(1), in the office's words; labels and legal sources in
 * src/lib/whistleblower/caseClasses.ts). The reporter may choose one on the form (or `unknown`: "I don't know"),
 * the office sets or corrects it on the case. Stored sealed with the case's key: the area is part of what was
 * reported (docs/decisions.md "What the reporting office's figures may know").
 */
export const CASE_AREAS = [
  'crime',
  'corruption',
  'workplace-safety',
  'money-laundering',
  'product-safety',
  'environment',
  'food-health',
  'consumer',
  'data-protection',
  'procurement',
  'accounting-tax',
  'competition',
  'other',
  'unknown',
] as const
export type CaseArea = (typeof CASE_AREAS)[number]
/**
 * How a closed case ended: the follow-up measures of HinSchG §18 (no. 1 internal inquiry, no. 2 reporter referred
 * to another competent body, no. 3 closed for lack of evidence or for other reasons, no. 4 handed over to the
 * employer's internal investigators or to a competent authority). Closing a case requires one.
 */
export const CASE_OUTCOMES = [
  'internal-inquiry',
  'referred-elsewhere',
  'closed-lack-of-evidence',
  'closed-unfounded',
  'closed-other',
  'handed-over-internal',
  'handed-over-authority',
] as const
export type CaseOutcome = (typeof CASE_OUTCOMES)[number]
/** How urgent the office deems a case. */
export const CASE_IMPORTANCE = ['low', 'normal', 'high'] as const
export type CaseImportance = (typeof CASE_IMPORTANCE)[number]
/** Why a case is marked out of the figures ("kein Hinweis im Sinne des HinSchG / Test"). */
export const MARKED_OUT_REASONS = ['out-of-scope', 'spam', 'test', 'duplicate'] as const
export type MarkedOutReason = (typeof MARKED_OUT_REASONS)[number]
/**
 * Where a passage marked as redacted for the case file is blacked out (issue 55): the report (subject, text,
 * contact details), the conversation, the internal notes, or all of them. The original stays sealed on the desk.
 */
export const REDACTION_SCOPES = ['report', 'messages', 'notes', 'everywhere'] as const
export type RedactionScope = (typeof REDACTION_SCOPES)[number]
/** A passage to redact: at least a few characters (a single letter would black out every word with it). */
export const REDACTION_PASSAGE_LENGTH = { min: 3, max: 2000 } as const
/** Free labels of a case: at most this many, each at most this long. */
export const CASE_LABELS_LIMIT = { count: 10, length: 40 } as const
/**
 * Anonymous follow-up of a whistleblower report: requests per client, and attempts per case and per client that count until
 * they succeed (wrong codes, unknown cases). Three wrong codes a minute and ten an hour per case make guessing
 * a 100-bit code hopeless; a reporter who mistyped waits a minute.
 */
export const FOLLOW_UP_RATE_LIMIT = { perMinute: 30, perHour: 300 } as const
export const WRONG_CODE_LIMIT = {
  perCase: { perMinute: 3, perHour: 10 },
  perClient: { perMinute: 20, perHour: 100 },
} as const
/**
 * Failed staff sign-ins, counted per client address (any account), per account from one address, and per
 * account from all addresses together (generous: a stranger elsewhere cannot lock a member out).
 */
export const SIGN_IN_LIMIT = {
  perClient: { perMinute: 10, perHour: 50 },
  perAccountAndClient: { perMinute: 5, perHour: 20 },
  perAccount: { perMinute: 30, perHour: 300 },
  /** Wrong second-factor codes (after the right password), per account from every address together. */
  wrongCodes: { perMinute: 5, perHour: 20 },
} as const
/** Staff passwords: at least this long, and not in the bundled list of common passwords. */
export const PASSWORD_MIN_LENGTH = 12
/** Access code for the anonymous follow-up: 20 characters of a 32-letter alphabet, 100 bits. */
export const ACCESS_CODE_LENGTH = 20
/**
 * "Neu erstellen" in the admin saves an empty draft at once (Payload does so for collections with autosave). A
 * draft still without a word in any language this long after its last change was abandoned, and is removed.
 */
export const ABANDONED_DRAFT_HOURS = 24

/** Site search (issue 42): the longest query (characters), the most results one API call returns. */
export const SEARCH_QUERY_MAX_LENGTH = 200
export const SEARCH_LIMIT_MAX = 50
export const SEARCH_LIMIT_DEFAULT = 10
/** Results the results page lists per kind when it shows every kind. */
export const SEARCH_PAGE_PER_KIND = 5
/** Results the results page lists per page when it shows one kind (`?art=`), page after page (`?seite=`). */
export const SEARCH_PAGE_SIZE = 20
/** Results GET /api/search skips at most (`offset`): further than any list of the site's results reaches. */
export const SEARCH_OFFSET_MAX = 10_000
/** Results of the other language the results page offers ("Auch auf Englisch"). */
export const SEARCH_OTHER_LANGUAGE_SHOWN = 3
/** Suggestions while typing: at most this many, asked for once typing pauses this long, from this many letters. */
export const SEARCH_SUGGESTIONS = { limit: 6, pauseMs: 150, minLength: 2 } as const
/** Requests to GET /api/search per client (suggestions while typing ask at most a few times a second). */
export const SEARCH_RATE_LIMIT = { perMinute: 120, perHour: 2000 } as const
/** The index is read again after this long even without a change (jobs close at their end date unsaved). */
export const SEARCH_INDEX_MAX_AGE_MS = 60_000
/** A change is read into the search index this long after it was noted (saves of one moment read together). */
export const SEARCH_CHANGE_DELAY_MS = 250
/** A source read right after a change is read once more this much later (the change's commit may lag). */
export const SEARCH_REREAD_AFTER_CHANGE_MS = 1500
/**
 * The text inside a document's PDF is searched (issue 42), read once per file version and within bounds: a file
 * larger than `maxBytes` is found by its title only; reading one stops after `maxPages`, `timeoutMs` or
 * `maxChars` (what was read by then is kept). A reading of the index waits `readingBudgetMs` at most for all
 * files together; the rest are read on in the background and found once they are.
 */
export const PDF_TEXT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 150,
  timeoutMs: 5000,
  maxChars: 100_000,
  readingBudgetMs: 10_000,
} as const

/** Visitor counts (issue 43): daily rows are kept this many months, then summed into one row per month. */
export const VIEW_DAILY_RETENTION_MONTHS = 25
/** A site-search term shows on the dashboard only once searched at least this often (rarer ones could be a name). */
export const VIEW_SEARCH_TERM_MIN_SHOWN = 3
/** The dashboard lists searches for the last this many weeks of its range, at most this many terms a list. */
export const VIEW_SEARCH_WEEKS = 8
export const VIEW_SEARCH_WEEK_TOP = 10
/** Counts wait in each instance's memory at most this long before they are added to the database. */
export const VIEW_FLUSH_MS = 5000
/** How often the instance that reads the proxy's view log (VIEW_LOG_FILE) reads what nginx appended (ms). */
export const VIEW_LOG_READ_MS = 1000
/** The longest path (404s) and search term stored; longer ones are cut. */
export const VIEW_SUBJECT_MAX_LENGTH = 200
/** Same-origin address the back/forward-cache beacon posts to (`?p=` the page's path). */
export const VIEW_BEACON_PATH = '/api/views'
/**
 * Counted requests (page views, 404s, searches, beacons) of one client a minute at most; what comes faster is
 * answered as ever but not counted. The shipped nginx holds the same bound (`sekundenwerk_views`: 2 a second,
 * a burst of 120). A client is an IPv4 address or an IPv6 /64 network.
 */
export const VIEW_CLIENT_RATE_PER_MINUTE = 120
/** Different clients a minute whose rate is followed; past that, new ones are not counted until the next minute. */
export const VIEW_CLIENTS_PER_MINUTE_MAX = 50_000
/**
 * Different rows of one kind (page views, 404s, search terms) a day at most. Past it, a new 404 path or search
 * term of that day is not stored, and a view is stored under its page without its referrer.
 */
export const VIEW_DAILY_ROWS_MAX = 1000
/** Different keys one instance holds between two writes at most (new ones past it are not counted). */
export const VIEW_PENDING_KEYS_MAX = 10_000
