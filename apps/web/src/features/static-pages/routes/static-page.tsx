import { usePageName } from '../../../lib/use-page-name'
import { RouteIntro } from '../../../ui/route-intro'

/** The legal and help pages (term-of-use, legal-notice, user-gts, organizer-gts, privacy-policy, how-to-create-an-event). */
export default function StaticPageRoute() {
  const page = usePageName() ?? 'not-found'
  return (
    <div className="container">
      <RouteIntro page={page} />
    </div>
  )
}
