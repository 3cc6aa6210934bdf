import { Logo } from './logo'

/**
 * What shows while the first catalog and page load: the header band with the brand, the same as the
 * static copy in index.html (the first paint, before any script runs), so nothing changes when the app
 * takes over from it. Global styles (`.boot-screen`), which index.html's copy needs too.
 */
export function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <div className="container boot-screen-inner">
        <Logo />
        <span>Questboard</span>
      </div>
    </div>
  )
}
