import { RouteIntro } from '../../../ui/route-intro'
import { useIdentity } from '../../identity'
import { useProfile } from '../api/profile'
import { OrganizerLinks } from '../components/organizer-links'
import { LoadError, LoadingState } from '../components/page-state'
import { ProfileForm } from '../components/profile-form'

export default function ProfileRoute() {
  const profile = useProfile()
  const { user } = useIdentity()
  return (
    <div className="container">
      <RouteIntro page="profile" />
      <OrganizerLinks />
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        <ProfileForm
          profile={profile.data}
          fallback={{ nickname: user?.nickname ?? '', email: user?.email ?? '' }}
        />
      )}
    </div>
  )
}
