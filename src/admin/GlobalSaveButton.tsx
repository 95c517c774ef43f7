'use client'

import {
  ConfirmationModal,
  FormSubmit,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { defaultLocale, isLocale, LANGUAGES, otherLocales } from '@/i18n/routing'
import { GLOBAL_SAVE_TEXTS } from './globalSaveTexts'

const MODAL = 'global-save-languages'

/**
 * The save button of a global with texts to translate (popup, award banner, home, …). A global has no drafts: a
 * save in German is online at once in every language, its fields without a language (a link, the dates, a
 * picture) beside the English text as it was. Changing the popup in German had shown English visitors the old
 * award text linking to the new article. So a save in the default language asks first, naming the languages
 * whose visitors see the change before their text is brought in line.
 */
export function GlobalSaveButton() {
  const { submit } = useForm()
  const modified = useFormModified()
  const { uploadStatus } = useDocumentInfo()
  const { code } = useLocale()
  const { i18n, t } = useTranslation()
  const { openModal } = useModal()
  const language = i18n.language === 'de' ? 'de' : 'en'
  const texts = Object.fromEntries(
    Object.entries(GLOBAL_SAVE_TEXTS).map(([key, text]) => [key, text[language]]),
  ) as Record<keyof typeof GLOBAL_SAVE_TEXTS, string>
  const others = isLocale(code) ? otherLocales(code) : []
  const warns = code === defaultLocale && others.length > 0
  const names = others.map((locale) => LANGUAGES[locale].adminLabel[language]).join(', ')

  const save = () => {
    if (uploadStatus === 'uploading') return
    if (warns) openModal(MODAL)
    else void submit()
  }

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!modified || uploadStatus === 'uploading'}
        onClick={save}
        size="medium"
        type="button"
      >
        {t('general:save')}
      </FormSubmit>
      {warns && (
        <ConfirmationModal
          modalSlug={MODAL}
          heading={texts.heading}
          body={
            <div data-testid="global-save-languages">
              <p>{texts.body.replace('{languages}', names)}</p>
              <p>{texts.next.replace('{languages}', names)}</p>
            </div>
          }
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          onConfirm={async () => {
            await submit()
          }}
        />
      )}
    </>
  )
}
