import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Legal notice',
  summary: 'Who publishes Questboard, who hosts it and how to contact us.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Publisher',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is published by a tabletop and card game publisher as its hobby club ("the publisher").',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Questboard publisher (operator details to be completed by the publisher): company name and legal form, share capital, registered office address, company registration number and registry, VAT number.',
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Publication director',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: 'Name and role of the person responsible for the content of the site, to be completed by the publisher.',
        },
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      blocks: [
        {
          type: 'placeholder',
          setting: 'hostingProvider',
          text: 'Hosting provider (to be completed by the publisher): company name, address and telephone number.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'General contact address and data protection contact address, to be completed by the publisher.',
        },
        {
          type: 'paragraph',
          text: 'Questions about an event are best sent to the store that organizes it: its contact details are on its store profile and on the event page.',
        },
      ],
    },
    {
      id: 'content',
      heading: 'Event information',
      blocks: [
        {
          type: 'paragraph',
          text: 'Events are written and published by independent hobby stores, which are responsible for them. If you see an event or a content that seems unlawful or misleading, report it through the contact address above; we will look at it promptly and remove it if necessary.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property and credits',
      blocks: [
        {
          type: 'paragraph',
          text: "The site's content, design and software, and the publisher's trademarks and game artwork, are protected by intellectual property law. Any reproduction without permission is prohibited.",
        },
        {
          type: 'list',
          items: [
            'Map data © OpenStreetMap contributors, available under the Open Database License.',
            'Store logos belong to their stores, which allow their display on Questboard.',
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
