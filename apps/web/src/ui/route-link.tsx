import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router'
import type { RouteName, RouteTarget } from '../lib/routes'
import { useLocalizedPath } from '../lib/use-localized-path'

type TargetProps<Name extends RouteName> = RouteTarget<Name> & { to?: never }

/** A link to a named route in the current locale: `<RouteLink name="event-show" params={{ id }}>`. */
export function RouteLink<Name extends RouteName>({
  name,
  params,
  query,
  hash,
  ...props
}: TargetProps<Name> & Omit<LinkProps, 'to'>) {
  const path = useLocalizedPath()
  return <Link to={path({ name, params, query, hash } as RouteTarget<Name>)} {...props} />
}

/** The same for navigation menus: marks the current page with aria-current. */
export function RouteNavLink<Name extends RouteName>({
  name,
  params,
  query,
  hash,
  ...props
}: TargetProps<Name> & Omit<NavLinkProps, 'to'>) {
  const path = useLocalizedPath()
  return <NavLink to={path({ name, params, query, hash } as RouteTarget<Name>)} {...props} />
}
