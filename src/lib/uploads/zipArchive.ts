import { PassThrough, type Readable } from 'node:stream'
import yazl from 'yazl'

/** An entry of a ZIP: a small document given whole, or a file opened only when its turn comes, of known size. */
export type ZipEntry =
  | { path: string; content: Buffer }
  | { path: string; size: number; open: () => Promise<Readable>; compress?: boolean }

/**
 * A ZIP written as it is read (yazl): each file is opened when the one before it is through and streamed in,
 * so the archive never holds more than a chunk of any file. Documents are compressed; files only when asked
 * (photos, PDF and Office files are compressed already). A file that fails, or gives other than its `size`
 * bytes, ends the stream with that error: a ZIP cut short is never taken for a whole one.
 */
export function zipStream(entries: ZipEntry[], mtime: Date): Readable {
  const zip = new yazl.ZipFile()
  const output = new PassThrough()
  let current: Readable | null = null
  zip.on('error', (error: Error) => output.destroy(error))
  zip.outputStream.on('error', (error: Error) => output.destroy(error))
  for (const entry of entries) {
    if ('content' in entry) {
      zip.addBuffer(entry.content, entry.path, { mtime, compress: true })
      continue
    }
    zip.addReadStreamLazy(entry.path, { mtime, size: entry.size, compress: entry.compress ?? false }, (done) => {
      entry.open().then(
        (stream) => {
          // A file that fails part-way fails the ZIP: yazl does not hear errors of its sources itself.
          stream.on('error', (error) => output.destroy(error))
          current = stream
          done(null, stream)
        },
        (error) => done(error, undefined as never),
      )
    })
  }
  zip.end()
  zip.outputStream.pipe(output)
  // The reader gone (download cancelled): the file open at that moment is closed with it.
  output.on('close', () => {
    zip.outputStream.unpipe(output)
    if (!output.writableFinished) current?.destroy()
  })
  return output
}
