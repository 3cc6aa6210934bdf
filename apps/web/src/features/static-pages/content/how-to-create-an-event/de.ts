import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'So erstellst du ein Event',
  summary: 'Eine Schritt-für-Schritt-Anleitung für Spieleläden, die ihr erstes Event veröffentlichen.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Bevor du loslegst',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard ist für Spieleläden kostenlos. Du brauchst das Konto des Ladens beim zentralen Kontodienst des Verlags, deine Kundennummer beim Verlag und deine Steuernummer. Für dein erstes Event solltest du ein paar Minuten einplanen; die nächsten gehen schneller.',
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Schritt 1: Veranstalter werden',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Melde dich mit dem Konto des Ladens bei Questboard an.',
            'Schick dem Verlag deinen Antrag auf den Veranstalterstatus mit Konto-ID, Kundennummer und Steuernummer.',
            'Sobald der Verlag ihn freigegeben hat, meldest du dich erneut an: „Ladenprofil“ und die Eventwerkzeuge erscheinen in deinem Menü.',
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Schritt 2: Ladenprofil ausfüllen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spieler suchen einen Laden, dem sie vertrauen können. Trag in deinem Profil ein:',
        },
        {
          type: 'list',
          items: [
            'Name und Adresse des Ladens (standardmäßig die Adresse deiner Events);',
            'deine Öffnungszeiten für jeden Tag, mit einem zweiten Zeitfenster, wenn du eine Pause machst;',
            'deine Website, Telefonnummer und Kontakt-E-Mail-Adresse;',
            'dein Logo als JPEG oder PNG, bis 5 MB.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Stell das Profil auf öffentlich, damit dein Laden im Ladenfilter und bei deinen Events erscheint. Wenn deine Events Treuepunkte bringen sollen, melde dich hier auch für den Treueclub an.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Schritt 3: wählen, wo sich die Spieler anmelden',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Anmeldung beim Veranstalter',
              description:
                'Ein kurzer Eintrag, der Spieler auf eine externe Anmeldeseite weiterleitet, etwa deine Website oder deinen Ticketshop. Du gibst Name, Spiel, Art, Datum und den Link an; die Spieler melden sich dort an.',
            },
            {
              term: 'Anmeldung über Questboard',
              description:
                'Die Spieler melden sich auf Questboard an. Du bekommst die Spielerliste, einen Anmeldeschluss, Mindest- und Höchstzahl an Spielern mit automatischer Absage, bei Bedarf Deckfotos und das Eintragen der Ergebnisse mit Treuepunkten.',
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: 'Schritt 4: Eventformular ausfüllen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wähle „Event erstellen“ in deinem Kontomenü, in deiner Veranstalter-Übersicht oder am Ende dieser Anleitung. Das Formular hat fünf Abschnitte; fehlt etwas, springt das Formular zum ersten Feld, das du noch ausfüllen musst.',
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Hauptinformationen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Der Name des Events (bis 200 Zeichen), das Spiel und die Art: Turnier, Prerelease, Demo, Bemalen oder Sonstiges. Bei Anmeldung beim Veranstalter zusätzlich der Link zur externen Anmeldeseite.',
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Adresse',
          blocks: [
            {
              type: 'paragraph',
              text: 'Nutze die Adresse deines Ladens oder gib eine andere ein (Straße, Postleitzahl, Ort, Land), wenn das Event woanders stattfindet. Prüf sie genau: Die Adresse lässt sich nach dem Erstellen nicht mehr ändern.',
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Datum',
          blocks: [
            {
              type: 'paragraph',
              text: 'Der Beginn muss mindestens eine Stunde in der Zukunft liegen und das Ende mindestens eine Stunde nach dem Beginn. Bei mehrtägigen Events gibst du die Zeiten für jeden Tag an. Auch das Datum lässt sich nach dem Erstellen nicht mehr ändern.',
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Praktische Informationen',
          blocks: [
            {
              type: 'list',
              items: [
                'Teilnahmegebühr und Währung: Lass die Gebühr bei einem kostenlosen Event leer.',
                'Sprache des Events und Format (Schweizer System, Single oder Double Elimination, Round Robin).',
                'Mindest- und Höchstzahl an Spielern und den Anmeldeschluss (siehe unten).',
                'Deckregistrierung: eine Frist für Deckfotos oder Registrierung im Laden am Eventtag.',
                'Parkplätze, WLAN, Barrierefreiheit, öffentliche Verkehrsmittel, benötigtes Material und Preise.',
                'Ob angemeldete Spieler Erinnerungs-E-Mails erhalten.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Beschreibung',
          blocks: [
            {
              type: 'paragraph',
              text: 'Sag den Spielern, was sie erwartet: Ablauf, Niveau, was sie mitbringen sollen und was dein Event besonders macht. Eine klare Beschreibung bringt mehr Spieler.',
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: 'Schritt 5: Anmeldeschluss festlegen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wähle, wann die Anmeldung endet: 1, 2, 6 oder 12 Stunden vor Beginn (H-1, H-2, H-6, H-12) oder 2, 3, 5 oder 10 Tage vorher (D-2, D-3, D-5, D-10). Wähle einen früheren Zeitpunkt, wenn du Vorbereitungszeit brauchst, zum Beispiel um Prerelease-Kits zu bestellen.',
        },
      ],
    },
    {
      id: 'players',
      heading: 'Schritt 6: Spielerzahl festlegen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Die Höchstzahl muss mindestens so groß sein wie die Mindestzahl. Ist die Höchstzahl erreicht, wird das Event als ausgebucht angezeigt. Wird die Mindestzahl bis zum Anmeldeschluss nicht erreicht, wird das Event automatisch abgesagt und die angemeldeten Spieler erhalten eine E-Mail. Setz das Minimum auf 0, wenn das Event unabhängig von der Spielerzahl stattfinden soll.',
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: 'Schritt 7: Vorschau und Veröffentlichung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Speichere das Event und öffne die Vorschau, um es genau so zu sehen wie die Spieler. Wenn alles stimmt, veröffentliche es: Es erscheint in der Eventliste, auf der Karte und in deinem Ladenprofil, und Spieler können sich anmelden.',
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Ein Event bearbeiten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Deine Events findest du unter „Meine Events“; öffne eines, um es zu bearbeiten. Alles lässt sich ändern außer Ort, Spiel und Datum. Um eines davon zu ändern, lösche das Event und erstelle es neu; sag deinen angemeldeten Spielern Bescheid.',
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Ein Event löschen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Öffne das Event, wähle „Löschen“ und bestätige. Das Event verschwindet von Questboard und du kehrst zu „Meine Events“ zurück. Angemeldete Spieler verlieren ihren Platz, informiere sie also möglichst vorher.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Nach dem Event: Ergebnisse und XP',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Öffne das beendete Event und wähle „Ergebnisse eintragen“.',
            'Bei einem kompetitiven Event gibst du die Platzierungen ein, bei anderen Events hakst du die anwesenden Spieler ab.',
            'Prüfen und bestätigen: Ergebnisse werden nur einmal eingetragen.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Jeder anwesende Spieler erhält 10 XP; bei einem kompetitiven Event bringen die Plätze 1 bis 4 zusätzlich +25, +15, +10 und +10 XP. Nimmt dein Laden am Treueclub teil, erhalten Mitglieder außerdem 1 Münze pro 10 XP, die sie in teilnehmenden Läden gegen Prämien einlösen.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
