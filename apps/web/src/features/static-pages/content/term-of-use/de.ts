import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Nutzungsbedingungen',
  summary: 'Die Regeln, die für alle gelten, die Questboard nutzen.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'Über Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard ist der Hobbyclub eines Brett- und Kartenspielverlags („der Verlag“, „wir“). Spieler finden hier Brett- und Kartenspiel-Events in Spieleläden, melden sich an und sammeln Treueprämien; Läden veröffentlichen und verwalten ihre Events.',
        },
        {
          type: 'paragraph',
          text: 'Mit der Nutzung von Questboard akzeptierst du diese Bedingungen. Wer sich zu Events anmeldet, akzeptiert außerdem die Bedingungen für Spieler; Läden, die Events veröffentlichen, die Bedingungen für Veranstalter.',
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Nutzung ohne Konto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Alle können Events durchsuchen und filtern, Eventdetails und Spielerlisten ansehen, die Karte nutzen und den Newsletter abonnieren – kostenlos und ohne Konto.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Dein Konto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du meldest dich mit deinem Konto beim zentralen Kontodienst des Verlags an – demselben Konto wie für die anderen Dienste des Verlags. Für Erstellung, Änderung und Löschung dieses Kontos gelten die Bedingungen dieses Dienstes.',
        },
        {
          type: 'list',
          items: [
            'Halte dein Passwort geheim; du bist für alles verantwortlich, was mit deinem Konto geschieht.',
            'Mach korrekte Angaben, vor allem zu Geburtsdatum und Land: Sie entscheiden, ob du teilnehmen darfst und ob dir der Treueclub offensteht.',
            'Wähle einen Nickname, der andere respektiert: Er erscheint auf den Spielerlisten der Events, zu denen du dich anmeldest.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Mindestalter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Um teilzunehmen, also dich zu Events anzumelden und dem Treueclub beizutreten, musst du mindestens 15 Jahre alt sein. Jüngere können Questboard ansehen, aber nicht teilnehmen. Questboard prüft dein Alter anhand des Geburtsdatums deines Kontos.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Faire Nutzung',
      blocks: [
        { type: 'paragraph', text: 'Bei der Nutzung von Questboard verpflichtest du dich,' },
        {
          type: 'list',
          items: [
            'dich nicht zu Events anzumelden, zu denen du nicht kommen willst, und dich nicht mehrfach zum selben Event anzumelden;',
            'keinen Nickname, kein Bild und kein Deckfoto zu verwenden, das beleidigend, diskriminierend oder irreführend ist oder Rechte anderer verletzt;',
            'dich nicht als eine andere Person, ein Laden oder der Verlag auszugeben;',
            'keine Daten anderer Nutzer zu sammeln und sie nur für das Event zu verwenden, für das sie geteilt wurden;',
            'den Dienst nicht zu stören, seine Sicherheit nicht zu umgehen und nicht über das normale Maß hinaus automatisiert darauf zuzugreifen.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Wer gegen diese Regeln verstößt, dessen Inhalte können wir entfernen, Anmeldungen stornieren oder den Zugang zu Questboard sperren – verhältnismäßig zum Verstoß und nach Möglichkeit nach Anhörung.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Deckfotos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Manche Events verlangen ein Foto deines Decks (JPG oder PNG, bis 5 MB). Es sehen nur du, der veranstaltende Laden und die Administratoren. Lade nur ein Foto deines Decks hoch: keine Personen, keine persönlichen Dokumente. Deine Rechte am Foto bleiben bei dir; du erlaubst uns, es zu speichern und diesen Personen für das Event zu zeigen.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Geistiges Eigentum',
      blocks: [
        {
          type: 'paragraph',
          text: 'Texte, Grafiken, Logos und Software von Questboard sowie die Spielnamen und Illustrationen des Verlags sind geschützt. Du darfst sie nur im Rahmen der normalen Nutzung des Dienstes verwenden. Kartendaten © OpenStreetMap-Mitwirkende.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Haftung',
      blocks: [
        {
          type: 'list',
          items: [
            'Events werden von unabhängigen Spieleläden veranstaltet, die für Inhalt, Zeitplan, Preise und Ablauf verantwortlich sind. Der Verlag ist nicht Partei dessen, was bei einem Event geschieht.',
            'Wir achten darauf, dass Questboard verfügbar und korrekt ist, können aber nicht garantieren, dass es frei von Unterbrechungen oder Fehlern ist, etwa bei Eventangaben der Läden.',
            'Wir haften nicht für mittelbare Schäden und nicht für Schäden durch Missbrauch deines Kontos. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden darf, oder deine gesetzlichen Rechte als Verbraucher.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Bedingungen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir können diese Bedingungen ändern, etwa wenn wir neue Funktionen einführen. Das Datum oben zeigt die aktuelle Fassung. Wesentliche Änderungen kündigen wir vorher auf der Website oder per E-Mail an; bist du nicht einverstanden, kannst du Questboard nicht mehr nutzen.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt und anwendbares Recht',
      blocks: [
        {
          type: 'paragraph',
          text: 'Bei Fragen zu diesen Bedingungen nutze die Kontaktdaten im Impressum. Es gilt das Recht des Landes, in dem der Verlag seinen Sitz hat; Verbrauchern bleibt der Schutz der zwingenden Vorschriften ihres Wohnsitzlandes erhalten.',
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
