import type { DocumentOutline } from '../document'

/** The users' general terms of service in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-22',
  related: ['term-of-use', 'privacy-policy'],
  sections: [
    { id: 'scope', blocks: ['paragraph'] },
    { id: 'registration', blocks: ['list'] },
    { id: 'unregistration', blocks: ['paragraph'] },
    { id: 'deadlines', blocks: ['paragraph', 'table'] },
    { id: 'automatic-cancellation', blocks: ['paragraph'] },
    { id: 'deck-photos', blocks: ['paragraph'] },
    { id: 'results', blocks: ['paragraph'] },
    {
      id: 'loyalty-club',
      blocks: [],
      subsections: [
        { id: 'loyalty-eligibility', blocks: ['paragraph'] },
        { id: 'loyalty-points', blocks: ['paragraph', 'table', 'list'] },
        { id: 'loyalty-rewards', blocks: ['paragraph'] },
      ],
    },
    { id: 'conduct', blocks: ['paragraph'] },
    { id: 'changes', blocks: ['paragraph'] },
  ],
}

export default outline
