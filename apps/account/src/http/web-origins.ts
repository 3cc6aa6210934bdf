/**
 * The web app's base URLs. In development `localhost` and `127.0.0.1` are the same app, and a browser
 * opened on either must be able to sign in, so a localhost WEB_URL also admits its 127.0.0.1 twin.
 */
export function webBaseUrls(webUrl: string): string[] {
  const url = new URL(webUrl)
  if (url.hostname !== 'localhost') return [webUrl]
  url.hostname = '127.0.0.1'
  return [webUrl, url.href.replace(/\/+$/, '')]
}

export function webOrigins(webUrl: string): Set<string> {
  return new Set(webBaseUrls(webUrl).map((base) => new URL(base).origin))
}
