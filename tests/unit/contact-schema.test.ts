import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS, contactPayloadSchema } from '@/lib/forms/contact'

const valid = {
  name: 'Katharina Meißner',
  email: 'k.meissner@leitstelle.example',
  tel: '+49 40 66969-100',
  firm_name: 'Integrierte Leitstelle Nord',
  subject: 'Angebot Funkpult',
  topic: 'offer',
  message: 'Bitte rufen Sie mich zurück.\nDanke!',
  gRecaptchaResponse: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
}

const fieldsOf = (input: unknown) => {
  const result = contactPayloadSchema.safeParse(input)
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('contact payload schema', () => {
  it('accepts a complete enquiry and trims single-line fields', () => {
    const result = contactPayloadSchema.parse({ ...valid, name: '  Katharina Meißner  ' })
    expect(result.name).toBe('Katharina Meißner')
    expect(result.message).toBe(valid.message)
  })

  it('accepts the minimum: name, e-mail, phone and the human check; empty optionals mean absent', () => {
    const result = contactPayloadSchema.parse({
      name: 'A',
      email: 'a@b.example',
      tel: '040 123',
      firm_name: '',
      subject: null,
      topic: '',
      message: '',
      gRecaptchaResponse: 'x',
    })
    expect(result).toEqual({ name: 'A', email: 'a@b.example', tel: '040 123', gRecaptchaResponse: 'x' })
  })

  it('drops unknown fields', () => {
    expect(contactPayloadSchema.parse({ ...valid, admin: true })).not.toHaveProperty('admin')
  })

  it('accepts unicode names, messages and internationalized text', () => {
    expect(fieldsOf({ ...valid, name: 'Zoë Ølsen-Łukasz 王', message: 'Grüße 👋 – ½' })).toBeNull()
  })

  it.each([
    ['missing name', { name: undefined }, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name too long', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, 'name'],
    ['name with a line break (header injection)', { name: 'Eve\r\nBcc: all@example.com' }, 'name'],
    ['missing e-mail', { email: undefined }, 'email'],
    ['not an e-mail', { email: 'not-an-address' }, 'email'],
    ['e-mail with a header injection', { email: 'a@b.example\nBcc: x@y.example' }, 'email'],
    ['e-mail too long', { email: `${'a'.repeat(250)}@b.example` }, 'email'],
    ['missing phone', { tel: undefined }, 'tel'],
    ['phone with letters', { tel: 'call me maybe' }, 'tel'],
    ['phone too long', { tel: '1'.repeat(CONTACT_LIMITS.tel + 1) }, 'tel'],
    ['subject with a line break', { subject: 'Hallo\r\nX-Spam: yes' }, 'subject'],
    ['subject too long', { subject: 's'.repeat(CONTACT_LIMITS.subject + 1) }, 'subject'],
    ['firm name too long', { firm_name: 'f'.repeat(CONTACT_LIMITS.firmName + 1) }, 'firm_name'],
    ['unknown topic', { topic: 'pizza' }, 'topic'],
    ['message too long', { message: 'm'.repeat(CONTACT_LIMITS.message + 1) }, 'message'],
    ['name of the wrong type', { name: 42 }, 'name'],
    ['message of the wrong type', { message: ['a'] }, 'message'],
    ['missing human check', { gRecaptchaResponse: undefined }, 'gRecaptchaResponse'],
    ['empty human check', { gRecaptchaResponse: '' }, 'gRecaptchaResponse'],
  ])('rejects %s', (_, change, field) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual([field])
  })

  it('accepts each of the five topics and the bounds themselves', () => {
    for (const topic of ['appointment', 'offer', 'support', 'other', 'callback'])
      expect(fieldsOf({ ...valid, topic })).toBeNull()
    expect(
      fieldsOf({
        ...valid,
        name: 'n'.repeat(CONTACT_LIMITS.name),
        tel: '1'.repeat(CONTACT_LIMITS.tel),
        message: 'm'.repeat(CONTACT_LIMITS.message),
      }),
    ).toBeNull()
  })

  it('rejects a body that is not an object', () => {
    expect(contactPayloadSchema.safeParse('name=x').success).toBe(false)
    expect(contactPayloadSchema.safeParse(null).success).toBe(false)
  })
})
