import type { DeskChannel } from '@/lib/constants'

/** The desk's page for recording a case received by phone, in person, by post or by e-mail, in both languages. */
export const DESK_CASE_TEXTS = {
  de: {
    nav: 'Meldung erfassen',
    title: 'Mündliche oder anderweitig eingegangene Meldung erfassen',
    intro:
      'Für Meldungen, die telefonisch, im persönlichen Gespräch, per Post oder per E-Mail eingehen (§ 16 Abs. 3 HinSchG). Der Fall bekommt eine Fallnummer, dieselben Fristen, Erinnerungen und Löschfristen wie eine Meldung über die Website, und wird wie sie verschlüsselt. Das Protokoll ist die Meldung: Die meldende Person kann es mit dem Zugangscode online lesen und bestätigen (§ 11 HinSchG).',
    channel: 'Eingangsweg',
    receivedAt: 'Eingegangen am (deutsche Zeit)',
    receivedAtHint:
      'Der Tag der Meldung zählt für die Frist der Eingangsbestätigung (7 Tage), nicht der Tag der Erfassung.',
    subject: 'Betreff',
    subjectHint: 'Eine Zeile, worum es geht.',
    area: 'Sachgebiet (HinSchG § 2)',
    areaNone: 'Nicht angegeben',
    name: 'Name der meldenden Person (freiwillig)',
    nameHint: 'Leer lassen, wenn die Person anonym bleiben will. Verschlüsselt gespeichert; zählt für den Anteil anonymer Meldungen.',
    minutes: 'Protokoll oder Zusammenfassung',
    minutesHint:
      'Was die Person gemeldet hat, möglichst in ihren Worten. Sie liest diesen Text online und kann ihn bestätigen oder ergänzen.',
    submit: 'Meldung erfassen',
    sending: 'Wird gespeichert...',
    failure:
      'Die Meldung konnte nicht gespeichert werden. Ihre Eingaben sind noch da; bitte versuchen Sie es noch einmal.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    future: 'Das Datum darf nicht in der Zukunft liegen.',
    missing: 'Bitte füllen Sie dieses Feld aus.',
    doneTitle: 'Meldung erfasst',
    doneIntro:
      'Geben Sie der meldenden Person Fallnummer und Zugangscode (am Telefon, im Gespräch oder per Brief). Der Zugangscode wird nur jetzt angezeigt und nirgends gespeichert.',
    caseNumber: 'Fallnummer',
    accessCode: 'Zugangscode',
    followUp: 'Dort liest die Person das Protokoll und bestätigt es:',
    openCase: 'Fall öffnen',
    another: 'Weitere Meldung erfassen',
    notForYou: 'Diese Seite ist nur für Mitglieder der Meldestelle.',
    evidence: {
      label: 'Anhänge (freiwillig)',
      metadataRemoved:
        'Vor dem verschlüsselten Speichern werden Metadaten entfernt, die auf die meldende Person hinweisen können: bei Fotos (JPEG, PNG, WebP, HEIC) EXIF (Kamera, Seriennummer, GPS-Position), XMP, IPTC und Textangaben; bei PDF Autor, Ersteller, Programm, Titel und XMP, auch in komprimierten Teilen und früheren Fassungen; bei Word, Excel und OpenDocument die Dokumenteigenschaften und die Namen in Kommentaren und Änderungen; bei Sprachnachrichten und Tonaufnahmen (MP3, M4A, Ogg, WebM) die Tags. Eine Tonaufnahme einer mündlichen Meldung nur mit Einwilligung der meldenden Person (§ 11 Abs. 2 HinSchG).',
      metadataKept:
        'Nicht entfernt wird, was im Inhalt selbst steht (Namen im Text, eine Stimme, Bilder in einem Dokument). Eine Datei, die nicht sicher bereinigt werden kann (etwa eine verschlüsselte PDF-Datei), wird abgelehnt: ein eingescannter Brief oder ein Foto eines Dokuments wird dann als JPEG oder PDF gespeichert.',
      removedHeading: 'Entfernte Metadaten',
    },
    filesSaved: 'Gespeicherte Anhänge',
    tooLarge: 'Die Dateien sind zusammen größer als 50 MB.',
    badType: 'Eine Datei ist keine der erlaubten Arten (PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, TXT, Sprachnachricht als MP3, M4A, Ogg oder WebM), nicht sicher von Metadaten zu bereinigen oder nicht lesbar.',
    channels: {
      phone: 'Telefon',
      'in-person': 'Persönliches Gespräch',
      post: 'Post',
      email: 'E-Mail',
    } satisfies Record<DeskChannel, string>,
  },
  en: {
    nav: 'Record a report',
    title: 'Record a report made orally or elsewhere',
    intro:
      'For reports received by phone, in person, by post or by e-mail (HinSchG §16(3)). The case gets a case number, the same deadlines, reminders and deletion as a report sent through the website, and is sealed like it. The minutes are the report: the reporter can read and confirm them online with the access code (HinSchG §11).',
    channel: 'Channel',
    receivedAt: 'Received at (German time)',
    receivedAtHint:
      'The day of the report counts for the acknowledgement deadline (7 days), not the day it is recorded.',
    subject: 'Subject',
    subjectHint: 'One line on what it is about.',
    area: 'Subject area (HinSchG § 2)',
    areaNone: 'Not given',
    name: "The reporter's name (optional)",
    nameHint: 'Leave empty if the person wants to stay anonymous. Stored encrypted; counts for the share of anonymous reports.',
    minutes: 'Minutes or summary',
    minutesHint:
      'What the person reported, in their words where possible. They read this text online and can confirm or add to it.',
    submit: 'Record the report',
    sending: 'Saving...',
    failure: 'The report could not be saved. Your entries are still here; please try again.',
    invalid: 'Please check the marked fields.',
    future: 'The date must not be in the future.',
    missing: 'Please fill in this field.',
    doneTitle: 'Report recorded',
    doneIntro:
      'Give the reporter the case number and access code (on the phone, in person or by letter). The access code is shown only now and stored nowhere.',
    caseNumber: 'Case number',
    accessCode: 'Access code',
    followUp: 'There the person reads and confirms the minutes:',
    openCase: 'Open the case',
    another: 'Record another report',
    notForYou: 'This page is for members of the reporting office only.',
    evidence: {
      label: 'Files (optional)',
      metadataRemoved:
        'Before the files are sealed, metadata that can point to the reporter is removed: EXIF (camera, serial number, GPS position), XMP, IPTC and text entries from photos (JPEG, PNG, WebP, HEIC); author, creator, program, title and XMP from PDF, in compressed parts and earlier versions too; the document properties and the names in comments and changes from Word, Excel and OpenDocument files; the tags of voice messages and recordings (MP3, M4A, Ogg, WebM). A recording of an oral report only with the reporter’s consent (section 11(2) HinSchG).',
      metadataKept:
        'Not removed: what is in the content itself (names in the text, a voice, pictures in a document). A file that cannot be cleaned reliably (an encrypted PDF, for example) is refused: save a scanned letter or a photo of a document as JPEG or PDF then.',
      removedHeading: 'Metadata removed',
    },
    filesSaved: 'Files saved',
    tooLarge: 'The files are larger than 50 MB together.',
    badType: 'A file is not of an accepted type (PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, TXT, voice message as MP3, M4A, Ogg or WebM), cannot be reliably cleaned of metadata, or cannot be read.',
    channels: {
      phone: 'Phone',
      'in-person': 'In person',
      post: 'Post',
      email: 'E-mail',
    } satisfies Record<DeskChannel, string>,
  },
}

export type DeskCaseTexts = (typeof DESK_CASE_TEXTS)['de' | 'en']
