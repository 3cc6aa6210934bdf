import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Algemene voorwaarden voor spelers',
  summary: 'De algemene voorwaarden voor spelers die zich inschrijven voor evenementen.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Toepassingsgebied',
      blocks: [
        {
          type: 'paragraph',
          text: 'Deze voorwaarden gelden voor spelers die zich op Questboard voor evenementen inschrijven en voor leden van de loyaliteitsclub. Ze vullen de gebruiksvoorwaarden aan. Inschrijven voor evenementen en lid worden van de club is gratis; inschrijfgeld dat bij een evenement staat, betaal je aan de winkel, volgens diens eigen voorwaarden.',
        },
      ],
    },
    {
      id: 'registration',
      heading: 'Inschrijven voor een evenement',
      blocks: [
        {
          type: 'list',
          items: [
            'Je hebt een account nodig en moet op de dag van het evenement minstens 15 jaar zijn.',
            'Je schrijft je in op de evenementpagina. Een inschrijving is persoonlijk: één per speler per evenement.',
            'Je kunt je inschrijven zolang het evenement niet vol is (maximumaantal spelers bereikt) en de inschrijfdeadline niet voorbij is.',
            'Je krijgt een bevestigingsmail met een agendabestand. Je bijnaam verschijnt op de spelerslijst van het evenement.',
            'Sommige evenementen verwijzen alleen naar de inschrijfpagina van de winkel: daar gelden de voorwaarden van de winkel.',
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Uitschrijven',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kun je niet komen? Schrijf je dan uit via de evenementpagina of via "Mijn evenementen", zodat een andere speler je plaats kan innemen. Uitschrijven kan tot het evenement begint; doe het zo vroeg mogelijk. Bij het uitschrijven wordt ook je deckfoto voor dat evenement verwijderd. Terugbetaling van inschrijfgeld regel je zelf met de winkel.',
        },
      ],
    },
    {
      id: 'deadlines',
      heading: 'Inschrijfdeadlines',
      blocks: [
        {
          type: 'paragraph',
          text: 'Elke winkel kiest wanneer de inschrijving voor zijn evenement sluit. De evenementpagina toont de deadline.',
        },
        {
          type: 'table',
          caption: 'Opties voor de inschrijfdeadline',
          head: ['Optie', 'Inschrijving sluit'],
          rows: [
            ['H-1', '1 uur voor de start'],
            ['H-2', '2 uur voor de start'],
            ['H-6', '6 uur voor de start'],
            ['H-12', '12 uur voor de start'],
            ['D-2', '2 dagen voor de start'],
            ['D-3', '3 dagen voor de start'],
            ['D-5', '5 dagen voor de start'],
            ['D-10', '10 dagen voor de start'],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Automatische annulering',
      blocks: [
        {
          type: 'paragraph',
          text: 'Een winkel kan een minimumaantal spelers instellen. Wordt dat minimum niet gehaald wanneer de inschrijving sluit, dan wordt het evenement automatisch geannuleerd en krijgt elke ingeschreven speler een e-mail. Een winkel kan een evenement ook om andere redenen annuleren; ook dan worden de ingeschreven spelers op de hoogte gebracht.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: "Deckfoto's",
      blocks: [
        {
          type: 'paragraph',
          text: 'Voor sommige evenementen moet je vóór een door de winkel gekozen deadline een foto van je deck uploaden. De foto moet een JPG- of PNG-bestand van maximaal 5 MB zijn. Alleen jij, de organiserende winkel en de beheerders kunnen hem zien, en hij wordt alleen gebruikt om de decks voor dat evenement te controleren. Registreert de winkel de decks op de dag zelf in de winkel, dan wordt er geen foto gevraagd.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Resultaten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Na het evenement voert de winkel de resultaten één keer in: de rangschikking bij een competitief evenement, of de aanwezigheid bij andere evenementen. Je ervaringspunten zijn op die resultaten gebaseerd. Klopt een resultaat volgens jou niet, neem dan eerst contact op met de winkel.',
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'De loyaliteitsclub',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Wie lid kan worden',
          blocks: [
            {
              type: 'paragraph',
              text: 'De loyaliteitsclub wordt aangeboden in Spanje: op de Spaanse versie van de site, voor spelers van minstens 15 jaar van wie het accountland Spanje is. Lidmaatschap is gratis. Je kunt altijd opzeggen door dat aan de uitgever te vragen via de contactgegevens in de juridische kennisgeving.',
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: 'Ervaringspunten en munten',
          blocks: [
            {
              type: 'paragraph',
              text: 'Je verdient punten op evenementen van winkels die aan de club deelnemen, zodra de winkel de resultaten heeft ingevoerd:',
            },
            {
              type: 'table',
              caption: 'Punten per evenement',
              head: ['Resultaat', 'Ervaringspunten (XP)'],
              rows: [
                ['Aanwezig op het evenement', '10 XP'],
                ['1e plaats op een competitief evenement', '+25 XP'],
                ['2e plaats op een competitief evenement', '+15 XP'],
                ['3e plaats op een competitief evenement', '+10 XP'],
                ['4e plaats op een competitief evenement', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                'Clubleden krijgen daarnaast 1 munt per 10 XP die ze op een evenement verdienen: de winnaar van een competitief evenement krijgt 35 XP en 3 munten.',
                'XP gaan nooit verloren: ze tonen je voortgang en je plaats op het klassement.',
                'Munten vervallen een jaar nadat je ze hebt verdiend. Je clubpagina laat zien hoeveel munten je hebt en wanneer ze vervallen.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Beloningen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Munten wissel je in deelnemende winkels in voor beloningen, zolang de voorraad strekt. Munten en XP hebben geen geldwaarde, zijn niet overdraagbaar of verkoopbaar en kunnen niet in geld worden omgezet.',
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
          text: 'Respecteer de huisregels van de winkel, de andere spelers en de spelregels. Worden punten met fraude verkregen (valse resultaten, meerdere accounts), dan kunnen we ze schrappen en het betrokken account blokkeren.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen',
      blocks: [
        {
          type: 'paragraph',
          text: 'We kunnen deze voorwaarden of de puntentabel van de loyaliteitsclub wijzigen. Wijzigingen kondigen we vooraf aan en ze nemen nooit XP of munten af die je al hebt verdiend.',
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
