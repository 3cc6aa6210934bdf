import { type AddressInfo, createServer, type Server, Socket } from 'node:net'

interface Relayed {
  client: Socket
  upstream: Socket
}

/**
 * A TCP relay in front of the PostgreSQL server, so a test can take "the database" away and bring it back
 * without touching the server other tests share: `stop` as a restart does (every connection cut, new ones
 * refused), `freeze` as a network that drops everything (connections open, nothing answered).
 */
export async function startDatabaseProxy(target: { host: string; port: number }) {
  const relayed = new Set<Relayed>()
  let server: Server | undefined
  let port = 0
  let frozen = false

  const flow = ({ client, upstream }: Relayed) => {
    client.pipe(upstream)
    upstream.pipe(client)
  }
  const hold = ({ client, upstream }: Relayed) => {
    client.unpipe(upstream)
    upstream.unpipe(client)
    client.pause()
    upstream.pause()
  }

  const listen = async () => {
    const next = createServer((client) => {
      const pair = { client, upstream: new Socket() }
      relayed.add(pair)
      for (const socket of [pair.client, pair.upstream]) {
        socket.on('error', () => {})
        socket.on('close', () => {
          relayed.delete(pair)
          pair.client.destroy()
          pair.upstream.destroy()
        })
      }
      pair.upstream.connect(target.port, target.host)
      if (frozen) hold(pair)
      else flow(pair)
    })
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve))
    port = (next.address() as AddressInfo).port
    server = next
  }

  /** Cuts every connection and refuses new ones. */
  const stop = async () => {
    const closing = server
    server = undefined
    for (const { client, upstream } of relayed) {
      client.destroy()
      upstream.destroy()
    }
    if (closing) await new Promise((resolve) => closing.close(resolve))
  }

  await listen()
  return {
    port,
    stop,
    /** Accepts connections again, on the same port. */
    start: listen,
    /** Relays nothing more, either way, until `thaw`; connections stay open. */
    freeze() {
      frozen = true
      for (const pair of relayed) hold(pair)
    },
    thaw() {
      frozen = false
      for (const pair of relayed) flow(pair)
    },
    close: stop,
  }
}
