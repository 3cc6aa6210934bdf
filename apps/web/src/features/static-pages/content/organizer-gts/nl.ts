import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Algemene voorwaarden voor organisatoren',
  summary: 'De algemene voorwaarden voor spellenwinkels die evenementen publiceren.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Toepassingsgebied',
      blocks: [
        {
          type: 'paragraph',
          text: 'Deze voorwaarden gelden voor spellenwinkels ("organisatoren") die evenementen op Questboard publiceren. Ze vullen de gebruiksvoorwaarden aan. Evenementen publiceren op Questboard is gratis.',
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Organisator worden',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Log in met het account van de winkel bij de centrale accountdienst van de uitgever.',
            'Stuur de uitgever een aanvraag voor de organisatorstatus met je account-ID, je klantnummer bij de uitgever en je fiscaal nummer.',
            'De uitgever controleert de aanvraag en markeert het account na goedkeuring als organisator. Daarna verschijnen het winkelprofiel en de evenementtools in je menu.',
          ],
        },
        {
          type: 'paragraph',
          text: 'De uitgever kan een aanvraag weigeren, bijvoorbeeld als de gegevens niet te controleren zijn, en kan de organisatorstatus intrekken van een winkel die deze voorwaarden overtreedt.',
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Winkelprofiel',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je houdt je winkelprofiel actueel: naam, adres, openingstijden, contactgegevens en logo (JPEG of PNG, maximaal 5 MB). Je kiest of het profiel openbaar is: een openbare winkel verschijnt in het winkelfilter en bij zijn evenementen. Je staat ervoor in dat je het logo en de teksten die je publiceert mag gebruiken.',
        },
      ],
    },
    {
      id: 'events',
      heading: 'Evenementen',
      blocks: [],
      subsections: [
        {
          id: 'events-creating',
          heading: 'Aanmaken en publiceren',
          blocks: [
            {
              type: 'paragraph',
              text: 'Je maakt een evenement aan vanuit je profiel, bekijkt het voorbeeld en publiceert het. Zolang het niet gepubliceerd is, zien alleen jij en de beheerders het. De informatie moet juist en volledig zijn: spel, type, data, adres, prijs, aantal plaatsen en prijzen voor de winnaars.',
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Bewerken',
          blocks: [
            {
              type: 'paragraph',
              text: 'Je kunt een evenement altijd bewerken, behalve de locatie, het spel en de datum: die kunnen na het aanmaken niet meer veranderen, omdat spelers zich op basis daarvan hebben ingeschreven. Wil je ze wijzigen, verwijder dan het evenement en maak een nieuw aan.',
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Verwijderen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Je kunt je eigen evenementen verwijderen. Een evenement met ingeschreven spelers verwijderen betekent dat het voor hen geannuleerd is: leg ze zo mogelijk uit waarom.',
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: 'Persoonsgegevens van spelers',
      blocks: [
        {
          type: 'paragraph',
          text: "Je ziet de bijnamen van je spelers en, bij evenementen die erom vragen, hun deckfoto's. Je mag deze gegevens alleen gebruiken om het evenement te organiseren waarvoor ze zijn gegeven: indeling, deckcontrole, resultaten en praktische berichten over dat evenement. Je mag ze niet voor marketing gebruiken, niet met anderen delen en niet langer bewaren dan nodig, en je moet ze beschermen. Voor dat gebruik ben je verwerkingsverantwoordelijke volgens de privacywetgeving.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Resultaten invoeren',
      blocks: [
        {
          type: 'paragraph',
          text: 'Voer na het evenement de resultaten één keer in: de rangschikking van de eerste plaatsen bij een competitief evenement, of de aanwezige spelers bij andere evenementen. Opgeslagen resultaten kun je niet meer wijzigen, dus controleer ze voordat je bevestigt. Voer alleen echte resultaten in: ze leveren spelers punten op.',
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Loyaliteitspunten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Doe je in je profiel mee aan de loyaliteitsclub, dan leveren je evenementen ervaringspunten op (10 XP voor aanwezigheid; +25, +15, +10 en +10 XP voor plaats 1 tot en met 4 op een competitief evenement) en krijgen clubleden daarnaast 1 munt per 10 XP. Als deelnemende winkel verbind je je ertoe munten in te wisselen voor de beloningen die de uitgever aankondigt, volgens de voorwaarden die hij vaststelt.',
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Minimumaantal spelers en annuleringen',
      blocks: [
        {
          type: 'list',
          items: [
            'Stel je een minimumaantal spelers in en wordt dat niet gehaald vóór de inschrijfdeadline, dan wordt het evenement automatisch geannuleerd en krijgen de ingeschreven spelers een e-mail. Met een minimum van 0 staat dit uit.',
            'Moet je zelf een evenement annuleren, doe dat dan zo vroeg mogelijk en breng de ingeschreven spelers op de hoogte. Het terugbetalen van inschrijfgeld is jouw verantwoordelijkheid.',
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Jouw verantwoordelijkheid',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je organiseert je evenementen op eigen naam en voor eigen verantwoordelijkheid: veiligheid van de ruimte, informatie over toegankelijkheid, prijzen, inschrijfgeld, verzekering en naleving van de wet. De uitgever levert het platform en kan een evenement verwijderen dat misleidend of onrechtmatig is of in strijd met deze voorwaarden.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen en beëindiging',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wijzigingen van deze voorwaarden kondigen we aan voordat ze gelden. Je kunt altijd stoppen als organisator door het aan de uitgever te vragen; je gepubliceerde evenementen worden dan niet meer getoond en spelers die voor komende evenementen zijn ingeschreven, worden op de hoogte gebracht.',
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
