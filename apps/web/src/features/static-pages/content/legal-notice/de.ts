import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Impressum',
  summary: 'Wer Questboard herausgibt, wer es hostet und wie du uns erreichst.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Anbieter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard wird von einem Brett- und Kartenspielverlag als dessen Hobbyclub betrieben („der Verlag“).',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Questboard-Verlag (Angaben zum Betreiber vom Verlag zu ergänzen): Firma und Rechtsform, Stammkapital, Anschrift des Sitzes, Registergericht und Registernummer, Umsatzsteuer-Identifikationsnummer, Vertretungsberechtigte.',
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Verantwortlich für den Inhalt',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: 'Name und Funktion der für den Inhalt der Website verantwortlichen Person, vom Verlag zu ergänzen.',
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
          text: 'Hoster (vom Verlag zu ergänzen): Firma, Anschrift und Telefonnummer.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Allgemeine Kontaktadresse und Kontaktadresse für Datenschutz, vom Verlag zu ergänzen.',
        },
        {
          type: 'paragraph',
          text: 'Fragen zu einem Event richtest du am besten an den Laden, der es veranstaltet: Seine Kontaktdaten stehen in seinem Ladenprofil und auf der Eventseite.',
        },
      ],
    },
    {
      id: 'content',
      heading: 'Informationen zu Events',
      blocks: [
        {
          type: 'paragraph',
          text: 'Events werden von unabhängigen Spieleläden verfasst und veröffentlicht, die dafür verantwortlich sind. Wenn dir ein Event oder ein Inhalt rechtswidrig oder irreführend erscheint, melde ihn über die oben genannte Kontaktadresse; wir prüfen ihn zügig und entfernen ihn, falls nötig.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Urheberrecht und Nachweise',
      blocks: [
        {
          type: 'paragraph',
          text: 'Inhalte, Gestaltung und Software der Website sowie die Marken und Spielillustrationen des Verlags sind urheber- und markenrechtlich geschützt. Jede Vervielfältigung ohne Genehmigung ist untersagt.',
        },
        {
          type: 'list',
          items: [
            'Kartendaten © OpenStreetMap-Mitwirkende, verfügbar unter der Open Database License.',
            'Die Logos der Läden gehören den jeweiligen Läden, die ihre Anzeige auf Questboard erlauben.',
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
