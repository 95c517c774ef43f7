import { useTranslations } from 'next-intl'
import { NotFoundView } from '@/components/NotFound/NotFoundView'

export default function NotFound() {
  const t = useTranslations('notFound')
  return <NotFoundView headline={t('headline')} text={t('text')} detail={t('detail')} back={t('back')} />
}
