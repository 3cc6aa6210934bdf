// A camera for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a Y4M video of a QR code,
// as a phone's camera would film a player's screen, so the console's scanner reads it through getUserMedia.
import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 320
const HEIGHT = 240
/** Pixels a module: the code (21 modules) fills about half the frame, as when held up to a phone. */
const SCALE = 6

/** Writes a few frames of `text` as a QR code, black on white, to `file` (Y4M, 4:2:0; Chromium loops it). */
export function writeQrVideo(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  const left = Math.floor((WIDTH - modules.size * SCALE) / 2)
  const top = Math.floor((HEIGHT - modules.size * SCALE) / 2)
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue
      for (let dy = 0; dy < SCALE; dy++) {
        const start = (top + row * SCALE + dy) * WIDTH + left + column * SCALE
        luma.fill(0, start, start + SCALE)
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`),
      ...Array(5).fill(frame),
    ]),
  )
}
