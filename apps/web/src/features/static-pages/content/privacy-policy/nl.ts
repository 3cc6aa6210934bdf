import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Privacybeleid',
  summary: 'Welke persoonsgegevens we verzamelen, waarom we dat doen en hoe lang we ze bewaren.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Wie verantwoordelijk is voor je gegevens',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard is de hobbyclub van een uitgever van bord- en kaartspellen ("de uitgever", "wij"). De uitgever is verwerkingsverantwoordelijke voor de persoonsgegevens die via Questboard worden verwerkt. Zijn identiteit en contactgegevens staan in de juridische kennisgeving.',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Uitgever van Questboard (gegevens van de exploitant nog in te vullen door de uitgever): bedrijfsnaam en adres van de statutaire zetel.',
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Contactadres voor privacyverzoeken, inclusief de functionaris voor gegevensbescherming als die is aangesteld, nog in te vullen door de uitgever.',
        },
        {
          type: 'paragraph',
          text: 'Elke spellenwinkel die een evenement organiseert, is verantwoordelijk voor hoe hij de gegevens van zijn spelers gebruikt om dat evenement te organiseren, zoals beschreven in de voorwaarden voor organisatoren.',
        },
      ],
    },
    {
      id: 'data',
      heading: 'Welke gegevens we verzamelen',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Account',
              description:
                'Je e-mailadres, bijnaam, profielfoto, land en geboortedatum, die we van de centrale accountdienst van de uitgever ontvangen wanneer je inlogt.',
            },
            {
              term: 'Inschrijvingen voor evenementen',
              description:
                'De evenementen waarvoor je je in- of uitschrijft, het tijdstip van elke actie, en je resultaten en aanwezigheid zoals de winkel die invoert.',
            },
            {
              term: "Deckfoto's",
              description:
                'De foto van je deck (JPG of PNG, maximaal 5 MB) die je voor een evenement uploadt.',
            },
            {
              term: 'Loyaliteitsclub',
              description:
                'Als je lid wordt: de datum waarop je lid werd, je ervaringspunten (XP), je munten, wanneer je ze verdiende en wanneer ze vervallen, en de beloningen die je inwisselt.',
            },
            {
              term: 'Winkelprofielen',
              description:
                'Voor organisatoren: naam, adres, openingstijden, website, telefoonnummer, e-mailadres en logo van de winkel, en het account-ID, klantnummer en fiscaal nummer uit de aanvraag voor de organisatorstatus.',
            },
            {
              term: 'Nieuwsbrief',
              description: 'Het e-mailadres waarmee je je aanmeldt en de datum waarop je het bevestigde.',
            },
            {
              term: 'Cookies en vergelijkbare technieken',
              description:
                'Je cookiekeuzes en, afhankelijk daarvan, analysegegevens over het gebruik van de site. Technische logs (IP-adres, browser, opgevraagde pagina’s, fouten) worden bewaard voor de beveiliging.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Waarvoor we ze gebruiken en op welke grondslag',
      blocks: [
        {
          type: 'table',
          caption: 'Doeleinden en rechtsgronden',
          head: ['Doel', 'Gegevens', 'Rechtsgrond'],
          rows: [
            [
              'Je laten inloggen, je in- en uitschrijven voor evenementen',
              'Account, inschrijvingen voor evenementen',
              'Uitvoering van de gebruiksvoorwaarden en de voorwaarden voor spelers',
            ],
            [
              'Controleren dat je minstens 15 bent voordat je deelneemt',
              'Geboortedatum',
              'Uitvoering van de voorwaarden en ons gerechtvaardigd belang bij de bescherming van minderjarigen',
            ],
            [
              'Evenementen organiseren: spelerslijsten, deckcontrole, annuleringsmails, resultaten',
              "Bijnaam, e-mailadres, deckfoto's, resultaten",
              'Uitvoering van de voorwaarden voor spelers',
            ],
            [
              'De loyaliteitsclub beheren',
              'Gegevens van de loyaliteitsclub, resultaten',
              'Uitvoering van de voorwaarden van de loyaliteitsclub',
            ],
            [
              'Winkels en hun evenementen publiceren',
              'Winkelprofielen',
              'Uitvoering van de voorwaarden voor organisatoren',
            ],
            ['De nieuwsbrief versturen', 'Nieuwsbriefadres', 'Je toestemming, die je altijd kunt intrekken'],
            ['Bezoekersaantallen meten', 'Analysegegevens', 'Je toestemming (analysecookies)'],
            ['Kaarten tonen', 'IP-adres dat naar de kaartaanbieder gaat', 'Je toestemming (kaartcookies)'],
            [
              'De dienst beveiligen en de boekhoudkundige administratie bijhouden',
              'Technische logs, loyaliteitsadministratie',
              'Ons gerechtvaardigd belang bij beveiliging, en onze wettelijke verplichtingen',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Wie je gegevens ontvangt',
      blocks: [
        {
          type: 'list',
          items: [
            "De winkel die een evenement organiseert, ziet de bijnamen van de ingeschreven spelers; hij ziet ook de deckfoto's die voor zijn evenement zijn geüpload en kan zijn spelers over dat evenement benaderen. Hij mag deze gegevens alleen gebruiken om het evenement te organiseren.",
            'Iedereen kan op de evenementpagina de bijnamen van de ingeschreven spelers zien. Je e-mailadres wordt daar nooit getoond.',
            'Het klassement van de loyaliteitsclub is voor iedereen zichtbaar en toont de bijnaam en XP van clubleden.',
            'De teams en beheerders van de uitgever, die de gegevens nodig hebben om Questboard te laten werken, en de hostingprovider uit de juridische kennisgeving, die de gegevens in opdracht van de uitgever verwerkt.',
            'Kaarttegels worden pas van OpenStreetMap geladen nadat je de cookiecategorie "kaarten" hebt geaccepteerd; je browser stuurt dan je IP-adres naar OpenStreetMap.',
            'De tagmanager en de analysetools worden pas geladen nadat je de categorie "analyse" hebt geaccepteerd.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We verkopen je gegevens niet. Als gegevens de Europese Economische Ruimte verlaten, worden ze beschermd door de waarborgen die de AVG vereist, zoals de modelcontractbepalingen van de Europese Commissie.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies en toestemming',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Noodzakelijk',
              description:
                'Inloggen, taal en je cookiekeuzes. Ze staan altijd aan, omdat de site zonder deze cookies niet werkt.',
            },
            {
              term: 'Analyse',
              description: 'Bezoekersmeting via de tagmanager. Uit totdat je ze accepteert.',
            },
            {
              term: 'Kaarten',
              description:
                'De OpenStreetMap-kaart in de evenementzoeker en op evenementpagina’s. Uit totdat je ze accepteert.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Je keuze wordt 13 maanden bewaard; daarna vragen we het opnieuw. Je kunt je keuze altijd wijzigen op de pagina met cookievoorkeuren.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Hoe lang we je gegevens bewaren',
      blocks: [
        {
          type: 'table',
          caption: 'Bewaartermijnen',
          head: ['Gegevens', 'Bewaartermijn'],
          rows: [
            [
              "Account, inschrijvingen voor evenementen, resultaten en deckfoto's",
              '3 jaar na je laatste activiteit (laatste keer inloggen of laatste inschrijving voor een evenement); daarna verwijderd of geanonimiseerd',
            ],
            [
              'Winkelprofielen en aanvragen voor de organisatorstatus',
              '3 jaar nadat de winkel geen organisator meer is of na zijn laatste evenement, afhankelijk van wat later is',
            ],
            ['Technische logs en analysegegevens', '12 maanden na het verzamelen'],
            ['Nieuwsbriefadres', 'Tot je je afmeldt (link in elke nieuwsbrief); daarna verwijderd'],
            [
              'Loyaliteitsadministratie (verdiende, ingewisselde of vervallen XP en munten) en andere voor de boekhouding relevante gegevens',
              '5 jaar na het einde van het jaar van de transactie',
            ],
            ['Cookiekeuzes', '13 maanden'],
          ],
        },
        {
          type: 'paragraph',
          text: "Als je je account verwijdert, eindigt de termijn van 3 jaar direct: je accountgegevens, inschrijvingen en deckfoto's worden dan verwijderd, behalve de gegevens die we 5 jaar moeten bewaren; die worden apart bewaard en nergens anders voor gebruikt.",
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Je rechten',
      blocks: [
        {
          type: 'list',
          items: [
            'Inzage: een kopie krijgen van de gegevens die we over je hebben.',
            'Rectificatie: onjuiste gegevens laten corrigeren. De meeste accountgegevens kun je zelf wijzigen in je centrale account.',
            'Wissing: je gegevens laten verwijderen, tenzij we ze wettelijk moeten bewaren.',
            'Overdraagbaarheid: de gegevens die je ons hebt gegeven ontvangen in een gestructureerd, machineleesbaar formaat.',
            'Bezwaar en beperking: bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang, of vragen die te beperken.',
            'Intrekken van toestemming: altijd, voor de nieuwsbrief (link in elke e-mail) en voor cookies (pagina met cookievoorkeuren), zonder gevolgen voor wat eerder is gebeurd.',
            'Klacht: bij een toezichthouder, zoals de Autoriteit Persoonsgegevens in Nederland of de Gegevensbeschermingsautoriteit in België.',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'Zo oefen je je rechten uit',
      blocks: [
        {
          type: 'paragraph',
          text: 'Schrijf naar het contactadres voor privacy dat in de juridische kennisgeving staat, zo mogelijk vanaf het e-mailadres van je account, en vermeld welk recht je wilt uitoefenen. We antwoorden binnen een maand; bij complexe verzoeken kan dat met twee maanden worden verlengd, en dan leggen we uit waarom.',
        },
        {
          type: 'paragraph',
          text: 'We kunnen je om gegevens vragen om je identiteit te bevestigen, maar nooit meer dan nodig.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Minderjarigen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Je moet minstens 15 jaar zijn om je voor evenementen in te schrijven of lid te worden van de loyaliteitsclub; Questboard controleert dat aan de hand van de geboortedatum van je account. Jongere bezoekers kunnen evenementen bekijken, maar we laten ze niet deelnemen en verzamelen over hen niets meer dan hun accountgegevens.',
        },
        {
          type: 'paragraph',
          text: 'Ben je ouder en denk je dat je kind jonger dan 15 ons gegevens heeft gegeven? Neem contact met ons op, dan verwijderen we ze.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen in dit beleid',
      blocks: [
        {
          type: 'paragraph',
          text: 'We passen dit beleid aan wanneer onze verwerkingen veranderen. De datum bovenaan toont de nieuwste versie; belangrijke wijzigingen kondigen we vooraf aan op de site of per e-mail.',
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
