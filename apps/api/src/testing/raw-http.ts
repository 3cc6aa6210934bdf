import { connect, type Socket } from 'node:net'

/**
 * An HTTP request whose body is held back: the headers and the first half of the body go now, the rest when
 * `finish` is called; `response` resolves with the status line and everything the server sent. What a slow
 * upload looks like to a server that is asked to stop meanwhile.
 */
export async function startSlowRequest(
  port: number,
  method: string,
  path: string,
  type: string,
  body: string,
) {
  const socket: Socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = ''
  socket.setEncoding('utf8').on('data', (chunk) => {
    received += chunk
  })
  const response = new Promise<{ status: number; raw: string }>((resolve, reject) => {
    socket.once('close', () => resolve({ status: Number(received.split(' ')[1]), raw: received }))
    socket.once('error', reject)
  })
  const half = Math.floor(body.length / 2)
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  )
  return {
    response,
    finish: () => socket.write(body.slice(half)),
  }
}

/** Whether a new TCP connection to the port is accepted. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A port nobody listens on now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}
