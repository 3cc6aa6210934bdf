/**
 * Reads a QR code from a camera frame or a photo (decision 032): the browser's own BarcodeDetector where it has
 * one (Chrome on Android and macOS, Safari), else ZXing's QR reader (`@zxing/library`, Apache-2.0), loaded on
 * first use. Both read the pixels of one frame; the scanner calls `read` a few times a second.
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

/** ZXing's QR reader over the frame's luminance (ITU-R BT.601 weights, as ZXing's own browser layer uses). */
export async function zxingReader(): Promise<QrRead> {
  const [{ default: QRCodeReader }, { default: BinaryBitmap }, { default: HybridBinarizer }, luminance] =
    await Promise.all([
      import('@zxing/library/esm/core/qrcode/QRCodeReader'),
      import('@zxing/library/esm/core/BinaryBitmap'),
      import('@zxing/library/esm/core/common/HybridBinarizer'),
      import('@zxing/library/esm/core/RGBLuminanceSource'),
    ])
  const RGBLuminanceSource = luminance.default
  const reader = new QRCodeReader()
  return async ({ data, width, height }) => {
    const luminances = new Uint8ClampedArray(width * height)
    for (let pixel = 0, offset = 0; pixel < luminances.length; pixel++, offset += 4) {
      luminances[pixel] =
        ((data[offset] ?? 0) * 299 + (data[offset + 1] ?? 0) * 587 + (data[offset + 2] ?? 0) * 114) / 1000
    }
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)))
      return reader.decode(bitmap).getText()
    } catch {
      // No QR code in this frame (ZXing throws NotFound, Checksum or Format exceptions): try the next one.
      return null
    } finally {
      reader.reset()
    }
  }
}

let cached: Promise<QrRead> | undefined

/** The reader this browser offers: the native one when it reads QR codes, ZXing otherwise. */
export function qrReader(): Promise<QrRead> {
  cached ??= nativeReader().then((native) => native ?? zxingReader())
  return cached
}
