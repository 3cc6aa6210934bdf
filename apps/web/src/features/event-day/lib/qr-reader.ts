/**
 * Reads a QR code from a camera frame or a photo (decision 032): the browser's own BarcodeDetector where it has
 * one (Chrome on Android and macOS, Safari), else jsQR, loaded on first use. Both read the pixels of one frame;
 * the scanner calls `read` a few times a second.
 */
export type QrRead = (frame: ImageData) => Promise<string | null>

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorInstance {
  detect(source: ImageData): Promise<DetectedBarcode[]>
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance
  getSupportedFormats?: () => Promise<string[]>
}

async function nativeReader(): Promise<QrRead | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code']
    if (!formats.includes('qr_code')) return null
    const detector = new Detector({ formats: ['qr_code'] })
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null
  } catch {
    return null
  }
}

/**
 * jsQR's reader (`jsqr`, Apache-2.0, no dependencies), loaded on first use. ZXing's QR reader, used before, could
 * not read about one check-in code in sixty, whatever its size and place in the frame (1,500 random codes at
 * three sizes, sharp or blurred: ZXing missed 26, jsQR none; decision 032).
 */
export async function jsQrReader(): Promise<QrRead> {
  const { default: jsQR } = await import('jsqr')
  // The code is drawn black on white whatever the theme: no inverted attempt, half the work of a frame without one.
  return async ({ data, width, height }) =>
    jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null
}

let cached: Promise<QrRead> | undefined

/** The reader this browser offers: the native one when it reads QR codes, jsQR otherwise. */
export function qrReader(): Promise<QrRead> {
  cached ??= nativeReader().then((native) => native ?? jsQrReader())
  return cached
}
