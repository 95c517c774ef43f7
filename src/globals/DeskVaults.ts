import type { GlobalConfig } from 'payload'
import { nobody } from '@/access/roles'
import { DESKS, type DeskEntry } from '@/lib/sealed/desks'

/**
 * Each confidential desk's vault: the public part of its offline recovery key (the private part is not on the
 * server), when and by whom it was last made, and whether its maker confirmed having stored it. Only the
 * server's own code reads and writes it (src/data/sealed/deskVault.ts).
 */
function deskVault(desk: DeskEntry): GlobalConfig {
  return {
    slug: desk.vault,
    label: { de: `Schlüssel – ${desk.words.de.title}`, en: `Keys – ${desk.words.en.title}` },
    admin: { hidden: true },
    access: { read: nobody, update: nobody },
    fields: [
      { name: 'recoveryPublicKey', type: 'text' },
      { name: 'recoveryRenewedAt', type: 'date' },
      { name: 'recoveryRenewedBy', type: 'text' },
      { name: 'recoveryConfirmed', type: 'checkbox' },
    ],
  }
}

export const DESK_VAULTS: GlobalConfig[] = DESKS.map(deskVault)
