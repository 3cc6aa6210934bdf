import { LOCALES } from '@questboard/domain/constants'
import { CATALOGS } from '../texts'

/** The bar's words in each language, from the service's catalogs (decision 024). */
const LABELS = Object.fromEntries(LOCALES.map((locale) => [locale, CATALOGS[locale].navbar]))

/**
 * The shared navigation bar: `<questboard-navbar>`. The host page owns the identity and tells the element
 * through attributes; the element renders (shadow DOM) and reports clicks on sign-in / sign-out as
 * cancelable `questboard-signin` / `questboard-signout` events (bubbling, composed). If no listener cancels
 * them, the `signin-href` / `signout-href` links are followed.
 *
 * Attributes: `nickname`, `picture`, `roles` (space-separated: organizer, admin), `locale` (en, fr, de, es,
 * nl, it), `web-url` (the events application; defaults to the configured WEB_URL), `active` (events,
 * loyalty, store or account), `apps` (space-separated subset of the four to show), `signin-href`,
 * `signout-href`.
 */
export function navbarScript(options: { issuer: string; webUrl: string }): string {
  const config = JSON.stringify({ ...options, labels: LABELS, locales: LOCALES })
  return `(() => {
'use strict';
if (customElements.get('questboard-navbar')) return;
const CONFIG = ${config};
const STYLE = \`
:host{display:block;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#1d1b29;color:#fff}
nav{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.4rem 1rem;max-width:80rem;margin:0 auto}
.brand{font-weight:700;color:#f5b700;margin-right:.5rem}
ul{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
a,button{color:#fff;text-decoration:none;padding:.35rem .6rem;border-radius:6px;font:inherit;background:none;border:0;cursor:pointer}
a:hover,button:hover{background:#3a3650}
a[aria-current=page]{background:#4b2bb5}
a:focus-visible,button:focus-visible{outline:3px solid #f5b700;outline-offset:1px}
.user{margin-left:auto;display:flex;align-items:center;gap:.5rem}
img{width:28px;height:28px;border-radius:50%;object-fit:cover}
.avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:#4b2bb5;font-weight:700}
\`;
const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'})[c]);
const safeUrl = (value) => { if (!value) return ''; try { const url = new URL(value, location.href); return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : ''; } catch { return ''; } };
class QuestboardNavbar extends HTMLElement {
  static get observedAttributes() { return ['nickname','picture','roles','locale','web-url','active','apps','signin-href','signout-href']; }
  constructor() { super(); this.attachShadow({ mode: 'open' }); }
  connectedCallback() { this.render(); }
  attributeChangedCallback() { if (this.isConnected) this.render(); }
  render() {
    const locale = CONFIG.locales.includes(this.getAttribute('locale')) ? this.getAttribute('locale') : 'en';
    const t = CONFIG.labels[locale];
    const web = (this.getAttribute('web-url') || CONFIG.webUrl).replace(/\\/+$/, '');
    const prefix = locale === 'en' ? '' : '/' + locale;
    const roles = (this.getAttribute('roles') || '').split(/\\s+/);
    const nickname = this.getAttribute('nickname');
    const picture = safeUrl(this.getAttribute('picture') || '');
    const shown = (this.getAttribute('apps') || 'events loyalty store account').split(/\\s+/);
    const active = this.getAttribute('active');
    const apps = [
      { id: 'events', label: t.events, href: web + prefix + '/' },
      { id: 'loyalty', label: t.loyalty, href: web + prefix + '/the-loyalty-club' },
      { id: 'store', label: t.store, href: web + prefix + '/profile', when: roles.includes('organizer') || roles.includes('admin') },
      { id: 'account', label: t.account, href: CONFIG.issuer + '/account?ui_locales=' + locale, when: Boolean(nickname) },
    ].filter((app) => shown.includes(app.id) && app.when !== false);
    const links = apps.map((app) => '<li><a href="' + escape(app.href) + '"' + (app.id === active ? ' aria-current="page"' : '') + '>' + escape(app.label) + '</a></li>').join('');
    const avatar = picture ? '<img src="' + escape(picture) + '" alt="">' : '<span class="avatar" aria-hidden="true">' + escape((nickname || '?').charAt(0).toUpperCase()) + '</span>';
    const user = nickname
      ? avatar + '<span class="nickname">' + escape(nickname) + '</span><button type="button" data-action="signout">' + escape(t.signOut) + '</button>'
      : '<a href="' + escape(this.getAttribute('signin-href') || '#') + '" data-action="signin">' + escape(t.signIn) + '</a>';
    this.shadowRoot.innerHTML = '<style>' + STYLE + '</style><nav aria-label="' + escape(t.nav) + '"><span class="brand">Questboard</span><ul>' + links + '</ul><div class="user">' + user + '</div></nav>';
    for (const element of this.shadowRoot.querySelectorAll('[data-action]')) {
      element.addEventListener('click', (event) => this.act(event, element.dataset.action));
    }
  }
  act(event, action) {
    event.preventDefault();
    const proceed = this.dispatchEvent(new CustomEvent('questboard-' + action, { bubbles: true, composed: true, cancelable: true }));
    const href = this.getAttribute(action + '-href');
    if (proceed && href) location.assign(href);
  }
}
customElements.define('questboard-navbar', QuestboardNavbar);
})();
`
}
