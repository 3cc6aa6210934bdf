import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Zo maak je een evenement aan',
  summary: 'Een stapsgewijze handleiding voor spellenwinkels die hun eerste evenement publiceren.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Voordat je begint',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is gratis voor spellenwinkels. Je hebt het account van de winkel bij de centrale accountdienst van de uitgever nodig, je klantnummer bij de uitgever en je fiscaal nummer. Trek voor je eerste evenement een paar minuten uit; de volgende gaan sneller.',
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Stap 1: word organisator',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Log in op Questboard met het account van de winkel.',
            'Stuur de uitgever je aanvraag voor de organisatorstatus met je account-ID, klantnummer en fiscaal nummer.',
            'Zodra de uitgever de aanvraag heeft goedgekeurd, log je opnieuw in: "Winkelprofiel" en de evenementtools verschijnen in je menu.',
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Stap 2: vul je winkelprofiel in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Spelers zoeken een winkel die ze kunnen vertrouwen. Vul in je profiel in:',
        },
        {
          type: 'list',
          items: [
            'de naam en het adres van de winkel (standaard ook het adres van je evenementen);',
            'je openingstijden per dag, met een tweede tijdvak als je tussendoor sluit;',
            'je website, telefoonnummer en contact-e-mailadres;',
            'je logo, als JPEG of PNG van maximaal 5 MB.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Maak het profiel openbaar, zodat je winkel in het winkelfilter en bij je evenementen verschijnt. Wil je dat je evenementen loyaliteitspunten opleveren, meld je dan hier ook aan voor de loyaliteitsclub.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Stap 3: kies waar spelers zich inschrijven',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Inschrijving bij de organisator',
              description:
                'Een korte vermelding die spelers doorstuurt naar een externe inschrijfpagina, zoals je eigen website of ticketdienst. Je geeft de naam, het spel, het type, de datum en de link op; spelers schrijven zich daar in.',
            },
            {
              term: 'Inschrijving via Questboard',
              description:
                "Spelers schrijven zich in op Questboard. Je krijgt de spelerslijst, een inschrijfdeadline, een minimum- en maximumaantal spelers met automatische annulering, zo nodig deckfoto's, en het invoeren van resultaten met loyaliteitspunten.",
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: 'Stap 4: vul het evenementformulier in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kies "Evenement aanmaken" in je accountmenu, op je organisatordashboard of aan het eind van deze handleiding. Het formulier heeft vijf onderdelen; ontbreekt er iets, dan brengt het formulier je naar het eerste veld dat je nog moet invullen.',
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Hoofdinformatie',
          blocks: [
            {
              type: 'paragraph',
              text: 'De naam van het evenement (maximaal 200 tekens), het spel en het type: toernooi, prerelease, demo, schilderen of overig. Bij inschrijving bij de organisator ook de link naar de externe inschrijfpagina.',
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Adres',
          blocks: [
            {
              type: 'paragraph',
              text: 'Gebruik het adres van je winkel, of vul een ander adres in (straat, postcode, plaats, land) als het evenement ergens anders plaatsvindt. Controleer het goed: het adres kan na het aanmaken niet meer worden gewijzigd.',
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Datum',
          blocks: [
            {
              type: 'paragraph',
              text: 'De start moet minstens een uur in de toekomst liggen en het einde minstens een uur na de start. Bij een evenement van meerdere dagen geef je de tijden per dag op. Ook de datum kan na het aanmaken niet meer veranderen.',
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Praktische informatie',
          blocks: [
            {
              type: 'list',
              items: [
                'Inschrijfgeld en valuta: laat het bedrag leeg voor een gratis evenement.',
                'Taal van het evenement en het format (Zwitsers systeem, enkele of dubbele eliminatie, round robin).',
                'Minimum- en maximumaantal spelers en de inschrijfdeadline (zie hieronder).',
                "Deckregistratie: een deadline voor deckfoto's, of registratie in de winkel op de dag zelf.",
                'Parkeren, wifi, toegankelijkheid voor mensen met een beperking, openbaar vervoer, benodigd materiaal en prijzen.',
                'Of ingeschreven spelers herinneringsmails krijgen.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Beschrijving',
          blocks: [
            {
              type: 'paragraph',
              text: 'Vertel spelers wat ze kunnen verwachten: het programma, het niveau, wat ze moeten meenemen en wat je evenement bijzonder maakt. Een duidelijke beschrijving trekt meer spelers.',
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: 'Stap 5: stel de inschrijfdeadline in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kies wanneer de inschrijving sluit: 1, 2, 6 of 12 uur voor de start (H-1, H-2, H-6, H-12), of 2, 3, 5 of 10 dagen ervoor (D-2, D-3, D-5, D-10). Kies een vroegere deadline als je voorbereidingstijd nodig hebt, bijvoorbeeld om prereleasekits te bestellen.',
        },
      ],
    },
    {
      id: 'players',
      heading: 'Stap 6: stel het aantal spelers in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Het maximum moet minstens gelijk zijn aan het minimum. Is het maximum bereikt, dan staat het evenement als volgeboekt. Wordt het minimum niet gehaald vóór de inschrijfdeadline, dan wordt het evenement automatisch geannuleerd en krijgen de ingeschreven spelers een e-mail. Zet het minimum op 0 als het evenement hoe dan ook moet doorgaan.',
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: 'Stap 7: bekijk het voorbeeld en publiceer',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sla het evenement op en open het voorbeeld om het precies te zien zoals spelers het zullen zien. Klopt alles, publiceer het dan: het verschijnt in de evenementenlijst, op de kaart en op je winkelprofiel, en spelers kunnen zich inschrijven.',
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Een evenement bewerken',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je vindt je evenementen onder "Mijn evenementen"; open er een om het te bewerken. Alles kan worden gewijzigd behalve de locatie, het spel en de datum. Wil je een daarvan wijzigen, verwijder het evenement dan en maak het opnieuw aan; laat je ingeschreven spelers het weten.',
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Een evenement verwijderen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Open het evenement, kies "Verwijderen" en bevestig. Het evenement verdwijnt van Questboard en je keert terug naar "Mijn evenementen". Ingeschreven spelers verliezen hun plaats, dus laat het ze waar mogelijk vooraf weten.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Na het evenement: resultaten en XP',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Open het afgelopen evenement en kies voor het invoeren van de resultaten.',
            'Voer bij een competitief evenement de rangschikking in; vink bij andere evenementen de aanwezige spelers aan.',
            'Controleer en bevestig: resultaten worden maar één keer ingevoerd.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Elke aanwezige speler krijgt 10 XP; op een competitief evenement leveren de plaatsen 1 tot en met 4 +25, +15, +10 en +10 XP op. Doet je winkel mee aan de loyaliteitsclub, dan krijgen leden ook 1 munt per 10 XP, die ze in deelnemende winkels inwisselen voor beloningen.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
