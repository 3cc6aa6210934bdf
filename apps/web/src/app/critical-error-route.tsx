import { CriticalErrorContent } from './critical-error-page'

/** The `critical-error` route (`/error`), where failures that leave the page unusable can send the visitor. */
export default function CriticalErrorRoute() {
  return <CriticalErrorContent />
}
