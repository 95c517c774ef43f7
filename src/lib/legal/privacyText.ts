/**
 * The privacy policy (Datenschutzerklärung) as structured German text. It is German in both languages on
 * purpose (spec §2: "Privacy policy (German)"), so it lives here rather than in the message files; the page
 * renders it inside a lang="de" region. Company data comes from the CMS (getCompany), periods from the
 * constants, so nothing here repeats a fact that lives elsewhere.
 */
import type { Company } from '@/payload-types'
import {
  APPLICANT_DATA_RETENTION_MONTHS,
  TALENT_POOL_MONTHS,
  VIEW_CLIENT_RATE_PER_MINUTE,
  VIEW_DAILY_RETENTION_MONTHS,
  LOCALE_COOKIE_MONTHS,
  MAP_CONSENT_COOKIE,
  VIDEO_CONSENT_COOKIE,
  WHISTLEBLOWER_DEADLINES,
} from '@/lib/constants'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { LOCALE_STORAGE_KEY } from '@/i18n/routing'
import { PRIVACY_POLICY_DATE, SERVER_LOG_RETENTION_DAYS } from './legalFacts'

/** A run of text, or a link (mailto:, tel: or a site path without locale prefix). */
export type Inline = string | { text: string; href: string }

export type Block =
  | { kind: 'p'; content: Inline[] }
  | { kind: 'ul'; items: Inline[][] }
  | { kind: 'dl'; items: { term: string; description: string }[] }
  | { kind: 'h3'; text: string }
  | { kind: 'address'; lines: Inline[][] }

export type PrivacySection = { id: string; heading: string; blocks: Block[] }

type PrivacyFacts = {
  company: Pick<
    Company,
    | 'name'
    | 'street'
    | 'city'
    | 'phone'
    | 'email'
    | 'managingDirectors'
    | 'privacyOfficer'
    | 'privacyEmail'
    | 'reportingOfficeEmail'
    | 'hrEmail'
  >
  /** Name of the promotional popup's dismissal cookie ('' when no popup is configured). */
  popupCookie: string
}

const p = (...content: Inline[]): Block => ({ kind: 'p', content })
const ul = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'ul',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
})
const h3 = (text: string): Block => ({ kind: 'h3', text })
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` })
const link = (text: string, href: string): Inline => ({ text, href })

const NUMBER_WORDS = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
]
const word = (n: number) => NUMBER_WORDS[n] ?? String(n)
/** Accusative: "zwei Monate", "einen Monat". */
const monthsText = (n: number) => (n === 1 ? 'einen Monat' : `${word(n)} Monate`)
/** Accusative: "drei Jahre", "ein Jahr". */
const yearsText = (n: number) => (n === 1 ? 'ein Jahr' : `${word(n)} Jahre`)
/** Dative: "nach sieben Tagen", "nach einem Tag". */
const daysDative = (n: number) => (n === 1 ? 'einem Tag' : `${word(n)} Tagen`)
/** Dative: "nach zwölf Monaten". */
const monthsDative = (n: number) => (n === 1 ? 'einem Monat' : `${word(n)} Monaten`)

/** "November 2026" */
function privacyPolicyStatus(): string {
  return new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_POLICY_DATE}T00:00:00Z`),
  )
}

export function privacySections({ company, popupCookie }: PrivacyFacts): PrivacySection[] {
  const applicantPeriod = monthsText(APPLICANT_DATA_RETENTION_MONTHS)
  const logPeriod = daysDative(SERVER_LOG_RETENTION_DAYS)
  const reportPeriod = yearsText(WHISTLEBLOWER_DEADLINES.retentionYears)

  const sections: PrivacySection[] = [
    {
      id: 'verantwortlicher',
      heading: 'Verantwortlicher',
      blocks: [
        p(
          'Diese Datenschutzerklärung informiert Sie darüber, welche personenbezogenen Daten wir beim Besuch unserer Website, bei der Kontaktaufnahme, bei Bewerbungen und bei Meldungen an unsere interne Meldestelle verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage wir das tun, wie lange wir die Daten speichern und welche Rechte Sie haben.',
        ),
        p('Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist:'),
        {
          kind: 'address',
          lines: [
            [company.name],
            [company.street],
            [company.city],
            ['Telefon: ', link(company.phone, telHref(company.phone))],
            ['E-Mail: ', mail(company.email)],
          ],
        },
        p(`Vertreten durch die Geschäftsführung: ${company.managingDirectors}.`),
      ],
    },
    {
      id: 'datenschutzbeauftragter',
      heading: 'Datenschutzbeauftragter',
      blocks: [
        p(
          'Wir haben einen betrieblichen Datenschutzbeauftragten bestellt. Sie können sich in allen Fragen zum Datenschutz und zur Ausübung Ihrer Rechte vertraulich an ihn wenden – per E-Mail oder per Post mit dem Zusatz „z. Hd. des Datenschutzbeauftragten“:',
        ),
        {
          kind: 'address',
          lines: [
            [company.privacyOfficer],
            [`Datenschutzbeauftragter der ${company.name}`],
            [company.street],
            [company.city],
            ['E-Mail: ', mail(company.privacyEmail)],
          ],
        },
      ],
    },
    {
      id: 'begriffsbestimmungen',
      heading: 'Begriffsbestimmungen',
      blocks: [
        p(
          'Wir verwenden in dieser Datenschutzerklärung die Begriffe der Datenschutz-Grundverordnung (DSGVO). Die wichtigsten Begriffe aus Art. 4 DSGVO erläutern wir hier in vereinfachter Form:',
        ),
        {
          kind: 'dl',
          items: [
            {
              term: 'Personenbezogene Daten',
              description:
                'Alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen, zum Beispiel Name, Anschrift, E-Mail-Adresse, Telefonnummer oder IP-Adresse.',
            },
            {
              term: 'Betroffene Person',
              description:
                'Jede identifizierte oder identifizierbare natürliche Person, deren personenbezogene Daten verarbeitet werden.',
            },
            {
              term: 'Verarbeitung',
              description:
                'Jeder Vorgang im Zusammenhang mit personenbezogenen Daten, etwa das Erheben, Erfassen, Ordnen, Speichern, Verändern, Abfragen, Verwenden, Übermitteln, Einschränken, Löschen oder Vernichten.',
            },
            {
              term: 'Einschränkung der Verarbeitung',
              description:
                'Die Markierung gespeicherter Daten mit dem Ziel, ihre künftige Verarbeitung einzuschränken (früher „Sperrung“).',
            },
            {
              term: 'Profiling',
              description:
                'Jede automatisierte Verarbeitung, bei der persönliche Aspekte einer Person bewertet werden, um etwa Arbeitsleistung, wirtschaftliche Lage, Gesundheit, Interessen, Zuverlässigkeit, Verhalten oder Aufenthaltsort zu analysieren oder vorherzusagen.',
            },
            {
              term: 'Verantwortlicher',
              description:
                'Die natürliche oder juristische Person, Behörde oder sonstige Stelle, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung entscheidet.',
            },
            {
              term: 'Auftragsverarbeiter',
              description:
                'Eine Stelle, die personenbezogene Daten im Auftrag und nach Weisung des Verantwortlichen verarbeitet, zum Beispiel ein Rechenzentrum.',
            },
            {
              term: 'Empfänger',
              description:
                'Eine Stelle, der personenbezogene Daten offengelegt werden, unabhängig davon, ob es sich um einen Dritten handelt oder nicht.',
            },
            {
              term: 'Dritter',
              description:
                'Jede Stelle außer der betroffenen Person, dem Verantwortlichen, dem Auftragsverarbeiter und den Personen, die unter deren unmittelbarer Verantwortung befugt sind, die Daten zu verarbeiten.',
            },
            {
              term: 'Einwilligung',
              description:
                'Jede freiwillig für den bestimmten Fall, in informierter Weise und unmissverständlich abgegebene Willensbekundung in Form einer Erklärung oder einer sonstigen eindeutigen bestätigenden Handlung, mit der die betroffene Person zu verstehen gibt, dass sie mit der Verarbeitung ihrer Daten einverstanden ist.',
            },
          ],
        },
      ],
    },
    {
      id: 'rechtsgrundlagen',
      heading: 'Rechtsgrundlagen der Verarbeitung',
      blocks: [
        p(
          'Wir verarbeiten personenbezogene Daten nur, wenn eine Rechtsgrundlage es erlaubt. Bei den einzelnen Verarbeitungen in den folgenden Abschnitten nennen wir jeweils die einschlägige Grundlage:',
        ),
        ul(
          'Art. 6 Abs. 1 lit. a DSGVO (Einwilligung): Sie haben in die Verarbeitung für einen bestimmten Zweck eingewilligt, etwa in das Laden eines Videos oder der Standortkarte. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
          'Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen): Die Verarbeitung ist erforderlich, um einen Vertrag mit Ihnen zu erfüllen oder um auf Ihre Anfrage hin vorvertragliche Maßnahmen durchzuführen – etwa ein Angebot zu erstellen oder Ihre Bewerbung zu prüfen.',
          'Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung): Wir sind gesetzlich zur Verarbeitung verpflichtet, etwa durch handels- und steuerrechtliche Aufbewahrungspflichten oder das Hinweisgeberschutzgesetz (HinSchG).',
          'Art. 6 Abs. 1 lit. f DSGVO (berechtigte Interessen): Die Verarbeitung ist zur Wahrung unserer berechtigten Interessen oder der eines Dritten erforderlich, und Ihre Interessen, Grundrechte und Grundfreiheiten überwiegen nicht – etwa beim sicheren Betrieb dieser Website.',
        ),
        p(
          'Speichern wir Informationen auf Ihrem Endgerät oder lesen wir sie von dort aus (zum Beispiel Cookies), geschieht das nach § 25 Abs. 2 Nr. 2 TDDDG, weil es für einen von Ihnen ausdrücklich gewünschten Dienst unbedingt erforderlich ist, oder mit Ihrer Einwilligung nach § 25 Abs. 1 TDDDG.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und lokale Speicherung',
      blocks: [
        p(
          'Cookies sind kleine Textdateien, die Ihr Browser auf Ihrem Endgerät ablegt. Wir setzen ausschließlich technisch notwendige Cookies und Browser-Speichereinträge ein. Analyse-, Tracking- oder Werbe-Cookies verwenden wir nicht, und wir erstellen keine Nutzungsprofile. Beim bloßen Aufruf unserer Website wird kein Cookie gesetzt – die folgenden Einträge entstehen erst durch eine Aktion von Ihnen:',
        ),
        ul(
          `„${LOCALE_STORAGE_KEY}“ (Cookie und lokaler Speicher des Browsers): merkt sich Ihre Sprachwahl (Deutsch oder Englisch), damit Ihnen die Website weiter in dieser Sprache angezeigt wird. Der Eintrag entsteht erst, wenn Sie die Sprachumschaltung benutzen; das Cookie verfällt nach ${monthsDative(LOCALE_COOKIE_MONTHS)}.`,
          `„${MAP_CONSENT_COOKIE}“ (Sitzungs-Cookie): merkt sich, dass Sie dem Laden der Standortkarte zugestimmt haben (Wert „true“), damit wir Sie nicht auf jeder Seite erneut fragen. Es wird gelöscht, wenn Sie Ihren Browser schließen oder die Zustimmung widerrufen.`,
          `„${VIDEO_CONSENT_COOKIE}“ (Sitzungs-Cookie): merkt sich, dass Sie dem Laden unseres Imagefilms von YouTube zugestimmt haben (Wert „true“). Es wird gelöscht, wenn Sie Ihren Browser schließen oder die Zustimmung widerrufen.`,
          popupCookie
            ? `„${popupCookie}“ (Cookie): merkt sich, dass Sie unseren zeitlich begrenzten Aktionshinweis geschlossen haben, damit er Ihnen nicht erneut angezeigt wird. Es enthält nur den Wert „true“ und keine Angaben zu Ihrer Person.`
            : 'Cookie eines Aktionshinweises (benannt nach der jeweiligen Aktion): merkt sich, dass Sie einen zeitlich begrenzten Hinweis geschlossen haben, damit er Ihnen nicht erneut angezeigt wird. Es enthält nur den Wert „true“ und keine Angaben zu Ihrer Person.',
          'Sitzungsspeicher „award-banner-dismissed“: merkt sich, dass Sie den Hinweis auf unsere Auszeichnung geschlossen haben. Der Eintrag wird gelöscht, wenn Sie das Browserfenster schließen.',
        ),
        p(
          'Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, die von Ihnen gewählten Einstellungen zu berücksichtigen. Sie können Cookies und Speichereinträge in Ihrem Browser jederzeit löschen oder ihr Setzen verhindern. Die Website bleibt dann nutzbar, merkt sich Ihre Einstellungen aber nicht.',
        ),
        p(
          'Ihre Zustimmungen zu Karte und Video sehen und ändern Sie jederzeit über „Datenschutz-Einstellungen“ unten auf jeder Seite. Ein Widerruf wirkt sofort: Die Karte oder das Video wird von der Seite entfernt, und das zugehörige Cookie wird gelöscht.',
        ),
      ],
    },
    {
      id: 'server-logfiles',
      heading: 'Server-Logfiles und Hosting',
      blocks: [
        p(
          'Bei jedem Aufruf unserer Website erhebt unser Webserver automatisch Informationen, die Ihr Browser übermittelt, und speichert sie in sogenannten Server-Logfiles:',
        ),
        ul(
          'IP-Adresse des anfragenden Endgeräts',
          'Datum und Uhrzeit des Zugriffs',
          'aufgerufene Seite oder Datei und übertragene Datenmenge',
          'HTTP-Statuscode (zum Beispiel „Seite gefunden“ oder „Fehler“)',
          'Browsertyp und -version sowie Betriebssystem',
          'Referrer-URL (die zuvor besuchte Seite)',
        ),
        p(
          `Wir verwenden diese Daten ausschließlich, um die Website bereitzustellen, ihre Stabilität und Sicherheit zu gewährleisten und Angriffe zu erkennen und abzuwehren. Eine Zusammenführung mit anderen Datenquellen findet nicht statt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Die Logfiles werden nach ${logPeriod} automatisch gelöscht; Einträge, die zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden, bewahren wir bis zu dessen Abschluss auf.`,
        ),
        p(
          'Die Website wird in einem Rechenzentrum in Deutschland betrieben, dessen Betreiber die Daten als Auftragsverarbeiter ausschließlich nach unseren Weisungen verarbeitet (Art. 28 DSGVO). Schriften, Bilder, Dokumente und Skripte liefern wir von unserem eigenen Server aus; beim Aufruf unserer Seiten werden keine Daten an andere Anbieter übermittelt. Alle Verbindungen sind per TLS verschlüsselt – erkennbar an „https://“ und dem Schloss-Symbol in der Adresszeile Ihres Browsers.',
        ),
      ],
    },
    {
      id: 'besucherzahlen',
      heading: 'Besucherzahlen ohne Cookies und ohne Einwilligung',
      blocks: [
        p(
          'Um zu erfahren, welche Inhalte gelesen werden, zählen wir Seitenaufrufe selbst, auf unserem eigenen Server – ohne Cookie, ohne lokalen Speicher, ohne Skript oder Dienst eines Dritten und ohne Kennung, die einen Besucher wiedererkennt. Aus jedem Aufruf wird sofort nur eine Zahl: Wir erhöhen den Tageszähler für die Kombination aus',
        ),
        ul(
          'aufgerufener Seite (ohne Suchparameter), bei nicht gefundenen Seiten deren Adresse,',
          'Sprache der Seite (Deutsch oder Englisch),',
          'Herkunft, und zwar nur dem Namen der Website, von der Sie kamen (zum Beispiel „google.com“), ohne deren Adresse im Einzelnen,',
          'Gerätetyp (Smartphone, Tablet oder Computer), aus der Browserkennung abgeleitet,',
          'sowie Suchbegriffe unserer Website-Suche; angezeigt werden nur Begriffe, die mindestens dreimal gesucht wurden. Suchbegriffe, die eine E-Mail-Adresse, eine Telefonnummer oder eine lange Ziffernfolge enthalten, speichern wir nicht.',
        ),
        p(
          `Gespeichert werden allein diese Tagessummen. IP-Adresse, vollständige Browserkennung, Uhrzeit oder eine Kennung speichern wir dafür nicht, auch nicht verschlüsselt oder gekürzt; aus den Summen lässt sich kein einzelner Besuch und keine Person erkennen. Aufrufe durch Suchmaschinen und andere automatische Programme, durch angemeldete Mitarbeitende sowie das bloße Vorabladen von Seiten zählen nicht; der Hinweisgeberbereich wird nicht gezählt. Nach ${monthsDative(VIEW_DAILY_RETENTION_MONTHS)} fassen wir die Tageswerte zu Monatswerten zusammen. Damit niemand die Zahlen verfälschen kann, zählt ein Anschluss höchstens ${VIEW_CLIENT_RATE_PER_MINUTE} Aufrufe in der Minute; dafür hält unser Server die IP-Adresse bis zum Ende der laufenden Minute im Arbeitsspeicher, schreibt sie nirgends hin und vergisst sie danach.`,
        ),
        p(
          'Eine Einwilligung ist dafür nicht erforderlich: Es werden keine Informationen auf Ihrem Endgerät gespeichert und keine von dort ausgelesen, § 25 TDDDG ist daher nicht berührt. Wird eine Seite aus dem Zwischenspeicher Ihres Browsers erneut angezeigt (Vor/Zurück), meldet die Seite nur ihre eigene Adresse an unseren Server, ohne etwas auf dem Gerät abzulegen. Rechtsgrundlage für die kurzzeitige Verarbeitung der Anfragedaten beim Zählen ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, unsere Inhalte an dem auszurichten, was gelesen wird, und nicht gefundene Seiten zu beheben. Deshalb erscheint die Zählung auch nicht in den Datenschutz-Einstellungen.',
        ),
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontaktformular und Kontakt per E-Mail oder Telefon',
      blocks: [
        p(
          'Wenn Sie uns über das ',
          link('Kontaktformular', `${paths.contact}#kontaktformular`),
          ' eine Anfrage senden, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer (Pflichtangaben) sowie – soweit Sie sie angeben – Firmenname, Anliegen, Betreff und Nachricht. Wenn Sie uns per E-Mail oder telefonisch kontaktieren, verarbeiten wir die Angaben, die Sie uns dabei mitteilen.',
        ),
        p(
          'Wir nutzen diese Daten ausschließlich, um Ihre Anfrage und mögliche Anschlussfragen zu bearbeiten. Ihre Anfrage wird in unserem Redaktionssystem gespeichert und per E-Mail an die zuständigen Mitarbeitenden weitergeleitet; an Dritte geben wir sie nicht weiter. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen.',
        ),
        p(
          'Zum Schutz vor automatisierten Massenanfragen löst Ihr Browser beim Absenden eines Formulars eine kleine Rechenaufgabe (ALTCHA). Das Verfahren läuft vollständig auf unserem eigenen Server, setzt keine Cookies und übermittelt keine Daten an Dritte (Art. 6 Abs. 1 lit. f DSGVO).',
        ),
        p(
          'Wir löschen Ihre Anfrage, sobald sie abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Führt Ihre Anfrage zu einem Vertrag, bewahren wir Handels- und Geschäftsbriefe sechs Jahre und buchungsrelevante Unterlagen zehn Jahre auf (§ 257 HGB, § 147 AO).',
        ),
      ],
    },
    {
      id: 'hinweisgebersystem',
      heading: 'Hinweisgebersystem nach dem Hinweisgeberschutzgesetz',
      blocks: [
        p(
          'Über unser ',
          link('Hinweisgebersystem', paths.whistleblower),
          ' können Beschäftigte und Dritte Hinweise auf Rechtsverstöße an unsere interne Meldestelle richten – über das Meldeformular, per E-Mail an ',
          mail(company.reportingOfficeEmail),
          ', per Post oder auf Wunsch in einem persönlichen Gespräch. Meldungen können auch anonym abgegeben werden; Name, E-Mail-Adresse und Telefonnummer sind freiwillige Angaben.',
        ),
        p(
          'Wir verarbeiten die Angaben der hinweisgebenden Person, den Inhalt der Meldung und gegebenenfalls Daten der in der Meldung genannten Personen ausschließlich, um die Meldung zu prüfen, Folgemaßnahmen zu ergreifen und die gesetzlich vorgeschriebene Dokumentation zu führen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 10 HinSchG.',
        ),
        p(
          'Die Identität der hinweisgebenden Person und der in der Meldung genannten Personen behandeln wir vertraulich (§ 8 HinSchG). Zugriff auf Meldungen haben ausschließlich die für die interne Meldestelle benannten Personen, die zur Verschwiegenheit verpflichtet sind. Meldungen werden verschlüsselt gespeichert, die Verbindung ist per TLS verschlüsselt. IP-Adressen der meldenden Person speichern wir nicht, und Benachrichtigungs-E-Mails an die Meldestelle enthalten keine Inhalte der Meldung.',
        ),
        p(
          'Anhänge und Sprachnachrichten zu einer Meldung speichern wir ebenfalls verschlüsselt. Vorher entfernen wir Metadaten, die auf die hinweisgebende Person hinweisen können: bei Fotos (JPEG, PNG, WebP, HEIC) EXIF-Daten mit Kamera, Seriennummer, Aufnahmezeit und Aufnahmeort (GPS-Position) sowie XMP-, IPTC- und Textangaben; bei PDF-Dateien Autor, Ersteller, Programm, Titel, Stichwörter und XMP-Daten, auch aus früheren Fassungen der Datei; bei Word-, Excel- und OpenDocument-Dateien die Dokumenteigenschaften und die Namen in Kommentaren und Änderungen; bei Sprachnachrichten (MP3, M4A/AAC, Ogg/Opus, WebM) die Tags mit Name, Titel, Aufnahmegerät und Aufnahmeort. Jede ausgewählte Datei prüfen wir schon vor dem Absenden auf unserem Server, ohne sie zu speichern, damit wir Ihnen sagen können, was wir entfernen. Eine Datei, die wir nicht sicher bereinigen können, nehmen wir nicht an. Was im Inhalt selbst steht – Namen im Text, eine Stimme, Gesichter auf Fotos –, bleibt unverändert.',
        ),
        p(
          'Personen, die in einer Meldung genannt werden, informieren wir nach Art. 14 DSGVO erst dann, wenn dadurch weder die Aufklärung des Sachverhalts noch die Vertraulichkeit der hinweisgebenden Person gefährdet wird (Art. 14 Abs. 5 lit. b DSGVO).',
        ),
        p(
          `Die Dokumentation einer Meldung wird ${reportPeriod} nach Abschluss des Verfahrens gelöscht (§ 11 Abs. 5 HinSchG). Sie kann länger aufbewahrt werden, solange das erforderlich und verhältnismäßig ist, um Anforderungen nach dem HinSchG oder anderen Rechtsvorschriften zu erfüllen.`,
        ),
      ],
    },
    {
      id: 'bewerbungen',
      heading: 'Bewerbungen und Bewerberdaten',
      blocks: [
        p(
          'Wenn Sie sich bei uns bewerben – auf eine ',
          link('ausgeschriebene Stelle', paths.career),
          ' oder initiativ, etwa per E-Mail an ',
          mail(company.hrEmail),
          ' –, verarbeiten wir die Daten aus Ihren Bewerbungsunterlagen: Kontaktdaten, Anschreiben, Lebenslauf, Zeugnisse und Nachweise sowie Angaben, die Sie uns im Laufe des Bewerbungsverfahrens mitteilen.',
        ),
        p(
          'Unterlagen, die Sie über das Bewerbungsformular senden, speichern wir verschlüsselt. Vorher entfernen wir Metadaten, die Sie nicht bewusst mitsenden: bei Fotos (JPEG, PNG) die EXIF-Daten mit Aufnahmeort (GPS-Position), Kamera und Seriennummer sowie XMP-, IPTC- und Textangaben, bei PDF-Dateien Autor, Ersteller, Programm, Titel, Stichwörter und XMP-Daten. Der Inhalt Ihrer Unterlagen bleibt unverändert.',
        ),
        p(
          'Wir verarbeiten diese Daten, um über die Begründung eines Beschäftigungsverhältnisses zu entscheiden (Art. 6 Abs. 1 lit. b DSGVO). Zugriff haben nur die Personalabteilung und die am Auswahlverfahren beteiligten Führungskräfte. Kommt ein Arbeitsvertrag zustande, übernehmen wir die erforderlichen Daten in Ihre Personalakte.',
        ),
        p(
          `Erhalten Sie eine Absage, löschen wir Ihre Bewerbungsunterlagen ${applicantPeriod} nach Zugang der Absage. Diese Frist dient unserem berechtigten Interesse, uns gegen etwaige Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz verteidigen zu können (Art. 6 Abs. 1 lit. f DSGVO, § 15 Abs. 4 AGG). Länger – etwa in unserem Bewerberpool für künftige Stellen – speichern wir Ihre Unterlagen nur mit Ihrer ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.`,
        ),
      ],
    },
    {
      id: 'videos',
      heading: 'Eingebettete Videos (YouTube)',
      blocks: [
        p(
          'Auf einigen Seiten, etwa „Unsere Werte“, binden wir Videos unseres YouTube-Kanals ein. Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“).',
        ),
        p(
          'Wir nutzen den erweiterten Datenschutzmodus von YouTube (youtube-nocookie.com) und laden das Video zusätzlich erst, wenn Sie darauf klicken. Bis dahin zeigen wir nur ein Vorschaubild von unserem eigenen Server, und es werden keine Daten an Google übertragen. Erst nach Ihrem Klick stellt Ihr Browser eine Verbindung zu den Servern von Google her. Dabei werden insbesondere Ihre IP-Adresse, die Adresse der aufgerufenen Seite und technische Angaben zu Ihrem Browser übermittelt; Google kann außerdem Informationen auf Ihrem Endgerät speichern oder auslesen. Sind Sie bei Google angemeldet, kann Google den Abruf Ihrem Konto zuordnen.',
        ),
        p(
          `Rechtsgrundlage ist Ihre Einwilligung, die Sie mit dem Klick auf das Video oder in den Datenschutz-Einstellungen erteilen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Wir merken sie uns bis zum Ende der Browsersitzung im Cookie „${VIDEO_CONSENT_COOKIE}“; bis dahin wird das Video ohne erneuten Klick geladen. Sie widerrufen die Einwilligung jederzeit in den Datenschutz-Einstellungen.`,
          ' Google kann Daten auch in den USA verarbeiten; die Übermittlung stützt sich auf den Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework (Art. 45 DSGVO), unter dem Google zertifiziert ist. Einzelheiten finden Sie in der Datenschutzerklärung von Google unter policies.google.com/privacy.',
        ),
      ],
    },
    {
      id: 'kartendienst',
      heading: 'Kartendienst (OpenStreetMap oder Google Maps)',
      blocks: [
        p(
          'Auf der Seite „Niederlassungen“ zeigen wir unsere Standorte auf einer interaktiven Karte. Die Karte wird erst geladen, nachdem Sie dem Datenschutzhinweis über der Karte zugestimmt haben; vorher stellt Ihr Browser keine Verbindung zu einem Kartendienst her. ',
          `Ihre Zustimmung speichern wir für die Dauer der Browsersitzung im Cookie „${MAP_CONSENT_COOKIE}“ (siehe Abschnitt „Cookies und lokale Speicherung“).`,
        ),
        p(
          'Wir verwenden die Kartenbibliothek Leaflet, die wir selbst ausliefern, mit Kartenkacheln von OpenStreetMap. Anbieter der Kacheln ist die OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich; für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der EU-Kommission. Ist stattdessen Google Maps eingerichtet, ist Anbieter die Google Ireland Limited (Anschrift siehe Abschnitt „Eingebettete Videos“); Google kann Daten auch in den USA verarbeiten (EU-US Data Privacy Framework).',
        ),
        p(
          'Beim Laden der Karte übermittelt Ihr Browser Ihre IP-Adresse, den angezeigten Kartenausschnitt und technische Angaben zu Ihrem Browser an den jeweiligen Anbieter. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Sie widerrufen sie jederzeit in den Datenschutz-Einstellungen unten auf jeder Seite, indem Sie das Cookie löschen oder indem Sie den Browser schließen; die Karte wird dann erst nach erneuter Zustimmung geladen. Alle Adressen unserer Standorte finden Sie auch ohne Karte als Text auf den Seiten „Niederlassungen“ und ',
          link('„Kontakt“', paths.contact),
          '.',
        ),
      ],
    },
    {
      id: 'speicherdauer',
      heading: 'Speicherdauer, Löschung und Sperrung von Daten',
      blocks: [
        p(
          'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen. Die Fristen im Überblick:',
        ),
        ul(
          `Server-Logfiles: ${word(SERVER_LOG_RETENTION_DAYS)} Tage.`,
          `Besucherzahlen (nur Summen, ohne Personenbezug): Tageswerte ${monthsText(VIEW_DAILY_RETENTION_MONTHS)}, danach als Monatswerte.`,
          `Cookies: Freigabe von Karte und Video bis zum Schließen des Browsers oder bis zum Widerruf, Hinweis-Popup bis zum Ende seines Aktionszeitraums, Sprachwahl ${monthsText(LOCALE_COOKIE_MONTHS)}.`,
          'Kontaktanfragen: bis zur abschließenden Bearbeitung; Handels- und Geschäftsbriefe sechs Jahre, buchungsrelevante Unterlagen zehn Jahre.',
          `Bewerbungsunterlagen: ${applicantPeriod} nach einer Absage, mit Einwilligung in den Bewerberpool bis zu deren Widerruf, höchstens ${monthsText(TALENT_POOL_MONTHS)} nach Eingang.`,
          `Meldungen an die interne Meldestelle: ${reportPeriod} nach Abschluss des Verfahrens.`,
        ),
        p(
          'Entfällt der Zweck oder läuft eine Frist ab, löschen wir die Daten routinemäßig. Stehen einer Löschung gesetzliche Aufbewahrungspflichten entgegen, schränken wir die Verarbeitung ein (Sperrung): Die Daten werden dann nur noch aufbewahrt und für keine anderen Zwecke verwendet, bis die Frist abgelaufen ist.',
        ),
      ],
    },
    {
      id: 'rechte',
      heading: 'Ihre Rechte als betroffene Person',
      blocks: [
        p(
          'Ihnen stehen uns gegenüber folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten zu:',
        ),
        ul(
          'Auskunft über die von uns verarbeiteten Daten, die Zwecke, die Empfänger und die Speicherdauer (Art. 15 DSGVO)',
          'Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO)',
          'Löschung Ihrer Daten, soweit keine gesetzlichen Pflichten entgegenstehen (Art. 17 DSGVO)',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          'Datenübertragbarkeit: Herausgabe der Daten, die Sie uns bereitgestellt haben, in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20 DSGVO)',
          'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        ),
        h3('Widerspruchsrecht (Art. 21 DSGVO)'),
        p(
          'Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen die Verarbeitung einlegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        ),
        h3('Beschwerderecht bei einer Aufsichtsbehörde (Art. 77 DSGVO)'),
        p(
          'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist das Unabhängige Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel.',
        ),
        p(
          'Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an ',
          mail(company.privacyEmail),
          ' oder an unsere oben genannte Postanschrift.',
        ),
      ],
    },
    {
      id: 'automatisierte-entscheidungen',
      heading: 'Keine automatisierte Entscheidungsfindung und kein Profiling',
      blocks: [
        p(
          'Wir setzen keine automatisierte Entscheidungsfindung im Sinne von Art. 22 DSGVO ein, also keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen und Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen. Auch Bewerbungen und Meldungen werden stets von Menschen gelesen und bewertet. Ein Profiling findet nicht statt.',
        ),
      ],
    },
    {
      id: 'stand',
      heading: 'Stand und Änderungen dieser Datenschutzerklärung',
      blocks: [
        p(
          `Stand: ${privacyPolicyStatus()}. Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Verarbeitungen oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.`,
        ),
      ],
    },
  ]
  return sections.map((section, index) => ({ ...section, heading: `${index + 1}. ${section.heading}` }))
}
