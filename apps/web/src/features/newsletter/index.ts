/** What other features may use of the newsletter feature: the sign-up form (on the home page). */
export { NewsletterSignup } from './components/newsletter-signup'
