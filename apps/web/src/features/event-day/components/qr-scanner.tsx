import { normalizeCheckInCode } from '@questboard/domain/event-day/check-in-code'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { type QrRead, qrReader } from '../lib/qr-reader'
import styles from './event-day.module.css'

/** How often a camera frame is read: often enough to feel instant, rarely enough for an old phone. */
const FRAME_MS = 200
/** A code just read is not read again for this long (the player is still holding up their phone). */
const REPEAT_MS = 4_000

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable'

/** The pixels of an image (a video frame, a photo), at most `maxSide` on its longer side. */
function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement) {
  const scale = Math.min(1, 960 / Math.max(width, height))
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

/**
 * Scans check-in codes with the phone's camera (the back one) a few frames a second; each code read is handed to
 * `onCode` once, and scanning goes on for the next player. Without a camera (none, refused, an insecure page)
 * a photo of the code works too, and the short code can always be typed.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const photo = useRef<HTMLInputElement>(null)
  const [camera, setCamera] = useState<CameraState>('starting')
  const [photoResult, setPhotoResult] = useState<'none' | 'not-a-code'>()
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode
  const lastRead = useRef<{ code: string; at: number } | null>(null)

  const accept = (text: string | null) => {
    const code = text ? normalizeCheckInCode(text) : null
    if (!code) return false
    const now = Date.now()
    if (lastRead.current?.code === code && now - lastRead.current.at < REPEAT_MS) return true
    lastRead.current = { code, at: now }
    onCodeRef.current(code)
    return true
  }
  const acceptRef = useRef(accept)
  acceptRef.current = accept

  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const element = video.current
    const frames = canvas.current

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable')
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
      } catch (error) {
        if (!stopped)
          setCamera((error as DOMException)?.name === 'NotAllowedError' ? 'denied' : 'unavailable')
        return
      }
      if (stopped || !element || !frames) {
        for (const track of stream.getTracks()) track.stop()
        return
      }
      element.srcObject = stream
      await element.play().catch(() => undefined)
      const read: QrRead = await qrReader()
      setCamera('scanning')
      const tick = async () => {
        if (stopped) return
        if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const frame = pixelsOf(element, element.videoWidth, element.videoHeight, frames)
          if (frame) acceptRef.current(await read(frame).catch(() => null))
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_MS)
      }
      void tick()
    }
    void start()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  async function readPhoto(file: File | undefined) {
    if (!file || !canvas.current) return
    setPhotoResult(undefined)
    try {
      const bitmap = await createImageBitmap(file)
      const frame = pixelsOf(bitmap, bitmap.width, bitmap.height, canvas.current)
      bitmap.close()
      const text = frame ? await (await qrReader())(frame) : null
      if (text === null) setPhotoResult('none')
      else if (!acceptRef.current(text)) setPhotoResult('not-a-code')
    } catch {
      setPhotoResult('none')
    }
  }

  return (
    <div className={styles.scanner}>
      <div className={styles.viewfinder}>
        <video
          ref={video}
          className={styles.video}
          playsInline
          muted
          aria-label={t('eventDay.scanner.camera')}
        />
        <span className={styles.aim} aria-hidden="true" />
      </div>
      <canvas ref={canvas} hidden />
      <p className={styles.muted} role="status">
        {t(`eventDay.scanner.${camera}`)}
      </p>
      <button type="button" className={buttonClass('secondary')} onClick={() => photo.current?.click()}>
        {t('eventDay.scanner.photo')}
      </button>
      <input
        ref={photo}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('eventDay.scanner.photo')}
        onChange={(event) => {
          void readPhoto(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {photoResult && (
        <p className={styles.error} role="alert">
          {t(`eventDay.scanner.photo-${photoResult}`)}
        </p>
      )}
    </div>
  )
}
