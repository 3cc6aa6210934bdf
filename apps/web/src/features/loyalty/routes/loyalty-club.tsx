import { RouteIntro } from '../../../ui/route-intro'

export default function LoyaltyClubRoute() {
  return (
    <div className="container">
      <RouteIntro page="loyalty-club" />
    </div>
  )
}
