import { RouteIntro } from '../../../ui/route-intro'

export default function EventLocatorRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-locator" />
    </div>
  )
}
