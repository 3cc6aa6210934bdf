import { RouteIntro } from '../../../ui/route-intro'

export default function ProfileRoute() {
  return (
    <div className="container">
      <RouteIntro page="profile" />
    </div>
  )
}
