import { RouteIntro } from '../../../ui/route-intro'

export default function EventListRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-list" />
    </div>
  )
}
