import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: "Condizioni d'uso",
  summary: 'Le regole che valgono per chiunque usi Questboard.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'Che cos’è Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard è il club di appassionati di un editore di giochi da tavolo e di carte («l'editore», «noi»). Permette ai giocatori di trovare eventi di giochi da tavolo e di carte nei negozi specializzati, di iscriversi e di guadagnare premi fedeltà, e ai negozi di pubblicare e gestire questi eventi.",
        },
        {
          type: 'paragraph',
          text: 'Usando Questboard accetti queste condizioni. I giocatori che si iscrivono agli eventi accettano anche le condizioni per i giocatori; i negozi che pubblicano eventi, le condizioni per gli organizzatori.',
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Navigare senza account',
      blocks: [
        {
          type: 'paragraph',
          text: "Chiunque può cercare e filtrare gli eventi, vederne i dettagli e l'elenco dei giocatori, usare la mappa e iscriversi alla newsletter, gratis e senza account.",
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Il tuo account',
      blocks: [
        {
          type: 'paragraph',
          text: "Accedi con il tuo account del servizio centrale di account dell'editore, lo stesso che usi per gli altri suoi servizi. La creazione, la modifica e la cancellazione di questo account sono regolate dalle condizioni di quel servizio.",
        },
        {
          type: 'list',
          items: [
            'Tieni segreta la tua password: sei responsabile di ciò che viene fatto con il tuo account.',
            'Fornisci informazioni corrette, in particolare la data di nascita e il paese: stabiliscono se puoi partecipare e se il club fedeltà è aperto a te.',
            "Scegli un nickname rispettoso: compare nell'elenco dei giocatori degli eventi a cui ti iscrivi.",
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Età minima',
      blocks: [
        {
          type: 'paragraph',
          text: 'Devi avere almeno 15 anni per partecipare, cioè per iscriverti agli eventi e al club fedeltà. I più giovani possono consultare Questboard ma non partecipare. Questboard verifica la tua età in base alla data di nascita del tuo account.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso corretto',
      blocks: [
        { type: 'paragraph', text: 'Usando Questboard ti impegni a non:' },
        {
          type: 'list',
          items: [
            'iscriverti a eventi a cui non intendi partecipare, né avere più iscrizioni allo stesso evento;',
            'usare un nickname, un’immagine o una foto del mazzo offensivi, discriminatori, ingannevoli o lesivi dei diritti altrui;',
            "spacciarti per un'altra persona, per un negozio o per l'editore;",
            "raccogliere dati di altri utenti o usarli per scopi diversi dall'evento per cui sono stati condivisi;",
            'disturbare il servizio, aggirarne la sicurezza o accedervi con mezzi automatizzati oltre il normale utilizzo.',
          ],
        },
        {
          type: 'paragraph',
          text: "Possiamo rimuovere contenuti, annullare iscrizioni o sospendere l'accesso a Questboard a chi viola queste regole, in modo proporzionato alla violazione e, se possibile, dopo aver sentito la persona interessata.",
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Foto del mazzo',
      blocks: [
        {
          type: 'paragraph',
          text: "Alcuni eventi chiedono una foto del tuo mazzo (JPG o PNG, fino a 5 MB). La vedono solo tu, il negozio che organizza l'evento e gli amministratori. Carica solo una foto del tuo mazzo: niente persone e niente documenti personali. Conservi i tuoi diritti sulla foto e ci autorizzi a conservarla e a mostrarla a queste persone per l'evento.",
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Proprietà intellettuale',
      blocks: [
        {
          type: 'paragraph',
          text: "Testi, grafica, loghi e software di Questboard, così come i nomi dei giochi e le illustrazioni dell'editore, sono protetti. Non puoi riutilizzarli oltre quanto richiesto dal normale uso del servizio. Dati cartografici © contributori di OpenStreetMap.",
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilità',
      blocks: [
        {
          type: 'list',
          items: [
            "Gli eventi sono organizzati da negozi indipendenti, responsabili di contenuti, orari, premi e svolgimento. L'editore non è parte di ciò che accade durante un evento.",
            'Ci impegniamo affinché Questboard sia disponibile e corretto, ma non possiamo garantire che sia privo di interruzioni o errori, ad esempio nelle informazioni sugli eventi inserite dai negozi.',
            'Non rispondiamo dei danni indiretti né dei danni causati da un uso improprio del tuo account. Nulla in queste condizioni limita la responsabilità che la legge non consente di limitare, né i tuoi diritti di consumatore.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche alle condizioni',
      blocks: [
        {
          type: 'paragraph',
          text: 'Possiamo modificare queste condizioni, ad esempio quando aggiungiamo funzioni. La data in alto indica la versione in vigore. Le modifiche importanti vengono annunciate sul sito o via e-mail prima di entrare in vigore; se non le accetti, puoi smettere di usare Questboard.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contatti e legge applicabile',
      blocks: [
        {
          type: 'paragraph',
          text: "Per qualsiasi domanda su queste condizioni, usa i recapiti indicati nelle note legali. Queste condizioni sono regolate dalla legge del paese in cui ha sede l'editore, senza privare i consumatori della tutela delle norme imperative del paese in cui risiedono.",
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
