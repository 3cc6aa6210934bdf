import { RouteIntro } from '../../../ui/route-intro'

export default function EventEditRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-edit" />
    </div>
  )
}
