import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Allgemeine Geschäftsbedingungen für Veranstalter',
  summary: 'Die allgemeinen Bedingungen für Spieleläden, die Events veröffentlichen.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Geltungsbereich',
      blocks: [
        {
          type: 'paragraph',
          text: 'Diese Bedingungen gelten für Spieleläden („Veranstalter“), die auf Questboard Events veröffentlichen. Sie ergänzen die Nutzungsbedingungen. Das Veröffentlichen von Events auf Questboard ist kostenlos.',
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Veranstalter werden',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Melde dich mit dem Konto des Ladens beim zentralen Kontodienst des Verlags an.',
            'Schick dem Verlag einen Antrag auf den Veranstalterstatus mit deiner Konto-ID, deiner Kundennummer beim Verlag und deiner Steuernummer.',
            'Der Verlag prüft den Antrag und kennzeichnet das Konto nach der Freigabe als Veranstalter. Danach erscheinen Ladenprofil und Eventwerkzeuge in deinem Menü.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Der Verlag kann einen Antrag ablehnen, etwa wenn die Angaben nicht überprüfbar sind, und einem Laden, der gegen diese Bedingungen verstößt, den Veranstalterstatus entziehen.',
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Ladenprofil',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du hältst dein Ladenprofil aktuell: Name, Adresse, Öffnungszeiten, Kontaktdaten und Logo (JPEG oder PNG, bis 5 MB). Du entscheidest, ob das Profil öffentlich ist: Ein öffentlicher Laden erscheint im Ladenfilter und bei seinen Events. Du sicherst zu, dass du das Logo und die Texte, die du veröffentlichst, verwenden darfst.',
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
          heading: 'Erstellen und veröffentlichen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Du erstellst ein Event in deinem Profil, siehst dir die Vorschau an und veröffentlichst es. Bis zur Veröffentlichung sehen es nur du und die Administratoren. Die Angaben müssen richtig und vollständig sein: Spiel, Art, Termine, Adresse, Preis, Anzahl der Plätze und Preise für die Gewinner.',
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Bearbeiten',
          blocks: [
            {
              type: 'paragraph',
              text: 'Du kannst ein Event jederzeit bearbeiten, außer Ort, Spiel und Datum: Diese lassen sich nach dem Erstellen nicht mehr ändern, weil sich Spieler darauf verlassen haben. Um sie zu ändern, lösche das Event und erstelle ein neues.',
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Löschen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Du kannst deine eigenen Events löschen. Löschst du ein Event mit angemeldeten Spielern, ist es für sie abgesagt: Erklär ihnen nach Möglichkeit den Grund.',
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: 'Personenbezogene Daten der Spieler',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du siehst die Nicknames deiner Spieler und, bei Events mit Deckregistrierung, ihre Deckfotos. Du darfst diese Daten nur für die Durchführung des Events nutzen, für das sie bereitgestellt wurden: Sitzplätze, Deckprüfung, Ergebnisse und organisatorische Nachrichten zu diesem Event. Du darfst sie nicht für Werbung nutzen, nicht an andere weitergeben und nicht länger als nötig aufbewahren, und du musst sie schützen. Für diese Nutzung bist du datenschutzrechtlich Verantwortlicher.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Ergebnisse eintragen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trag nach dem Event die Ergebnisse einmalig ein: die Platzierungen der ersten Plätze bei einem kompetitiven Event, sonst die anwesenden Spieler. Gespeicherte Ergebnisse lassen sich nicht mehr ändern, prüfe sie also vor dem Bestätigen. Trag nur wahrheitsgemäße Ergebnisse ein: Sie bringen den Spielern Punkte.',
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Treuepunkte',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nimmst du in deinem Profil am Treueclub teil, bringen deine Events Erfahrungspunkte (10 XP für die Teilnahme; +25, +15, +10 und +10 XP für die Plätze 1 bis 4 bei einem kompetitiven Event), und Clubmitglieder erhalten zusätzlich 1 Münze pro 10 XP. Als teilnehmender Laden verpflichtest du dich, Münzen gegen die vom Verlag angekündigten Prämien zu dessen Bedingungen einzulösen.',
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Mindestteilnehmerzahl und Absagen',
      blocks: [
        {
          type: 'list',
          items: [
            'Legst du eine Mindestzahl an Spielern fest und wird sie bis zum Anmeldeschluss nicht erreicht, wird das Event automatisch abgesagt und die angemeldeten Spieler erhalten eine E-Mail. Ein Minimum von 0 schaltet das ab.',
            'Musst du ein Event selbst absagen, tu das so früh wie möglich und informiere die angemeldeten Spieler. Die Erstattung von Teilnahmegebühren ist deine Sache.',
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Deine Verantwortung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du veranstaltest deine Events im eigenen Namen und in eigener Verantwortung: Sicherheit der Räume, Angaben zur Barrierefreiheit, Preise, Teilnahmegebühren, Versicherung und Einhaltung der Gesetze. Der Verlag stellt die Plattform bereit und kann ein irreführendes, rechtswidriges oder gegen diese Bedingungen verstoßendes Event entfernen.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen und Beendigung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Änderungen dieser Bedingungen kündigen wir an, bevor sie gelten. Du kannst jederzeit aufhören, Veranstalter zu sein, indem du den Verlag darum bittest; deine veröffentlichten Events werden dann nicht mehr angezeigt, und Spieler, die für kommende Events angemeldet sind, werden informiert.',
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
