import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Informativa sulla privacy',
  summary: 'Quali dati personali raccogliamo, perché li raccogliamo e per quanto tempo li conserviamo.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Chi è responsabile dei tuoi dati',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard è il club di appassionati di un editore di giochi da tavolo e di carte («l'editore», «noi»). L'editore è il titolare del trattamento dei dati personali trattati tramite Questboard. La sua identità e i suoi recapiti sono indicati nelle note legali.",
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: "Editore di Questboard (dati del gestore da completare a cura dell'editore): ragione sociale e indirizzo della sede legale.",
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: "Recapito per le richieste in materia di protezione dei dati, compreso il responsabile della protezione dei dati, se nominato, da completare a cura dell'editore.",
        },
        {
          type: 'paragraph',
          text: "Ogni negozio che organizza un evento è responsabile dell'uso che fa dei dati dei suoi giocatori per gestirlo, come previsto dalle condizioni generali per gli organizzatori.",
        },
      ],
    },
    {
      id: 'data',
      heading: 'Quali dati raccogliamo',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Account',
              description:
                "Il tuo indirizzo e-mail, il nickname, l'immagine del profilo, il paese e la data di nascita, che riceviamo dal servizio centrale di account dell'editore quando accedi.",
            },
            {
              term: 'Iscrizioni agli eventi',
              description:
                'Gli eventi a cui ti iscrivi o da cui ti cancelli, la data di ogni azione, e i tuoi risultati e la tua presenza così come li registra il negozio.',
            },
            {
              term: 'Foto del mazzo',
              description: 'La foto del tuo mazzo (JPG o PNG, fino a 5 MB) che carichi per un evento.',
            },
            {
              term: 'Club fedeltà',
              description:
                'Se ti iscrivi al club: la data di iscrizione, i tuoi punti esperienza (XP), le tue monete, quando le hai guadagnate e quando scadono, e i premi che riscatti.',
            },
            {
              term: 'Profili dei negozi',
              description:
                "Per gli organizzatori: nome, indirizzo, orari, sito web, telefono, indirizzo e-mail e logo del negozio, oltre all'ID account, al codice cliente e al codice fiscale o partita IVA indicati nella richiesta dello status di organizzatore.",
            },
            {
              term: 'Newsletter',
              description: "L'indirizzo e-mail con cui ti iscrivi e la data in cui l'hai confermato.",
            },
            {
              term: 'Cookie e tecnologie simili',
              description:
                "Le tue scelte sui cookie e, in base a queste, dati statistici sull'uso del sito. I log tecnici (indirizzo IP, browser, pagine richieste, errori) sono conservati per motivi di sicurezza.",
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Perché li usiamo e su quale base giuridica',
      blocks: [
        {
          type: 'table',
          caption: 'Finalità e basi giuridiche',
          head: ['Finalità', 'Dati', 'Base giuridica'],
          rows: [
            [
              'Permetterti di accedere, iscriverti agli eventi e cancellarti',
              'Account, iscrizioni agli eventi',
              "Esecuzione delle condizioni d'uso e delle condizioni per i giocatori",
            ],
            [
              'Verificare che tu abbia almeno 15 anni prima di partecipare',
              'Data di nascita',
              'Esecuzione delle condizioni e nostro legittimo interesse a tutelare i minori',
            ],
            [
              'Gestire gli eventi: elenchi dei giocatori, controllo dei mazzi, e-mail di annullamento, risultati',
              'Nickname, indirizzo e-mail, foto del mazzo, risultati',
              'Esecuzione delle condizioni per i giocatori',
            ],
            [
              'Gestire il club fedeltà',
              'Dati del club fedeltà, risultati',
              'Esecuzione delle condizioni del club fedeltà',
            ],
            [
              'Pubblicare i negozi e i loro eventi',
              'Profili dei negozi',
              'Esecuzione delle condizioni per gli organizzatori',
            ],
            [
              'Inviare la newsletter',
              'Indirizzo della newsletter',
              'Il tuo consenso, che puoi revocare in qualsiasi momento',
            ],
            ["Misurare l'audience", 'Dati statistici', 'Il tuo consenso (cookie statistici)'],
            [
              'Mostrare le mappe',
              'Indirizzo IP inviato al fornitore delle mappe',
              'Il tuo consenso (cookie delle mappe)',
            ],
            [
              'Proteggere il servizio e tenere le scritture contabili',
              'Log tecnici, registro fedeltà',
              'Il nostro legittimo interesse alla sicurezza e i nostri obblighi di legge',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Chi riceve i tuoi dati',
      blocks: [
        {
          type: 'list',
          items: [
            "Il negozio che organizza un evento vede i nickname dei giocatori iscritti; vede anche le foto del mazzo caricate per il suo evento e può contattare i giocatori in merito a quell'evento. Può usare questi dati solo per organizzare l'evento.",
            'Chiunque può vedere nella pagina di un evento i nickname dei giocatori iscritti. Il tuo indirizzo e-mail non vi compare mai.',
            'La classifica del club fedeltà, visibile a tutti, mostra il nickname e gli XP dei membri del club.',
            "I team e gli amministratori dell'editore, che hanno bisogno dei dati per far funzionare Questboard, e il fornitore di hosting indicato nelle note legali, che tratta i dati su istruzione dell'editore.",
            'Le mappe vengono caricate da OpenStreetMap solo dopo che hai accettato la categoria di cookie «mappe»; a quel punto il tuo browser invia il tuo indirizzo IP a OpenStreetMap.',
            'Il tag manager e gli strumenti statistici vengono caricati solo dopo che hai accettato la categoria «statistiche».',
          ],
        },
        {
          type: 'paragraph',
          text: 'Non vendiamo i tuoi dati. Quando i dati escono dallo Spazio economico europeo, sono protetti dalle garanzie richieste dal GDPR, come le clausole contrattuali tipo della Commissione europea.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookie e consenso',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Necessari',
              description:
                'Accesso, lingua e le tue scelte sui cookie. Sono sempre attivi, perché il sito non può funzionare senza.',
            },
            {
              term: 'Statistiche',
              description:
                "Misurazione dell'audience tramite il tag manager. Disattivati finché non li accetti.",
            },
            {
              term: 'Mappe',
              description:
                'La mappa di OpenStreetMap nella ricerca degli eventi e nelle pagine degli eventi. Disattivati finché non li accetti.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'La tua scelta viene conservata per 13 mesi, poi te la chiediamo di nuovo. Puoi modificarla in qualsiasi momento nella pagina delle preferenze sui cookie.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo conserviamo i tuoi dati',
      blocks: [
        {
          type: 'table',
          caption: 'Tempi di conservazione',
          head: ['Dati', 'Tempo di conservazione'],
          rows: [
            [
              'Account, iscrizioni agli eventi, risultati e foto del mazzo',
              '3 anni dalla tua ultima attività (ultimo accesso o ultima iscrizione a un evento); poi cancellati o resi anonimi',
            ],
            [
              'Profili dei negozi e richieste di status di organizzatore',
              '3 anni da quando il negozio smette di essere organizzatore o dal suo ultimo evento, se successivo',
            ],
            ['Log tecnici e dati statistici', '12 mesi dalla raccolta'],
            [
              'Indirizzo della newsletter',
              'Fino alla disiscrizione (link in ogni newsletter); poi cancellato',
            ],
            [
              'Registro fedeltà (XP e monete guadagnati, spesi o scaduti) e altre scritture rilevanti ai fini contabili',
              "5 anni dalla fine dell'anno dell'operazione",
            ],
            ['Scelte sui cookie', '13 mesi'],
          ],
        },
        {
          type: 'paragraph',
          text: "Se elimini il tuo account, il periodo di 3 anni termina subito: i dati dell'account, le iscrizioni e le foto del mazzo vengono cancellati, salvo le registrazioni che dobbiamo conservare per 5 anni, tenute separate e non usate per nessun altro scopo.",
        },
      ],
    },
    {
      id: 'rights',
      heading: 'I tuoi diritti',
      blocks: [
        {
          type: 'list',
          items: [
            'Accesso: ottenere una copia dei dati che abbiamo su di te.',
            "Rettifica: correggere dati inesatti. La maggior parte dei dati dell'account si modifica nel tuo account centrale.",
            'Cancellazione: far cancellare i tuoi dati, salvo che la legge ci obblighi a conservarli.',
            'Portabilità: ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo automatico.',
            'Opposizione e limitazione: opporti ai trattamenti basati sul nostro legittimo interesse o chiederci di limitarli.',
            'Revoca del consenso: in qualsiasi momento, per la newsletter (link in ogni e-mail) e per i cookie (pagina delle preferenze sui cookie), senza effetti su quanto fatto in precedenza.',
            'Reclamo: a un’autorità di controllo, ad esempio il Garante per la protezione dei dati personali.',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'Come esercitare i tuoi diritti',
      blocks: [
        {
          type: 'paragraph',
          text: "Scrivi al recapito per la protezione dei dati indicato nelle note legali, se possibile dall'indirizzo e-mail del tuo account, specificando quale diritto vuoi esercitare. Rispondiamo entro un mese; per le richieste complesse il termine può essere prorogato di due mesi, e in tal caso ti spieghiamo il motivo.",
        },
        {
          type: 'paragraph',
          text: 'Possiamo chiederti informazioni per verificare la tua identità, mai più di quanto necessario.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Minori',
      blocks: [
        {
          type: 'paragraph',
          text: 'Devi avere almeno 15 anni per iscriverti agli eventi o al club fedeltà; Questboard lo verifica in base alla data di nascita del tuo account. I più giovani possono consultare gli eventi, ma non li lasciamo partecipare e non raccogliamo nulla su di loro oltre ai dati del loro account.',
        },
        {
          type: 'paragraph',
          text: 'Se sei un genitore e pensi che tuo figlio o tua figlia con meno di 15 anni ci abbia fornito dei dati, contattaci e li cancelleremo.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche a questa informativa',
      blocks: [
        {
          type: 'paragraph',
          text: "Aggiorniamo questa informativa quando cambiano i nostri trattamenti. La data in alto indica l'ultima versione; le modifiche importanti vengono annunciate sul sito o via e-mail prima di entrare in vigore.",
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
