import { RouteIntro } from '../../../ui/route-intro'

export default function CookiePreferencesRoute() {
  return (
    <div className="container">
      <RouteIntro page="cookie-preferences" />
    </div>
  )
}
