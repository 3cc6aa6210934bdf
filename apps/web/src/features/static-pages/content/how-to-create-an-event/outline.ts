import type { DocumentOutline } from '../document'

/** The "how to create an event" guide in every language; its texts are in <locale>.json (decision 024). */
const outline: DocumentOutline = {
  lastUpdated: '2026-11-22',
  related: ['organizer-gts', 'user-gts'],
  sections: [
    { id: 'before-you-start', blocks: ['paragraph'] },
    { id: 'become-an-organizer', blocks: ['orderedList'] },
    { id: 'store-profile', blocks: ['paragraph', 'list', 'paragraph'] },
    { id: 'light-or-full', blocks: ['definitions'] },
    {
      id: 'event-form',
      blocks: ['paragraph'],
      subsections: [
        { id: 'form-main-information', blocks: ['paragraph'] },
        { id: 'form-address', blocks: ['paragraph'] },
        { id: 'form-date', blocks: ['paragraph'] },
        { id: 'form-practical-information', blocks: ['list'] },
        { id: 'form-description', blocks: ['paragraph'] },
      ],
    },
    { id: 'registration-deadline', blocks: ['paragraph'] },
    { id: 'players', blocks: ['paragraph'] },
    { id: 'preview-and-publish', blocks: ['paragraph'] },
    { id: 'edit', blocks: ['paragraph'] },
    { id: 'delete', blocks: ['paragraph'] },
    { id: 'results', blocks: ['orderedList', 'paragraph'] },
  ],
}

export default outline
