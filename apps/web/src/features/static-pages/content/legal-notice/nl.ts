import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Juridische kennisgeving',
  summary: 'Wie Questboard uitgeeft, wie het host en hoe je contact met ons opneemt.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Uitgever',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard wordt uitgegeven door een uitgever van bord- en kaartspellen als zijn hobbyclub ("de uitgever").',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Uitgever van Questboard (gegevens van de exploitant nog in te vullen door de uitgever): bedrijfsnaam en rechtsvorm, maatschappelijk kapitaal, adres van de statutaire zetel, inschrijvingsnummer en handelsregister, btw-nummer.',
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Verantwoordelijke voor de inhoud',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: 'Naam en functie van de persoon die verantwoordelijk is voor de inhoud van de site, nog in te vullen door de uitgever.',
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
          text: 'Hostingprovider (nog in te vullen door de uitgever): bedrijfsnaam, adres en telefoonnummer.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Algemeen contactadres en contactadres voor privacy, nog in te vullen door de uitgever.',
        },
        {
          type: 'paragraph',
          text: 'Vragen over een evenement stel je het best aan de winkel die het organiseert: de contactgegevens staan op het winkelprofiel en op de evenementpagina.',
        },
      ],
    },
    {
      id: 'content',
      heading: 'Informatie over evenementen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Evenementen worden geschreven en gepubliceerd door zelfstandige spellenwinkels, die er verantwoordelijk voor zijn. Lijkt een evenement of inhoud je onrechtmatig of misleidend, meld het dan via het contactadres hierboven; we bekijken het snel en verwijderen het zo nodig.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectueel eigendom en bronvermelding',
      blocks: [
        {
          type: 'paragraph',
          text: 'De inhoud, het ontwerp en de software van de site, en de merken en spelillustraties van de uitgever, zijn beschermd door het intellectuele-eigendomsrecht. Overname zonder toestemming is verboden.',
        },
        {
          type: 'list',
          items: [
            'Kaartgegevens © OpenStreetMap-bijdragers, beschikbaar onder de Open Database License.',
            'De logo’s van de winkels zijn van de winkels zelf, die toestaan dat ze op Questboard worden getoond.',
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
