/**
 * The entry of index.html. The app starts once the page has painted the boot screen index.html carries:
 * when its code is there before the page is parsed (a repeat visit, a fast network), evaluating it first
 * would keep the screen blank for as long, a few hundred milliseconds on a phone. React, the other
 * libraries, then the app (main.tsx) are evaluated one after the other, each in a task of its own, so none
 * blocks the page for long; index.html preloads all three beside this file. In a hidden tab, which paints
 * nothing, it starts at once.
 */
import { nextTask } from './lib/next-task'

const start = async () => {
  await import('./vendor-react')
  await nextTask()
  await import('./vendor')
  await nextTask()
  await import('./main')
}
if (document.visibilityState === 'visible') requestAnimationFrame(() => void nextTask().then(start))
else void start()
