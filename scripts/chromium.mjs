// Debian's Chromium as the end-to-end tests and the Lighthouse script start it: a browser download is
// impossible here, and these flags keep it off the network it cannot reach (without the background
// networking ones it keeps trying, and fails, to reach Google's hosts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
