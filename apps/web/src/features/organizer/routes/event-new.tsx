import { RouteIntro } from '../../../ui/route-intro'

export default function EventNewRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-new" />
    </div>
  )
}
