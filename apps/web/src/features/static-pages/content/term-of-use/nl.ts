import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Gebruiksvoorwaarden',
  summary: 'De regels die gelden voor iedereen die Questboard gebruikt.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'Over Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is de hobbyclub van een uitgever van bord- en kaartspellen ("de uitgever", "wij"). Spelers vinden er bord- en kaartspelevenementen in spellenwinkels, schrijven zich in en verdienen loyaliteitsbeloningen; winkels publiceren en beheren er hun evenementen.',
        },
        {
          type: 'paragraph',
          text: 'Door Questboard te gebruiken, ga je akkoord met deze voorwaarden. Spelers die zich voor evenementen inschrijven, gaan ook akkoord met de voorwaarden voor spelers; winkels die evenementen publiceren, met de voorwaarden voor organisatoren.',
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Kijken zonder account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Iedereen kan evenementen bekijken en filteren, details en spelerslijsten inzien, de kaart gebruiken en zich abonneren op de nieuwsbrief, gratis en zonder account.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Je account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je logt in met je account bij de centrale accountdienst van de uitgever, hetzelfde account als voor de andere diensten van de uitgever. Voor het aanmaken, wijzigen en verwijderen van dat account gelden de voorwaarden van die dienst.',
        },
        {
          type: 'list',
          items: [
            'Houd je wachtwoord geheim: je bent verantwoordelijk voor wat er met je account gebeurt.',
            'Geef juiste gegevens, vooral je geboortedatum en land: die bepalen of je mag deelnemen en of de loyaliteitsclub voor jou openstaat.',
            'Kies een bijnaam die anderen respecteert: die staat op de spelerslijst van de evenementen waarvoor je je inschrijft.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Minimumleeftijd',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je moet minstens 15 jaar oud zijn om deel te nemen, dat wil zeggen om je in te schrijven voor evenementen en lid te worden van de loyaliteitsclub. Jongere bezoekers kunnen Questboard bekijken, maar niet deelnemen. Questboard controleert je leeftijd aan de hand van de geboortedatum van je account.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Correct gebruik',
      blocks: [
        { type: 'paragraph', text: 'Als je Questboard gebruikt, beloof je dat je niet:' },
        {
          type: 'list',
          items: [
            'je inschrijft voor evenementen waar je niet van plan bent te komen, of meerdere inschrijvingen voor hetzelfde evenement hebt;',
            'een bijnaam, afbeelding of deckfoto gebruikt die beledigend, discriminerend of misleidend is of inbreuk maakt op de rechten van anderen;',
            'je voordoet als iemand anders, als een winkel of als de uitgever;',
            'gegevens van andere gebruikers verzamelt of ze gebruikt voor iets anders dan het evenement waarvoor ze zijn gedeeld;',
            'de dienst verstoort, de beveiliging omzeilt of de dienst geautomatiseerd gebruikt buiten normaal gebruik.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We kunnen inhoud verwijderen, inschrijvingen annuleren of de toegang tot Questboard blokkeren voor wie deze regels overtreedt, in verhouding tot de overtreding en waar mogelijk na hoor en wederhoor.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: "Deckfoto's",
      blocks: [
        {
          type: 'paragraph',
          text: 'Voor sommige evenementen wordt een foto van je deck gevraagd (JPG of PNG, maximaal 5 MB). Alleen jij, de organiserende winkel en de beheerders kunnen die zien. Upload alleen een foto van je deck: geen personen en geen persoonlijke documenten. Je behoudt je rechten op de foto en geeft ons toestemming om die op te slaan en voor het evenement aan die personen te tonen.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectueel eigendom',
      blocks: [
        {
          type: 'paragraph',
          text: 'De teksten, afbeeldingen, logo’s en software van Questboard, en de spelnamen en illustraties van de uitgever, zijn beschermd. Je mag ze niet verder hergebruiken dan normaal gebruik van de dienst vereist. Kaartgegevens © OpenStreetMap-bijdragers.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Aansprakelijkheid',
      blocks: [
        {
          type: 'list',
          items: [
            'Evenementen worden georganiseerd door zelfstandige spellenwinkels, die verantwoordelijk zijn voor de inhoud, het programma, de prijzen en het verloop. De uitgever is geen partij bij wat er op een evenement gebeurt.',
            'We zorgen ervoor dat Questboard beschikbaar en juist is, maar we kunnen niet garanderen dat er geen onderbrekingen of fouten zijn, bijvoorbeeld in evenementinformatie die winkels invoeren.',
            'We zijn niet aansprakelijk voor indirecte schade, noch voor schade door misbruik van je account. Niets in deze voorwaarden beperkt aansprakelijkheid die de wet niet laat beperken, of je wettelijke rechten als consument.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen van deze voorwaarden',
      blocks: [
        {
          type: 'paragraph',
          text: 'We kunnen deze voorwaarden wijzigen, bijvoorbeeld als we functies toevoegen. De datum bovenaan toont de geldende versie. Belangrijke wijzigingen kondigen we vooraf aan op de site of per e-mail; ga je er niet mee akkoord, dan kun je stoppen met Questboard.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact en toepasselijk recht',
      blocks: [
        {
          type: 'paragraph',
          text: 'Voor vragen over deze voorwaarden gebruik je de contactgegevens in de juridische kennisgeving. Op deze voorwaarden is het recht van het land waar de uitgever gevestigd is van toepassing, zonder dat consumenten de bescherming verliezen van de dwingende regels van het land waar ze wonen.',
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
