import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Terms of use',
  summary: 'The rules that apply to everyone who uses Questboard.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'About Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is the hobby club of a tabletop and card game publisher ("the publisher", "we"). It lets players find tabletop and card game events in hobby stores, register for them and earn loyalty rewards, and lets stores publish and manage those events.',
        },
        {
          type: 'paragraph',
          text: 'By using Questboard you accept these terms. Players who register for events also accept the terms for players; stores that publish events also accept the terms for organizers.',
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Browsing without an account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Anyone can browse and filter events, see event details and player lists, use the map and subscribe to the newsletter, free of charge and without an account.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          type: 'paragraph',
          text: "You sign in with your account on the publisher's central account service, the same account as for the publisher's other services. Creating, changing and deleting that account is governed by the terms of that service.",
        },
        {
          type: 'list',
          items: [
            'Keep your password secret; you are responsible for what is done with your account.',
            'Give accurate information, in particular your birth date and country: they decide whether you may participate and whether the loyalty club is open to you.',
            'Choose a nickname that respects others: it is shown on the player lists of the events you register for.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Minimum age',
      blocks: [
        {
          type: 'paragraph',
          text: 'You must be at least 15 years old to participate, that is to register for events and to join the loyalty club. Younger visitors may browse Questboard but cannot participate. Questboard checks your age from the birth date of your account.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { type: 'paragraph', text: 'When you use Questboard, you agree not to:' },
        {
          type: 'list',
          items: [
            'register for events you do not intend to attend, or hold several registrations for the same event;',
            'use a nickname, picture or deck photo that is offensive, discriminatory, misleading or infringes the rights of others;',
            'impersonate another person, a store or the publisher;',
            'collect other users’ data, or use it for anything other than the event it was shared for;',
            'disrupt the service, bypass its security or access it by automated means beyond normal use.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may remove content, cancel registrations or suspend access to Questboard for anyone who breaks these rules, in proportion to the breach and after hearing them where possible.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Deck photos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some events ask for a photo of your deck (JPG or PNG, up to 5 MB). It is seen only by you, the store organizing the event and the administrators. Upload only a photo of your deck: no people, no personal documents. You keep your rights to the photo and allow us to store it and show it to those people for the event.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard's texts, graphics, logos and software, and the publisher's game names and artwork, are protected. You may not reuse them beyond what normal use of the service needs. Map data © OpenStreetMap contributors.",
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        {
          type: 'list',
          items: [
            'Events are organized by independent hobby stores, which are responsible for their content, schedule, prizes and for how they run. The publisher is not a party to what happens at an event.',
            'We take care to keep Questboard available and accurate, but we cannot guarantee it is free of interruptions or errors, for instance in event information entered by stores.',
            'We are not liable for indirect damage, nor for damage caused by a misuse of your account. Nothing in these terms limits liability that the law does not allow to be limited, or your statutory rights as a consumer.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may change these terms, for example when we add features. The date at the top shows the current version. Significant changes are announced on the site or by e-mail before they apply; if you do not accept them, you may stop using Questboard.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and applicable law',
      blocks: [
        {
          type: 'paragraph',
          text: 'For any question about these terms, use the contact details in the legal notice. These terms are governed by the law of the country where the publisher is established, without depriving consumers of the protection of the mandatory rules of the country where they live.',
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
