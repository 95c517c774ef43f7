import dgram from 'node:dgram'
import { parseLogLine } from '@/lib/views/logLine'
import { countsOf } from '@/lib/views/observation'
import { addTallies } from '@/lib/views/tally'

/**
 * Receives the proxy's view log: nginx sends one syslog datagram per answered request (its cache's answers
 * too), which counts here as the app's own requests do. Listens on `host` only (127.0.0.1 by default).
 */
export function startViewLog(port: number, host = '127.0.0.1'): dgram.Socket {
  const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4')
  socket.on('message', (message) => {
    const observation = parseLogLine(message.toString('utf8'))
    if (observation) addTallies(countsOf(observation))
  })
  socket.on('error', (error) => console.error('[views] view log:', error.message))
  socket.bind(port, host, () => console.log(`[views] receiving the proxy's view log on udp ${host}:${port}`))
  socket.unref()
  return socket
}
