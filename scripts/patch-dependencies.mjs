/**
 * Corrections of Payload 3.90.1's admin where its own code hard-codes what the company's German admin must not
 * show, applied after every install (`postinstall`). Payload ships its admin as minified bundles, so a line diff
 * (patch-package) would carry whole megabyte lines; these are exact replacements of short snippets instead. A
 * snippet not found fails the install: after upgrading Payload, check each correction and update or drop it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const UI = 'node_modules/@payloadcms/ui/dist/exports/client'
const SCHEDULE_HANDLER = 'node_modules/@payloadcms/ui/dist/utilities/schedulePublishHandler.js'
const VERSION_COLUMNS = 'node_modules/@payloadcms/next/dist/views/Versions/buildColumns.js'
const RESTORE_DIALOG = 'node_modules/@payloadcms/next/dist/views/Version/Restore/index.js'
const LEXICAL = 'node_modules/@payloadcms/richtext-lexical/dist/exports/client/index.js'
const LEXICAL_FIELD = 'node_modules/@payloadcms/richtext-lexical/dist/exports/client/Field-YZR46UCY.js'
const DATE_PICKER = `${UI}/chunk-B52EQI3B.js`
/** The admin's language where a component has no translation at hand: Payload writes it into `<html lang>`. */
const inAdminLanguage = (de, en) =>
  `(document.documentElement.lang==="de"?${JSON.stringify(de)}:${JSON.stringify(en)})`

/** [file, why, snippet as shipped, snippet corrected]; each snippet occurs once in its file. */
const CORRECTIONS = [
  [
    `${UI}/index.js`,
    'the schedule drawer preselects unpublishing for a draft never published; publishing is what the editor wants',
    'defaultType:D?"publish":"unpublish"',
    'defaultType:D||!r?"publish":"unpublish"',
  ],
  [
    `${UI}/index.js`,
    'the schedule drawer calls all languages "All" in every admin language',
    '[S,x]=or.useState(oP)',
    '[S,x]=or.useState(()=>({...oP,label:m("general:all")}))',
  ],
  [
    `${UI}/index.js`,
    'the same in its list of languages',
    'unshift(oP)',
    'unshift({...oP,label:m("general:all")})',
  ],
  [
    `${UI}/index.js`,
    'the image field’s icon buttons have no name',
    'className:`${Rs}__edit`,icon:"edit"',
    '"aria-label":F.t("general:edit"),className:`${Rs}__edit`,icon:"edit"',
  ],
  [
    `${UI}/index.js`,
    'the image field’s icon buttons have no name',
    'className:`${Rs}__remove`,icon:"x"',
    '"aria-label":F.t("general:remove"),className:`${Rs}__remove`,icon:"x"',
  ],
  [
    `${UI}/chunk-B52EQI3B.js`,
    'the date picker writes day and time the American way ("Nov 25, 2026 1:35 PM") where no format is set',
    'T==="dayAndTime"?B="MMM d, yyy h:mm a"',
    'T==="dayAndTime"?B="Pp"',
  ],
  [
    `${UI}/chunk-B52EQI3B.js`,
    'the date picker heads its times "Time" in every language',
    'timeFormat:Y,timeIntervals:F,...g}',
    'timeCaption:V.t("general:time"),timeFormat:Y,timeIntervals:F,...g}',
  ],
  [
    `${UI}/index.js`,
    'a menu’s trigger that shows only an icon (the publish button’s arrow, the document’s ⋮) has no name; a title is the name only where the button has no words (useTranslation is E here)',
    'a2=t=>{let{active:e,button:o,buttonType:n,className:r,disabled:s,noBackground:i,setActive:l,size:a}=t,',
    'a2=t=>{let Tt=E().t,{active:e,button:o,buttonType:n,className:r,disabled:s,noBackground:i,setActive:l,size:a}=t,',
  ],
  [
    `${UI}/index.js`,
    'the same',
    'i2("button",{className:c,disabled:s,onClick:u,onKeyDown:d,tabIndex:0,type:"button",children:o})',
    'i2("button",{className:c,disabled:s,onClick:u,onKeyDown:d,tabIndex:0,title:Tt("general:moreOptions"),type:"button",children:o})',
  ],
  [
    `${UI}/chunk-B52EQI3B.js`,
    'the date picker’s clear button has no name',
    'className:`${go}__clear-button`,onClick:()=>$(null)',
    '"aria-label":V.t("general:clear"),className:`${go}__clear-button`,onClick:()=>$(null)',
  ],
  [
    LEXICAL,
    'the link editor names its buttons in English',
    '"aria-label":"Edit link"',
    '"aria-label":g("fields:editLink")',
  ],
  [LEXICAL, 'the same', '"aria-label":"Remove link"', '"aria-label":g("general:remove")'],
  [
    LEXICAL,
    'the rich-text toolbar’s icon buttons have no name: they get their item’s label (useTranslation is Ru here)',
    'Ht=t=>{let e=I1(14),',
    'Ht=t=>{let Ti=Ru().i18n,e=I1(14),',
  ],
  [
    LEXICAL,
    'the same',
    '"data-button-key":s.key,',
    '"aria-label":(()=>{try{return typeof s.label=="function"?s.label({i18n:Ti,featureClientSchemaMap:{},schemaPath:""}):s.label}catch{return}})(),"data-button-key":s.key,',
  ],
  [
    LEXICAL,
    'the toolbar’s link button removed the link from linked text without a word; now it leaves the link, whose own editor (shown beside it) has the named buttons to edit or remove it',
    'onSelect:({editor:t,isActive:e})=>{if(e)t.dispatchCommand(ue,null);else{',
    'onSelect:({editor:t,isActive:e})=>{if(e)return;else{',
  ],
  [
    `${UI}/index.js`,
    'the schedule drawer said "scheduled" whatever the server answered; a refused plan now shows its reason',
    'try{await h({type:g,date:C,',
    'try{let Rz=await h({type:g,date:C,',
  ],
  [
    `${UI}/index.js`,
    'the same',
    'timezone:v}),y(void 0),',
    'timezone:v});if(Rz?.error)throw new Error(Rz.error);y(void 0),',
  ],
  [
    SCHEDULE_HANDLER,
    'a plan that would fail at its time (a required field empty) is refused before it is queued, or an old one replaced: src/collections/schedulePlanCheck.ts',
    '  try {\n    if (deleteID) {',
    '  try {\n    await payload.config.custom?.checkPlan?.({ type, doc, locale: localeToPublish, req });\n    if (deleteID) {',
  ],
  [
    SCHEDULE_HANDLER,
    'a refused plan’s reason (which fields are missing) reaches the drawer instead of "Error scheduling publish …"',
    '  } catch (err) {\n    let error;',
    '  } catch (err) {\n    if (err?.status === 400 && err.message) return { error: err.message };\n    let error;',
  ],
  [
    VERSION_COLUMNS,
    'the versions list names neither who made a version nor its language; the content keeps both (src/collections/editedBy.ts)',
    '  return columns;\n};',
    `  if (entityConfig.fields.some((field) => field.name === 'editedByName')) {
    const cell = (text, i) => /*#__PURE__*/_jsx("span", { children: text || '–' }, i);
    columns.push({
      accessor: 'editedByName',
      active: true,
      field: { name: '', type: 'text' },
      Heading: /*#__PURE__*/_jsx(SortColumn, { disable: true, Label: t('versionsList:editedBy'), name: "editedByName" }),
      renderedCells: docs.map((doc, i) => cell(doc.version?.editedByName, i))
    }, {
      accessor: 'editedLocale',
      active: true,
      field: { name: '', type: 'text' },
      Heading: /*#__PURE__*/_jsx(SortColumn, { disable: true, Label: t('versionsList:editedIn'), name: "editedLocale" }),
      renderedCells: docs.map((doc, i) => cell(doc.version?.editedLocale ? t(\`versionsList:\${doc.version.editedLocale}\`) : '', i))
    });
  }
  return columns;
};`,
  ],
  [
    RESTORE_DIALOG,
    'a restore wrote every language of the version: it now restores the content language being edited, says which languages change and offers all (src/collections/restoreAsDraft.ts)',
    "import { Button, ConfirmationModal, PopupList, toast, useConfig, useModal, useRouteTransition, useTranslation } from '@payloadcms/ui';",
    "import { Button, ConfirmationModal, PopupList, toast, useConfig, useLocale, useModal, useRouteTransition, useTranslation } from '@payloadcms/ui';",
  ],
  [
    RESTORE_DIALOG,
    'the same',
    '  const [draft, setDraft] = useState(false);',
    `  const [draft, setDraft] = useState(false);
  const [allLocales, setAllLocales] = useState(false);
  const { code: localeCode } = useLocale();
  const { config: { localization } } = useConfig();
  const localeName = (code) => getTranslation(localization?.locales?.find((each) => each.code === code)?.label ?? code, i18n);
  const otherLocales = (localization?.locales ?? []).map(({ code }) => code).filter((code) => code !== localeCode);`,
  ],
  [
    RESTORE_DIALOG,
    'the same',
    '    const res = await requests.post(fetchURL, {',
    "    if (localeCode) fetchURL += `&locale=${localeCode}&languages=${allLocales ? 'all' : localeCode}`;\n    const res = await requests.post(fetchURL, {",
  ],
  [
    RESTORE_DIALOG,
    'the same',
    '[apiRoute, collectionConfig, globalConfig, i18n.language, versionID, draft,',
    '[apiRoute, collectionConfig, globalConfig, i18n.language, versionID, draft, allLocales, localeCode,',
  ],
  [
    RESTORE_DIALOG,
    'the same',
    '      body: restoreMessage,',
    `      body: localization && localeCode ? /*#__PURE__*/_jsxs("div", {
        children: [/*#__PURE__*/_jsx("p", { children: restoreMessage }), /*#__PURE__*/_jsx("p", {
          "data-testid": "restore-languages",
          children: allLocales || otherLocales.length === 0
            ? t('restoreLanguages:changesAll', { all: [localeCode, ...otherLocales].map(localeName).join(', ') })
            : \`\${t('restoreLanguages:changes', { language: localeName(localeCode) })} \${t('restoreLanguages:keeps', { others: otherLocales.map(localeName).join(', ') })}\`
        }), otherLocales.length > 0 && /*#__PURE__*/_jsxs("label", {
          style: { display: 'flex', gap: '0.5rem', alignItems: 'center' },
          children: [/*#__PURE__*/_jsx("input", { type: "checkbox", checked: allLocales, onChange: (event) => setAllLocales(event.target.checked) }), t('restoreLanguages:all')]
        })]
      }) : restoreMessage,`,
  ],
  [
    `${UI}/index.js`,
    'the live preview calls its full-width size "Responsive" in every language; the project\'s sizes are named by width (src/payload.config.ts)',
    'label:"Responsive",width:"100%"',
    'label:"100 %",width:"100%"',
  ],
  [
    `${UI}/index.js`,
    'an upload\'s copy button says "Copy URL" in every language; without it Payload says its own "Kopieren"',
    'iA(Ed,{defaultMessage:"Copy URL",value:s})',
    'iA(Ed,{value:s})',
  ],
  [
    `${UI}/index.js`,
    'duplicating into chosen languages read "Duplizieren Ausgewählte Sprachen" (src/collections/adminTranslations.ts)',
    '${C("general:duplicate")} ${C("localization:selectedLocales")}',
    '${C("adminWords:duplicateInLanguages")}',
  ],
  [
    `${UI}/index.js`,
    'a list column\'s sort buttons were named "Sortieren nach [object Object]": the label is a text per language',
    '{t:u}=E(),{sort:d}=c',
    '{t:u,i18n:Ui}=E(),{sort:d}=c',
  ],
  [
    `${UI}/index.js`,
    'the same',
    '"aria-label":u("general:sortByLabelDirection",{direction:u("general:ascending"),label:i})',
    '"aria-label":u("general:sortByLabelDirection",{direction:u("general:ascending"),label:Ay(i??o,Ui)})',
  ],
  [
    `${UI}/index.js`,
    'the same',
    '"aria-label":u("general:sortByLabelDirection",{direction:u("general:descending"),label:i})',
    '"aria-label":u("general:sortByLabelDirection",{direction:u("general:descending"),label:Ay(i??o,Ui)})',
  ],
  [
    `${UI}/index.js`,
    'the manual order\'s sort button was named "… Order" in every language',
    'direction:s("general:ascending"),label:"Order"}',
    'direction:s("general:ascending"),label:s("general:order")}',
  ],
  [
    DATE_PICKER,
    'the date picker told screen readers "Selected date: …" in every language: now the date alone, in the admin\'s language',
    ':"Selected date: ".concat(It(n.props.selected,{dateFormat:R,locale:M})),',
    ':It(n.props.selected,{dateFormat:R,locale:M}),',
  ],
  [
    DATE_PICKER,
    'the same',
    '"Selected time: ".concat(It(n.props.selected,{dateFormat:b,locale:M})):',
    'It(n.props.selected,{dateFormat:b,locale:M}):',
  ],
  [
    DATE_PICKER,
    'the same for its days and month buttons ("Choose …", "Not available", "Previous Month"), named in the admin\'s language (src/collections/adminTranslations.ts)',
    'timeCaption:V.t("general:time")',
    'chooseDayAriaLabelPrefix:V.t("adminWords:chooseDay"),disabledDayAriaLabelPrefix:V.t("adminWords:notAvailable"),previousMonthAriaLabel:V.t("adminWords:previousMonth"),nextMonthAriaLabel:V.t("adminWords:nextMonth"),previousMonthButtonLabel:V.t("adminWords:previousMonth"),nextMonthButtonLabel:V.t("adminWords:nextMonth"),timeCaption:V.t("general:time")',
  ],
  [
    LEXICAL_FIELD,
    "the rich-text editor's handles are named in English for screen readers",
    '"aria-label":"Drag to move"',
    `"aria-label":${inAdminLanguage('Zum Verschieben ziehen', 'Drag to move')}`,
  ],
  [
    LEXICAL_FIELD,
    'the same',
    '"aria-label":"Add block"',
    `"aria-label":${inAdminLanguage('Block hinzufügen', 'Add block')}`,
  ],
  [
    LEXICAL_FIELD,
    'the same',
    '"aria-label":"Insert Paragraph"',
    `"aria-label":${inAdminLanguage('Absatz anfügen', 'Insert paragraph')}`,
  ],
  [
    `${UI}/index.js`,
    'a confirmation (delete, restore, …) focused its first control, in a delete dialog the box "Dauerhaft löschen": now the safe "Abbrechen"',
    '(F=au(Jo,{className:S,closeOnBlur:!1,slug:a,style:{zIndex:x},',
    '(F=au(Jo,{className:S,closeOnBlur:!1,focusTrapOptions:{initialFocus:()=>document.querySelector(".confirmation-modal #confirm-cancel")??void 0},slug:a,style:{zIndex:x},',
  ],
  [
    `${UI}/index.js`,
    'restoring from the trash made a live record a draft unless the editor ticked "as published": it now returns as it was, a draft only when asked (src/collections/adminTranslations.ts)',
    'f?.versions?.drafts&&(T._status=v?"published":"draft")',
    'f?.versions?.drafts&&v&&(T._status="draft")',
  ],
  [
    `${UI}/index.js`,
    'the same',
    'label:h("general:restoreAsPublished")',
    'label:h("adminWords:restoreAsDraft")',
  ],
  [
    `${UI}/index.js`,
    'the same for several at once',
    '_?.versions?.drafts&&(P._status=C?"published":"draft")',
    '_?.versions?.drafts&&C&&(P._status="draft")',
  ],
  [
    `${UI}/index.js`,
    'the same',
    'label:b("general:restoreAsPublished")',
    'label:b("adminWords:restoreAsDraft")',
  ],
]

const count = (text, snippet) => text.split(snippet).length - 1

for (const [file, why, shipped, corrected] of CORRECTIONS) {
  const full = path.join(root, file)
  const text = fs.readFileSync(full, 'utf8')
  // Done already: the corrected snippet is there, and the shipped one only inside it (a correction may extend it).
  if (count(text, corrected) === 1 && count(text, shipped) === count(corrected, shipped)) continue
  if (count(text, shipped) !== 1)
    throw new Error(`${file}: cannot correct (${why}): "${shipped}" occurs ${count(text, shipped)} times`)
  fs.writeFileSync(full, text.replace(shipped, corrected))
}
console.log(`Payload's admin corrected in ${CORRECTIONS.length} places (scripts/patch-dependencies.mjs)`)
