import type { DocumentOutline } from '../document'

/** The privacy policy in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-27',
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
  sections: [
    {
      id: 'controller',
      blocks: ['paragraph', { placeholder: 'publisher' }, { placeholder: 'contact' }, 'paragraph'],
    },
    { id: 'data', blocks: ['definitions'] },
    { id: 'purposes', blocks: ['table'] },
    { id: 'recipients', blocks: ['list', 'paragraph'] },
    { id: 'cookies', blocks: ['definitions', 'paragraph'] },
    { id: 'retention', blocks: ['table', 'paragraph'] },
    { id: 'rights', blocks: ['list'] },
    { id: 'exercise-rights', blocks: ['paragraph', 'paragraph'] },
    { id: 'minors', blocks: ['paragraph', 'paragraph'] },
    { id: 'changes', blocks: ['paragraph'] },
  ],
}

export default outline
