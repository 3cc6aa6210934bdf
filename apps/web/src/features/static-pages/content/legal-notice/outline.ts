import type { DocumentOutline } from '../document'

/** The legal notice in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-22',
  related: ['term-of-use', 'privacy-policy'],
  sections: [
    { id: 'publisher', blocks: ['paragraph', { placeholder: 'publisher' }] },
    { id: 'publication-director', blocks: [{ placeholder: 'publicationDirector' }] },
    { id: 'hosting', blocks: [{ placeholder: 'hostingProvider' }] },
    { id: 'contact', blocks: [{ placeholder: 'contact' }, 'paragraph'] },
    { id: 'content', blocks: ['paragraph'] },
    { id: 'intellectual-property', blocks: ['paragraph', 'list'] },
  ],
}

export default outline
