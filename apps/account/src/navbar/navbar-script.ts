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
 * `signout-href`, `layout` (`bar`, the default: a whole bar with the brand and the user; `menu`: one button
 * that opens the list of applications, for a host whose own header already has the brand and the user, so
 * the page shows one navigation bar — decision 034).
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
:host([layout=menu]){display:inline-block;position:relative;background:none;color:inherit}
:host([layout=menu]) nav{display:block;padding:0;margin:0}
.toggle{display:grid;place-items:center;width:2.5rem;height:2.5rem;padding:0;border:1px solid rgb(255 255 255 / 35%);border-radius:6px}
.toggle svg{width:1.25rem;height:1.25rem}
.toggle[aria-expanded=true]{background:#3a3650}
.panel{position:absolute;inset-inline-end:0;top:calc(100% + 4px);z-index:30;display:grid;gap:2px;min-width:14rem;margin:0;padding:.25rem;border:1px solid #d4d0e4;border-radius:8px;background:#fff;box-shadow:0 8px 24px rgb(29 27 41 / 20%)}
.panel[hidden]{display:none}
.panel p{margin:0;padding:.35rem .6rem;color:#4a4660;font-size:13px;font-weight:700}
.panel a{display:block;color:#1d1b29}
.panel a:hover{background:#ede9fe;color:#3b1f9e}
.panel a[aria-current=page]{background:#ede9fe;color:#3b1f9e;font-weight:700}
.panel a:focus-visible{outline-color:#b45309}
\`;
const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'})[c]);
const safeUrl = (value) => { if (!value) return ''; try { const url = new URL(value, location.href); return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : ''; } catch { return ''; } };
class QuestboardNavbar extends HTMLElement {
  static get observedAttributes() { return ['nickname','picture','roles','locale','web-url','active','apps','signin-href','signout-href','layout']; }
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
    if (this.getAttribute('layout') === 'menu') return this.renderMenu(t, links);
    this.shadowRoot.innerHTML = '<style>' + STYLE + '</style><nav aria-label="' + escape(t.nav) + '"><span class="brand">Questboard</span><ul>' + links + '</ul><div class="user">' + user + '</div></nav>';
    for (const element of this.shadowRoot.querySelectorAll('[data-action]')) {
      element.addEventListener('click', (event) => this.act(event, element.dataset.action));
    }
  }
  // The applications behind one button (a disclosure): Escape, a click elsewhere or focus leaving closes it.
  renderMenu(t, links) {
    const icon = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor"><circle cx="5" cy="5" r="2"/><circle cx="12" cy="5" r="2"/><circle cx="19" cy="5" r="2"/><circle cx="5" cy="12" r="2"/><circle cx="12" cy="12" r="2"/><circle cx="19" cy="12" r="2"/><circle cx="5" cy="19" r="2"/><circle cx="12" cy="19" r="2"/><circle cx="19" cy="19" r="2"/></svg>';
    this.shadowRoot.innerHTML = '<style>' + STYLE + '</style><nav aria-label="' + escape(t.nav) + '"><button type="button" class="toggle" aria-expanded="false" aria-controls="apps" title="' + escape(t.nav) + '">' + icon + '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">' + escape(t.nav) + '</span></button><ul id="apps" class="panel" hidden>' + links + '</ul></nav>';
    const nav = this.shadowRoot.querySelector('nav');
    const toggle = nav.querySelector('.toggle');
    const panel = nav.querySelector('.panel');
    const setOpen = (open) => { panel.hidden = !open; toggle.setAttribute('aria-expanded', String(open)); };
    toggle.addEventListener('click', () => setOpen(panel.hidden));
    nav.addEventListener('keydown', (event) => { if (event.key === 'Escape' && !panel.hidden) { setOpen(false); toggle.focus(); } });
    nav.addEventListener('focusout', (event) => { if (!nav.contains(event.relatedTarget)) setOpen(false); });
    if (this.closeOutside) document.removeEventListener('pointerdown', this.closeOutside);
    this.closeOutside = (event) => { if (!event.composedPath().includes(this)) setOpen(false); };
    document.addEventListener('pointerdown', this.closeOutside);
  }
  disconnectedCallback() { if (this.closeOutside) document.removeEventListener('pointerdown', this.closeOutside); }
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
