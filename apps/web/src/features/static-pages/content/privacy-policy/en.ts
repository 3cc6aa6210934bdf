import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Privacy policy',
  summary: 'What personal data we collect, why we collect it and how long we keep it.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is the hobby club of a tabletop and card game publisher ("the publisher", "we"). The publisher is the controller of the personal data processed through Questboard. Its identity and contact details are given in the legal notice.',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Questboard publisher (operator details to be completed by the publisher): company name and registered address.',
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Contact address for data protection requests, including the data protection officer if one is appointed, to be completed by the publisher.',
        },
        {
          type: 'paragraph',
          text: 'Each hobby store that organizes an event is responsible for how it uses the data of its players to run that event, as set out in the terms for organizers.',
        },
      ],
    },
    {
      id: 'data',
      heading: 'What data we collect',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Account',
              description:
                "Your e-mail address, nickname, profile picture, country and birth date, received from the publisher's central account service when you sign in.",
            },
            {
              term: 'Event registrations',
              description:
                'The events you register for or unregister from, the date of each action, and your results and attendance as submitted by the store.',
            },
            {
              term: 'Deck photos',
              description: 'The picture of your deck (JPG or PNG, up to 5 MB) that you upload for an event.',
            },
            {
              term: 'Loyalty club',
              description:
                'If you join the club: the date you joined, your experience points (XP), your coins, when they were earned and when they expire, and the rewards you redeem.',
            },
            {
              term: 'Store profiles',
              description:
                'For organizers: the store name, address, opening hours, website, phone number, e-mail address and logo, and the account ID, customer ID and tax number given when requesting organizer status.',
            },
            {
              term: 'Newsletter',
              description: 'The e-mail address you subscribe with and the date you confirmed it.',
            },
            {
              term: 'Cookies and similar technologies',
              description:
                'Your cookie choices and, depending on them, analytics data about how the site is used. Technical logs (IP address, browser, pages requested, errors) are kept for security.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it and on what legal basis',
      blocks: [
        {
          type: 'table',
          caption: 'Purposes and legal bases',
          head: ['Purpose', 'Data', 'Legal basis'],
          rows: [
            [
              'Letting you sign in, register for events and unregister',
              'Account, event registrations',
              'Performance of the terms of use and the terms for players',
            ],
            [
              'Checking that you are at least 15 before you participate',
              'Birth date',
              'Performance of the terms and our legitimate interest in protecting minors',
            ],
            [
              'Running events: player lists, deck checks, cancellation e-mails, results',
              'Nickname, e-mail address, deck photos, results',
              'Performance of the terms for players',
            ],
            [
              'Running the loyalty club',
              'Loyalty club data, results',
              'Performance of the loyalty club terms',
            ],
            [
              'Publishing stores and their events',
              'Store profiles',
              'Performance of the terms for organizers',
            ],
            [
              'Sending the newsletter',
              'Newsletter address',
              'Your consent, which you can withdraw at any time',
            ],
            ['Measuring audience', 'Analytics data', 'Your consent (analytics cookies)'],
            ['Showing maps', 'IP address sent to the map provider', 'Your consent (maps cookies)'],
            [
              'Keeping the service secure and keeping accounting records',
              'Technical logs, loyalty ledger',
              'Our legitimate interest in security, and our legal obligations',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives your data',
      blocks: [
        {
          type: 'list',
          items: [
            'The store organizing an event sees the nicknames of its registered players; it also sees the deck photos uploaded for its event and can contact its players about that event. It may use this data only to run the event.',
            'Everyone can see the nicknames of the players registered for an event on the event page. Your e-mail address is never shown there.',
            'The loyalty club leaderboard, visible to everyone, shows the nickname and XP of club members.',
            "The publisher's teams and administrators, who need the data to run Questboard, and the hosting provider named in the legal notice, which processes data on the publisher's instructions.",
            'Map tiles are loaded from OpenStreetMap only after you accept the maps cookie category; your browser then sends your IP address to OpenStreetMap.',
            'The tag manager and analytics tools are loaded only after you accept the analytics cookie category.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not sell your data. When data leaves the European Economic Area, it is protected by the safeguards required by the GDPR, such as the standard contractual clauses of the European Commission.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and consent',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Necessary',
              description:
                'Sign-in, language and your cookie choices. They are always on, because the site cannot work without them.',
            },
            {
              term: 'Analytics',
              description: 'Audience measurement through the tag manager. Off until you accept them.',
            },
            {
              term: 'Maps',
              description:
                'The OpenStreetMap map on the event locator and event pages. Off until you accept them.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Your choice is kept for 13 months; we then ask you again. You can change it at any time on the cookie preferences page.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          type: 'table',
          caption: 'Retention periods',
          head: ['Data', 'Retention period'],
          rows: [
            [
              'Account, event registrations, results and deck photos',
              '3 years after your last activity (last sign-in or last event registration); then deleted or anonymized',
            ],
            [
              'Store profiles and organizer requests',
              '3 years after the store stops being an organizer or its last event, whichever is later',
            ],
            ['Technical logs and analytics data', '12 months after they were collected'],
            ['Newsletter address', 'Until you unsubscribe (link in every newsletter); then deleted'],
            [
              'Loyalty ledger (XP and coins earned, spent or expired) and other accounting-relevant records',
              '5 years after the end of the year of the transaction',
            ],
            ['Cookie choices', '13 months'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Deleting your account ends the 3-year period at once: your account data, registrations and deck photos are then deleted, except the records we must keep for 5 years, which are kept separately and used for nothing else.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          type: 'list',
          items: [
            'Access: obtain a copy of the data we hold about you.',
            'Rectification: correct inaccurate data. Most account data can be changed in your central account.',
            'Erasure: have your data deleted, unless we must keep it by law.',
            'Portability: receive the data you gave us in a structured, machine-readable format.',
            'Objection and restriction: object to processing based on our legitimate interest, or ask us to restrict it.',
            'Withdrawal of consent: at any time, for the newsletter (link in every e-mail) and for cookies (cookie preferences page), without affecting what was done before.',
            'Complaint: lodge a complaint with a supervisory authority, such as the one of the country where you live (in the United Kingdom, the Information Commissioner’s Office).',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'How to exercise your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Write to the data protection contact address given in the legal notice, from the e-mail address of your account if possible, and say which right you wish to exercise. We answer within one month; this can be extended by two months for complex requests, in which case we tell you why.',
        },
        {
          type: 'paragraph',
          text: 'We may ask you for information to confirm your identity, but never more than is needed.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Minors',
      blocks: [
        {
          type: 'paragraph',
          text: 'You must be at least 15 to register for events or to join the loyalty club; Questboard checks this from the birth date of your account. Younger visitors may browse events, but we do not let them participate and collect nothing about them beyond their account data.',
        },
        {
          type: 'paragraph',
          text: 'If you are a parent and believe that your child under 15 has given us data, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We update this policy when our processing changes. The date at the top of the page shows the latest version; significant changes are announced on the site or by e-mail before they apply.',
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
