import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'How to create an event',
  summary: 'A step-by-step guide for hobby stores publishing their first event.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Before you start',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard is free for hobby stores. You need the store's account on the publisher's central account service, your customer ID with the publisher and your tax number. Allow a few minutes for your first event; the next ones are quicker.",
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Step 1: become an organizer',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Sign in to Questboard with the store's account.",
            'Send the publisher your organizer request with your account ID, your customer ID and your tax number.',
            'Once the publisher has approved it, sign in again: "Store profile" and the event tools appear in your menu.',
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Step 2: fill in your store profile',
      blocks: [
        {
          type: 'paragraph',
          text: 'Players look for a store they can trust. In your profile, fill in:',
        },
        {
          type: 'list',
          items: [
            'your store name and address (used as the default address of your events);',
            'your opening hours for each day, with a second time slot if you close for a break;',
            'your website, phone number and contact e-mail address;',
            'your logo, as a JPEG or PNG of up to 5 MB.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Make the profile public so that your store appears in the store filter and on your events. If you want your events to award loyalty points, opt in to the loyalty club here too.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Step 3: choose where players register',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Registration with the organizer',
              description:
                'A short listing that sends players to an external registration page, such as your own website or ticketing service. You give the name, game, type, date and the link; players register there.',
            },
            {
              term: 'Registration on Questboard',
              description:
                'Players register on Questboard. You get the player list, the registration deadline, the minimum and maximum number of players with automatic cancellation, optional deck photos and results with loyalty points.',
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: 'Step 4: fill in the event form',
      blocks: [
        {
          type: 'paragraph',
          text: 'Choose "Create an event" in your account menu, on your dashboard or at the end of this guide. The form has five sections; if something is missing, the form takes you to the first field to complete.',
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Main information',
          blocks: [
            {
              type: 'paragraph',
              text: 'The event name (up to 200 characters), the game and the type: tournament, prerelease, demo, painting or other. For registration with the organizer, also the link to the external registration page.',
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Address',
          blocks: [
            {
              type: 'paragraph',
              text: "Use your store's address, or enter another one (street, postcode, city, country) if the event takes place elsewhere. Check it carefully: the address cannot be changed after the event is created.",
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Date',
          blocks: [
            {
              type: 'paragraph',
              text: 'The start must be at least one hour from now and the end at least one hour after the start. For an event over several days, give the times of each day. The date cannot be changed after creation either.',
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Practical information',
          blocks: [
            {
              type: 'list',
              items: [
                'Entry fee and currency: leave the fee blank for a free event.',
                'Language of the event, and the format (Swiss, single or double elimination, round robin).',
                'Minimum and maximum number of players, and the registration deadline (see below).',
                'Deck registration: a deadline for deck photos, or decks registered at the store on the day.',
                'Parking, Wi-Fi, accessibility for people with reduced mobility, public transport, required materials and prizes.',
                'Whether registered players receive reminder e-mails.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Description',
          blocks: [
            {
              type: 'paragraph',
              text: 'Tell players what to expect: the programme, the level, what to bring and anything that makes your event special. A clear description brings more players.',
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: 'Step 5: set the registration deadline',
      blocks: [
        {
          type: 'paragraph',
          text: 'Choose when registration closes: 1, 2, 6 or 12 hours before the start (H-1, H-2, H-6, H-12), or 2, 3, 5 or 10 days before (D-2, D-3, D-5, D-10). Choose an earlier deadline if you need time to prepare, for example to order prerelease kits.',
        },
      ],
    },
    {
      id: 'players',
      heading: 'Step 6: set the number of players',
      blocks: [
        {
          type: 'paragraph',
          text: 'The maximum must be at least the minimum. When the maximum is reached the event is shown as sold out. If the minimum is not reached by the registration deadline, the event is cancelled automatically and registered players are informed by e-mail. Set the minimum to 0 if the event should take place whatever the number of players.',
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: 'Step 7: preview and publish',
      blocks: [
        {
          type: 'paragraph',
          text: 'Save the event, then open the preview to see it exactly as players will. When everything is right, publish it: it appears in the event list, on the map and on your store profile, and players can register.',
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Editing an event',
      blocks: [
        {
          type: 'paragraph',
          text: 'Find your events under "My events" and open one to edit it. Everything can be changed except the location, the game and the date. To change one of those, delete the event and create it again; let your registered players know.',
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Deleting an event',
      blocks: [
        {
          type: 'paragraph',
          text: 'Open the event, choose "Delete" and confirm. The event disappears from Questboard and you return to "My events". Registered players no longer have a place, so tell them in advance whenever you can.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'After the event: results and XP',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Open the finished event and choose to submit the results.',
            'For a competitive event, enter the ranking; for other events, tick the players who attended.',
            'Check and confirm: results are submitted only once.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Every player who attended earns 10 XP; in a competitive event places 1 to 4 earn +25, +15, +10 and +10 XP. If your store takes part in the loyalty club, members also earn 1 coin per 10 XP, which they exchange for rewards in participating stores.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
