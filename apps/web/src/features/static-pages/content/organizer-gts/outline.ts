import type { DocumentOutline } from '../document'

/** The organizers' general terms of service in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-22',
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
  sections: [
    { id: 'scope', blocks: ['paragraph'] },
    { id: 'becoming-an-organizer', blocks: ['orderedList', 'paragraph'] },
    { id: 'store-profile', blocks: ['paragraph'] },
    {
      id: 'events',
      blocks: [],
      subsections: [
        { id: 'events-creating', blocks: ['paragraph'] },
        { id: 'events-editing', blocks: ['paragraph'] },
        { id: 'events-deleting', blocks: ['paragraph'] },
      ],
    },
    { id: 'player-data', blocks: ['paragraph'] },
    { id: 'results', blocks: ['paragraph'] },
    { id: 'loyalty-points', blocks: ['paragraph'] },
    { id: 'cancellations', blocks: ['list'] },
    { id: 'responsibilities', blocks: ['paragraph'] },
    { id: 'changes', blocks: ['paragraph'] },
  ],
}

export default outline
