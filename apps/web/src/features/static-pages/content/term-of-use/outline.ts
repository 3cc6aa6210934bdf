import type { DocumentOutline } from '../document'

/** The terms of use in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-22',
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
  sections: [
    { id: 'about', blocks: ['paragraph', 'paragraph'] },
    { id: 'browsing', blocks: ['paragraph'] },
    { id: 'accounts', blocks: ['paragraph', 'list'] },
    { id: 'minimum-age', blocks: ['paragraph'] },
    { id: 'acceptable-use', blocks: ['paragraph', 'list', 'paragraph'] },
    { id: 'deck-photos', blocks: ['paragraph'] },
    { id: 'intellectual-property', blocks: ['paragraph'] },
    { id: 'liability', blocks: ['list'] },
    { id: 'changes', blocks: ['paragraph'] },
    { id: 'contact', blocks: ['paragraph'] },
  ],
}

export default outline
