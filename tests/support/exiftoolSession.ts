import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'

/**
 * One exiftool process for a whole test file (`-stay_open`): starting Perl and exiftool's modules costs about
 * half a second a call, and the evidence tests call it some eighty times. Commands run one after the other.
 */
export class ExiftoolSession {
  private process: ChildProcessWithoutNullStreams | null = null
  private queue: Promise<unknown> = Promise.resolve()

  /** exiftool's standard output for `args`; rejects with its error output when it wrote any and nothing else.
   *  Not with `-q`: it silences the ready mark too, and the call would never end. */
  run(args: string[]): Promise<string> {
    const result = this.queue.then(() => this.execute(args))
    this.queue = result.catch(() => undefined)
    return result
  }

  close(): void {
    if (!this.process) return
    this.process.stdin.end('-stay_open\nFalse\n')
    this.process = null
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn('exiftool', ['-stay_open', 'True', '-@', '-'])
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error('exiftool is missing: apt-get install libimage-exiftool-perl (.ci/run installs it)')
      throw error
    })
    return child
  }

  private execute(args: string[]): Promise<string> {
    const child = (this.process ??= this.start())
    return new Promise((resolve, reject) => {
      let out = ''
      let err = ''
      const onErr = (chunk: Buffer) => (err += chunk.toString('utf8'))
      const onOut = (chunk: Buffer) => {
        out += chunk.toString('utf8')
        const end = out.indexOf('{ready}')
        if (end < 0) return
        child.stdout.off('data', onOut)
        child.stderr.off('data', onErr)
        const output = out.slice(0, end)
        // exiftool writes its errors before the ready mark on stdout; give stderr a moment to arrive.
        setImmediate(() => (output.trim() === '' && err.trim() ? reject(new Error(err.trim())) : resolve(output)))
      }
      child.stdout.on('data', onOut)
      child.stderr.on('data', onErr)
      // One argument per line: file names and values may hold spaces, never a line break here.
      child.stdin.write(`${[...args, '-execute'].join('\n')}\n`)
    })
  }
}
