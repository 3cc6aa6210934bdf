import { RouteIntro } from '../../../ui/route-intro'

export default function EventUserRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-user" />
    </div>
  )
}
