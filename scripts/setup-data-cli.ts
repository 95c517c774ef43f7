/** `npm run setup-data`: DATA_DIR, migrations, sample content and first admin, without building. */
import { setupData } from './setup-data'

setupData((message) => console.log(`[setup-data] ${message}`)).then(
  () => process.exit(0),
  (error) => {
    console.error('[setup-data] failed:', error)
    process.exit(1)
  },
)
