import type en from './locales/en.json'

// Type-checked keys: `t('nav.events')` compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}
