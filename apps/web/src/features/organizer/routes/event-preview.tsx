import { RouteIntro } from '../../../ui/route-intro'

export default function EventPreviewRoute() {
  return (
    <div className="container">
      <RouteIntro page="event-preview" />
    </div>
  )
}
