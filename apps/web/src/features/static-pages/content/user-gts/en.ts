import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Terms and conditions for players',
  summary: 'The general terms that apply to players who register for events.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms apply to players who register for events on Questboard and to members of its loyalty club. They complete the terms of use. Registering for events and joining the club are free; any entry fee shown on an event is paid to the store, under its own conditions.',
        },
      ],
    },
    {
      id: 'registration',
      heading: 'Registering for an event',
      blocks: [
        {
          type: 'list',
          items: [
            'You need an account and must be at least 15 years old on the day of the event.',
            'You register from the event page. A registration is personal: one per player and per event.',
            'You can register until the event is full (its maximum number of players is reached) or until its registration deadline has passed.',
            'You receive a confirmation e-mail with a calendar file. Your nickname appears on the event’s player list.',
            'Some events only link to the store’s own registration page: there, the store’s conditions apply.',
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Unregistering',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you cannot come, unregister from the event page or from "My events" so that another player can take your seat. You can unregister until the event starts; please do so as early as possible. Unregistering also deletes your deck photo for that event. Any refund of an entry fee is a matter between you and the store.',
        },
      ],
    },
    {
      id: 'deadlines',
      heading: 'Registration deadlines',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each store chooses when registration closes for its event. The event page shows the deadline.',
        },
        {
          type: 'table',
          caption: 'Registration deadline options',
          head: ['Option', 'Registration closes'],
          rows: [
            ['H-1', '1 hour before the start'],
            ['H-2', '2 hours before the start'],
            ['H-6', '6 hours before the start'],
            ['H-12', '12 hours before the start'],
            ['D-2', '2 days before the start'],
            ['D-3', '3 days before the start'],
            ['D-5', '5 days before the start'],
            ['D-10', '10 days before the start'],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Automatic cancellation',
      blocks: [
        {
          type: 'paragraph',
          text: 'A store may set a minimum number of players. If that minimum is not reached when registration closes, the event is cancelled automatically and every registered player is informed by e-mail. A store may also cancel an event for other reasons; registered players are then informed too.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Deck photos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some events ask you to upload a photo of your deck before a deadline set by the store. The photo must be a JPG or PNG file of up to 5 MB. It is seen only by you, the store organizing the event and the administrators, and is used only to check decks for that event. If the store registers decks on the day, no photo is asked for.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Results',
      blocks: [
        {
          type: 'paragraph',
          text: 'After the event, the store submits the results once: the ranking for a competitive event, or attendance for other events. These results are what your experience points are based on. If you think a result is wrong, contact the store first.',
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'The loyalty club',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Who can join',
          blocks: [
            {
              type: 'paragraph',
              text: 'The loyalty club is offered in Spain: on the Spanish version of the site, to players whose account country is Spain and who are at least 15. Membership is free. You can leave the club at any time by asking the publisher through the contact details in the legal notice.',
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: 'Experience points and coins',
          blocks: [
            {
              type: 'paragraph',
              text: 'You earn points at the events of stores that take part in the club, once the store has submitted the results:',
            },
            {
              type: 'table',
              caption: 'Points per event',
              head: ['Result', 'Experience points (XP)'],
              rows: [
                ['Attending the event', '10 XP'],
                ['1st place in a competitive event', '+25 XP'],
                ['2nd place in a competitive event', '+15 XP'],
                ['3rd place in a competitive event', '+10 XP'],
                ['4th place in a competitive event', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                'Club members also earn 1 coin per 10 XP earned at an event: the winner of a competitive event earns 35 XP and 3 coins.',
                'XP are never lost: they measure your progress and your rank on the leaderboard.',
                'Coins expire one year after they were earned. Your club page shows how many coins you have and when they expire.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Rewards',
          blocks: [
            {
              type: 'paragraph',
              text: 'Coins are exchanged for rewards in participating stores, subject to availability. Coins and XP have no cash value, cannot be transferred or sold, and cannot be exchanged for money.',
            },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Fair play',
      blocks: [
        {
          type: 'paragraph',
          text: 'Respect the store’s house rules, the other players and the rules of the game. If points are obtained by fraud (false results, several accounts), we may cancel them and suspend the account concerned.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may change these terms or the loyalty club’s point scale. Changes are announced before they apply and never remove XP or coins you have already earned.',
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
