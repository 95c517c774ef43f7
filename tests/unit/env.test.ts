import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureDataDir, parseEnv, secureDatabaseFiles } from '@/lib/env'
import { MAP_TILE_ATTRIBUTION_DEFAULT, MAP_TILE_URL_DEFAULT } from '@/lib/constants'
import { mapProviderHost } from '@/lib/mapProvider'

/** The settings parseEnv makes of an environment, or the error it throws. */
function loadEnv(env: Record<string, string>): { ok: boolean; output: string } {
  try {
    const settings = parseEnv({ NODE_ENV: 'development', ...env })
    return {
      ok: true,
      output: `secret-length ${settings.payloadSecret.length} map ${JSON.stringify(settings.mapProvider)}`,
    }
  } catch (error) {
    return { ok: false, output: String(error) }
  }
}

describe('PAYLOAD_SECRET', () => {
  it('is generated once into DATA_DIR with mode 0600 when not given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    expect(loadEnv({ DATA_DIR: dir }).output).toContain('secret-length 64')
    const file = path.join(dir, '.payload-secret')
    const first = fs.readFileSync(file, 'utf8')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    loadEnv({ DATA_DIR: dir })
    expect(fs.readFileSync(file, 'utf8')).toBe(first)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('stops a public production start without a secret, with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    const result = loadEnv({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SITE_URL: 'https://www.sekundenwerk.example',
    })
    expect(result.ok).toBe(false)
    expect(result.output).toContain('PAYLOAD_SECRET is not set')
    expect(fs.existsSync(path.join(dir, '.payload-secret'))).toBe(false)
    const given = loadEnv({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SITE_URL: 'https://www.sekundenwerk.example',
      PAYLOAD_SECRET: 'x'.repeat(40),
    })
    expect(given.output).toContain('secret-length 40')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('lets a production build on localhost start with a generated secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'production' }).ok).toBe(true)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('map provider', () => {
  const mapOf = (env: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    const output = loadEnv({ DATA_DIR: dir, ...env }).output
    fs.rmSync(dir, { recursive: true, force: true })
    return JSON.parse(output.split(' map ')[1])
  }

  it('is Leaflet on OpenStreetMap without configuration', () => {
    const provider = mapOf({})
    expect(provider).toEqual({
      kind: 'leaflet',
      tileUrl: MAP_TILE_URL_DEFAULT,
      attribution: MAP_TILE_ATTRIBUTION_DEFAULT,
    })
    expect(mapProviderHost(provider)).toBe('tile.openstreetmap.org')
  })

  it('takes a configured tile server, and Google when a key is set', () => {
    const tiles = mapOf({
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Tiles',
    })
    expect(tiles).toEqual({
      kind: 'leaflet',
      tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      attribution: 'Tiles',
    })
    expect(mapProviderHost(tiles)).toBe('tiles.example')
    const google = mapOf({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key-123' })
    expect(google).toEqual({ kind: 'google', apiKey: 'key-123' })
    expect(mapProviderHost(google)).toBe('maps.googleapis.com')
  })
})

describe('data folder', () => {
  it('is closed to other users even when it existed before, open to all', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    fs.chmodSync(dir, 0o755)
    fs.writeFileSync(path.join(dir, 'site.db'), '', { mode: 0o644 })
    ensureDataDir(dir)
    secureDatabaseFiles(dir)
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(dir, 'media')).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(dir, 'site.db')).mode & 0o777).toBe(0o600)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('object storage for uploads', () => {
  const settingsOf = (env: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    try {
      const { objectStorage, uploadsPublicUrl } = parseEnv({ NODE_ENV: 'development', DATA_DIR: dir, ...env })
      return { objectStorage, uploadsPublicUrl }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it('is off without a bucket, also when the variables are there but empty', () => {
    expect(settingsOf({})).toEqual({ objectStorage: null, uploadsPublicUrl: undefined })
    expect(settingsOf({ S3_BUCKET: '', S3_ENDPOINT: '', UPLOADS_PUBLIC_URL: '' })).toEqual({
      objectStorage: null,
      uploadsPublicUrl: undefined,
    })
  })

  it('makes the S3 client settings of bucket, endpoint, region, keys and path style', () => {
    const { objectStorage } = settingsOf({
      S3_BUCKET: 'sekundenwerk-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(objectStorage).toEqual({
      bucket: 'sekundenwerk-uploads',
      client: {
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
    // Amazon S3 itself: no endpoint, the SDK's own credentials chain, virtual-host style.
    expect(settingsOf({ S3_BUCKET: 'uploads' }).objectStorage?.client).toEqual({
      region: 'us-east-1',
      forcePathStyle: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('names each wrong setting', () => {
    const problems = (env: Record<string, string>) => loadEnv({ DATA_DIR: os.tmpdir(), ...env }).output
    expect(problems({ S3_BUCKET: 'Uploads_2026' })).toContain('S3_BUCKET: a bucket name')
    expect(problems({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'ftp://store.example' })).toContain(
      'S3_ENDPOINT: an http:// or https:// URL',
    )
    expect(problems({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(problems({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE')
    expect(problems({ UPLOADS_PUBLIC_URL: 'cdn.sekundenwerk.example' })).toContain(
      'UPLOADS_PUBLIC_URL: an http:// or https:// URL',
    )
  })

  it('takes the public base URL of uploads without a trailing slash', () => {
    expect(settingsOf({ UPLOADS_PUBLIC_URL: 'https://cdn.sekundenwerk.example/' }).uploadsPublicUrl).toBe(
      'https://cdn.sekundenwerk.example',
    )
  })
})
