import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Allgemeine Geschäftsbedingungen für Spieler',
  summary: 'Die allgemeinen Bedingungen für Spieler, die sich zu Events anmelden.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Geltungsbereich',
      blocks: [
        {
          type: 'paragraph',
          text: 'Diese Bedingungen gelten für Spieler, die sich auf Questboard zu Events anmelden, und für Mitglieder des Treueclubs. Sie ergänzen die Nutzungsbedingungen. Die Anmeldung zu Events und die Mitgliedschaft im Club sind kostenlos; eine auf einem Event angegebene Teilnahmegebühr zahlst du an den Laden, zu dessen Bedingungen.',
        },
      ],
    },
    {
      id: 'registration',
      heading: 'Anmeldung zu einem Event',
      blocks: [
        {
          type: 'list',
          items: [
            'Du brauchst ein Konto und musst am Tag des Events mindestens 15 Jahre alt sein.',
            'Du meldest dich auf der Eventseite an. Die Anmeldung ist persönlich: eine pro Spieler und Event.',
            'Du kannst dich anmelden, solange das Event nicht ausgebucht ist (Höchstzahl an Spielern erreicht) und der Anmeldeschluss nicht vorbei ist.',
            'Du erhältst eine Bestätigungs-E-Mail mit einer Kalenderdatei. Dein Nickname erscheint auf der Spielerliste des Events.',
            'Manche Events verweisen nur auf die Anmeldeseite des Ladens: Dort gelten dessen Bedingungen.',
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Abmeldung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wenn du nicht kommen kannst, melde dich auf der Eventseite oder unter „Meine Events“ ab, damit jemand anderes deinen Platz bekommt. Abmelden kannst du dich bis zum Beginn des Events; bitte tu das so früh wie möglich. Mit der Abmeldung wird auch dein Deckfoto für dieses Event gelöscht. Eine Erstattung der Teilnahmegebühr klärst du direkt mit dem Laden.',
        },
      ],
    },
    {
      id: 'deadlines',
      heading: 'Anmeldeschluss',
      blocks: [
        {
          type: 'paragraph',
          text: 'Jeder Laden legt fest, wann die Anmeldung zu seinem Event endet. Die Eventseite zeigt den Anmeldeschluss.',
        },
        {
          type: 'table',
          caption: 'Optionen für den Anmeldeschluss',
          head: ['Option', 'Anmeldung endet'],
          rows: [
            ['H-1', '1 Stunde vor Beginn'],
            ['H-2', '2 Stunden vor Beginn'],
            ['H-6', '6 Stunden vor Beginn'],
            ['H-12', '12 Stunden vor Beginn'],
            ['D-2', '2 Tage vor Beginn'],
            ['D-3', '3 Tage vor Beginn'],
            ['D-5', '5 Tage vor Beginn'],
            ['D-10', '10 Tage vor Beginn'],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Automatische Absage',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ein Laden kann eine Mindestzahl an Spielern festlegen. Ist sie bei Anmeldeschluss nicht erreicht, wird das Event automatisch abgesagt und alle angemeldeten Spieler werden per E-Mail informiert. Ein Laden kann ein Event auch aus anderen Gründen absagen; auch dann werden die angemeldeten Spieler benachrichtigt.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Deckfotos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Manche Events verlangen, dass du bis zu einer vom Laden festgelegten Frist ein Foto deines Decks hochlädst. Das Foto muss eine JPG- oder PNG-Datei bis 5 MB sein. Es sehen nur du, der veranstaltende Laden und die Administratoren, und es dient nur der Deckprüfung für dieses Event. Registriert der Laden die Decks am Eventtag vor Ort, wird kein Foto verlangt.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Ergebnisse',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nach dem Event trägt der Laden die Ergebnisse einmalig ein: die Platzierungen bei einem kompetitiven Event, sonst die Teilnahme. Auf diesen Ergebnissen beruhen deine Erfahrungspunkte. Hältst du ein Ergebnis für falsch, wende dich zuerst an den Laden.',
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'Der Treueclub',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Wer beitreten kann',
          blocks: [
            {
              type: 'paragraph',
              text: 'Der Treueclub wird in Spanien angeboten: auf der spanischen Version der Website, für Spieler, deren Kontoland Spanien ist und die mindestens 15 Jahre alt sind. Die Mitgliedschaft ist kostenlos. Du kannst jederzeit austreten, indem du dich über die Kontaktdaten im Impressum an den Verlag wendest.',
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: 'Erfahrungspunkte und Münzen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Du sammelst Punkte bei Events von Läden, die am Club teilnehmen, sobald der Laden die Ergebnisse eingetragen hat:',
            },
            {
              type: 'table',
              caption: 'Punkte pro Event',
              head: ['Ergebnis', 'Erfahrungspunkte (XP)'],
              rows: [
                ['Teilnahme am Event', '10 XP'],
                ['1. Platz bei einem kompetitiven Event', '+25 XP'],
                ['2. Platz bei einem kompetitiven Event', '+15 XP'],
                ['3. Platz bei einem kompetitiven Event', '+10 XP'],
                ['4. Platz bei einem kompetitiven Event', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                'Clubmitglieder erhalten außerdem 1 Münze pro 10 XP, die sie bei einem Event sammeln: Wer ein kompetitives Event gewinnt, erhält 35 XP und 3 Münzen.',
                'XP verfallen nie: Sie zeigen deinen Fortschritt und deinen Rang in der Bestenliste.',
                'Münzen verfallen ein Jahr, nachdem du sie erhalten hast. Deine Clubseite zeigt, wie viele Münzen du hast und wann sie verfallen.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Prämien',
          blocks: [
            {
              type: 'paragraph',
              text: 'Münzen löst du in teilnehmenden Läden gegen Prämien ein, solange der Vorrat reicht. Münzen und XP haben keinen Geldwert, sind nicht übertragbar oder verkäuflich und können nicht in Geld umgetauscht werden.',
            },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Fairplay',
      blocks: [
        {
          type: 'paragraph',
          text: 'Respektiere die Hausordnung des Ladens, die anderen Spieler und die Spielregeln. Werden Punkte durch Betrug erlangt (falsche Ergebnisse, mehrere Konten), können wir sie streichen und das betroffene Konto sperren.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir können diese Bedingungen oder die Punktetabelle des Treueclubs ändern. Änderungen kündigen wir vorher an; bereits erhaltene XP oder Münzen nehmen sie dir nie weg.',
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
