import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Come creare un evento',
  summary: 'Una guida passo passo per i negozi di giochi che pubblicano il loro primo evento.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Prima di iniziare',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard è gratuito per i negozi di giochi. Ti servono l'account del negozio sul servizio centrale di account dell'editore, il tuo codice cliente presso l'editore e il tuo codice fiscale o partita IVA. Per il primo evento calcola qualche minuto; i successivi saranno più rapidi.",
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Passo 1: diventa organizzatore',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Accedi a Questboard con l'account del negozio.",
            "Invia all'editore la richiesta di status di organizzatore con il tuo ID account, il codice cliente e il codice fiscale o partita IVA.",
            "Quando l'editore l'avrà approvata, accedi di nuovo: «Profilo del negozio» e gli strumenti per gli eventi compariranno nel tuo menu.",
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Passo 2: compila il profilo del negozio',
      blocks: [
        {
          type: 'paragraph',
          text: 'I giocatori cercano un negozio di cui fidarsi. Nel tuo profilo inserisci:',
        },
        {
          type: 'list',
          items: [
            "il nome e l'indirizzo del negozio (usato come indirizzo predefinito dei tuoi eventi);",
            'gli orari di apertura di ogni giorno, con una seconda fascia oraria se chiudi per la pausa;',
            'il sito web, il numero di telefono e l’indirizzo e-mail di contatto;',
            'il tuo logo, in formato JPEG o PNG, fino a 5 MB.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Rendi pubblico il profilo, così il tuo negozio comparirà nel filtro dei negozi e nei tuoi eventi. Se vuoi che i tuoi eventi assegnino punti fedeltà, aderisci qui anche al club fedeltà.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Passo 3: scegli dove si iscrivono i giocatori',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: "Iscrizione presso l'organizzatore",
              description:
                'Un annuncio breve che rimanda i giocatori a una pagina di iscrizione esterna, come il tuo sito o il tuo servizio di biglietteria. Indichi nome, gioco, tipo, data e link; i giocatori si iscrivono lì.',
            },
            {
              term: 'Iscrizione su Questboard',
              description:
                "I giocatori si iscrivono su Questboard. Hai l'elenco dei giocatori, un termine di iscrizione, un numero minimo e massimo di giocatori con annullamento automatico, le foto dei mazzi se servono e l'inserimento dei risultati con i punti fedeltà.",
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: "Passo 4: compila il modulo dell'evento",
      blocks: [
        {
          type: 'paragraph',
          text: 'Scegli «Crea un evento» nel menu del tuo account, nel pannello organizzatore o alla fine di questa guida. Il modulo ha cinque sezioni; se manca qualcosa, il modulo ti porta al primo campo da completare.',
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Informazioni principali',
          blocks: [
            {
              type: 'paragraph',
              text: "Il nome dell'evento (fino a 200 caratteri), il gioco e il tipo: torneo, prerelease, demo, pittura o altro. Per l'iscrizione presso l'organizzatore, anche il link alla pagina di iscrizione esterna.",
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Indirizzo',
          blocks: [
            {
              type: 'paragraph',
              text: "Usa l'indirizzo del tuo negozio oppure inseriscine un altro (via, CAP, città, paese) se l'evento si svolge altrove. Controllalo bene: l'indirizzo non si può modificare dopo la creazione dell'evento.",
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Data',
          blocks: [
            {
              type: 'paragraph',
              text: "L'inizio deve essere almeno un'ora dopo il momento attuale e la fine almeno un'ora dopo l'inizio. Per un evento di più giorni, indica gli orari di ciascun giorno. Anche la data non si può modificare dopo la creazione.",
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Informazioni pratiche',
          blocks: [
            {
              type: 'list',
              items: [
                'Quota di partecipazione e valuta: lascia vuota la quota per un evento gratuito.',
                "Lingua dell'evento e formato (svizzero, eliminazione diretta singola o doppia, girone all'italiana).",
                'Numero minimo e massimo di giocatori e termine di iscrizione (vedi sotto).',
                'Registrazione dei mazzi: un termine per le foto dei mazzi, oppure la registrazione in negozio il giorno stesso.',
                'Parcheggio, Wi-Fi, accessibilità per persone con mobilità ridotta, trasporti pubblici, materiale richiesto e premi.',
                'Se i giocatori iscritti ricevono e-mail di promemoria.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Descrizione',
          blocks: [
            {
              type: 'paragraph',
              text: 'Racconta ai giocatori cosa li aspetta: il programma, il livello, cosa portare e ciò che rende speciale il tuo evento. Una descrizione chiara attira più giocatori.',
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: 'Passo 5: fissa il termine di iscrizione',
      blocks: [
        {
          type: 'paragraph',
          text: "Scegli quando chiudere le iscrizioni: 1, 2, 6 o 12 ore prima dell'inizio (H-1, H-2, H-6, H-12), oppure 2, 3, 5 o 10 giorni prima (D-2, D-3, D-5, D-10). Scegli un termine più anticipato se hai bisogno di tempo per prepararti, ad esempio per ordinare i kit prerelease.",
        },
      ],
    },
    {
      id: 'players',
      heading: 'Passo 6: fissa il numero di giocatori',
      blocks: [
        {
          type: 'paragraph',
          text: "Il massimo deve essere almeno pari al minimo. Quando si raggiunge il massimo, l'evento risulta al completo. Se il minimo non viene raggiunto entro il termine di iscrizione, l'evento viene annullato automaticamente e i giocatori iscritti ricevono un'e-mail. Imposta il minimo a 0 se l'evento deve svolgersi qualunque sia il numero di giocatori.",
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: "Passo 7: controlla l'anteprima e pubblica",
      blocks: [
        {
          type: 'paragraph',
          text: "Salva l'evento e apri l'anteprima per vederlo esattamente come lo vedranno i giocatori. Quando è tutto a posto, pubblicalo: comparirà nell'elenco degli eventi, sulla mappa e nel profilo del tuo negozio, e i giocatori potranno iscriversi.",
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Modificare un evento',
      blocks: [
        {
          type: 'paragraph',
          text: "Trovi i tuoi eventi in «I miei eventi»; aprine uno per modificarlo. Si può cambiare tutto tranne luogo, gioco e data. Per cambiare uno di questi, elimina l'evento e crealo di nuovo; avvisa i giocatori iscritti.",
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Eliminare un evento',
      blocks: [
        {
          type: 'paragraph',
          text: "Apri l'evento, scegli «Elimina» e conferma. L'evento scompare da Questboard e torni a «I miei eventi». I giocatori iscritti perdono il loro posto, quindi avvisali in anticipo ogni volta che puoi.",
        },
      ],
    },
    {
      id: 'results',
      heading: "Dopo l'evento: risultati e XP",
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Apri l'evento concluso e scegli di inserire i risultati.",
            'Per un evento competitivo inserisci la classifica; per gli altri, spunta i giocatori presenti.',
            'Controlla e conferma: i risultati si inseriscono una sola volta.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ogni giocatore presente guadagna 10 XP; in un evento competitivo i posti dal 1º al 4º valgono +25, +15, +10 e +10 XP. Se il tuo negozio aderisce al club fedeltà, i membri guadagnano anche 1 moneta ogni 10 XP, da scambiare con premi nei negozi aderenti.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
