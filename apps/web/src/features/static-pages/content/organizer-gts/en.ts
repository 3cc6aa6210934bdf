import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Terms and conditions for organizers',
  summary: 'The general terms that apply to hobby stores that publish events.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms apply to hobby stores ("organizers") that publish events on Questboard. They complete the terms of use. Publishing events on Questboard is free of charge.',
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Becoming an organizer',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Sign in with the store's account on the publisher's central account service.",
            'Send the publisher an organizer request giving your account ID, your customer ID with the publisher and your tax number.',
            'The publisher checks the request and, once approved, flags the account as organizer. The profile and event tools then appear in your menu.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The publisher may refuse a request, for example when the details cannot be verified, and may withdraw organizer status from a store that breaks these terms.',
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Store profile',
      blocks: [
        {
          type: 'paragraph',
          text: 'You keep your store profile accurate: name, address, opening hours, contact details and logo (JPEG or PNG, up to 5 MB). You choose whether the profile is public: a public store appears in the store filter and on its events. You confirm that you may use the logo and texts you publish.',
        },
      ],
    },
    {
      id: 'events',
      heading: 'Events',
      blocks: [],
      subsections: [
        {
          id: 'events-creating',
          heading: 'Creating and publishing',
          blocks: [
            {
              type: 'paragraph',
              text: 'You create an event from your profile, preview it, then publish it. Until it is published, only you and the administrators can see it. Information must be accurate and complete: game, type, dates, address, price, number of places and prizes.',
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Editing',
          blocks: [
            {
              type: 'paragraph',
              text: 'You can edit an event at any time, except its location, game and date: these cannot be changed once the event has been created, because players registered for them. To change them, delete the event and create a new one.',
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Deleting',
          blocks: [
            {
              type: 'paragraph',
              text: 'You can delete your own events. Deleting an event that players registered for cancels it for them: tell them why if you can.',
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: "Players' personal data",
      blocks: [
        {
          type: 'paragraph',
          text: "You see your players' nicknames and, for events that ask for them, their deck photos. You may use this data only to run the event it was given for: seating, deck checks, results and practical messages about that event. You may not use it for marketing, share it with anyone else or keep it longer than needed, and you must protect it. You are responsible for this use as a controller under data protection law.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Submitting results',
      blocks: [
        {
          type: 'paragraph',
          text: 'After the event, submit its results once: the ranking of the first places for a competitive event, or the players who attended for other events. Results cannot be changed once saved, so check them before you confirm. Submit only true results: they award points to players.',
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Loyalty points',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you opt in to the loyalty club in your profile, your events award experience points (10 XP for attending; +25, +15, +10 and +10 XP for places 1 to 4 in a competitive event) and club members also earn 1 coin per 10 XP. As a participating store, you agree to exchange coins for the rewards announced by the publisher, under the conditions it sets.',
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Minimum players and cancellations',
      blocks: [
        {
          type: 'list',
          items: [
            'If you set a minimum number of players and it is not reached by the registration deadline, the event is cancelled automatically and the registered players are informed by e-mail. A minimum of 0 turns this off.',
            'If you must cancel an event yourself, do it as early as possible and inform the registered players. Refunding any entry fee is your responsibility.',
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Your responsibility',
      blocks: [
        {
          type: 'paragraph',
          text: 'You organize your events in your own name and under your own responsibility: safety of the premises, accessibility information, prizes, entry fees, insurance and compliance with the law. The publisher provides the platform and may remove an event that is misleading, unlawful or contrary to these terms.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and termination',
      blocks: [
        {
          type: 'paragraph',
          text: 'We announce changes to these terms before they apply. You may stop being an organizer at any time by asking the publisher; your published events then stop being shown, and players registered for upcoming events are informed.',
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
