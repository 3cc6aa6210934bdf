import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Condizioni generali per gli organizzatori',
  summary: 'Le condizioni generali che si applicano ai negozi di giochi che pubblicano eventi.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Ambito di applicazione',
      blocks: [
        {
          type: 'paragraph',
          text: "Queste condizioni si applicano ai negozi di giochi («organizzatori») che pubblicano eventi su Questboard. Integrano le condizioni d'uso. Pubblicare eventi su Questboard è gratuito.",
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Diventare organizzatore',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Accedi con l'account del negozio al servizio centrale di account dell'editore.",
            "Invia all'editore una richiesta di status di organizzatore indicando il tuo ID account, il tuo codice cliente presso l'editore e il tuo codice fiscale o partita IVA.",
            "L'editore verifica la richiesta e, una volta approvata, contrassegna l'account come organizzatore. Da quel momento il profilo del negozio e gli strumenti per gli eventi compaiono nel tuo menu.",
          ],
        },
        {
          type: 'paragraph',
          text: "L'editore può rifiutare una richiesta, ad esempio se i dati non sono verificabili, e revocare lo status di organizzatore a un negozio che viola queste condizioni.",
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Profilo del negozio',
      blocks: [
        {
          type: 'paragraph',
          text: 'Mantieni aggiornato il profilo del tuo negozio: nome, indirizzo, orari di apertura, recapiti e logo (JPEG o PNG, fino a 5 MB). Scegli tu se il profilo è pubblico: un negozio pubblico compare nel filtro dei negozi e nei suoi eventi. Garantisci di avere il diritto di usare il logo e i testi che pubblichi.',
        },
      ],
    },
    {
      id: 'events',
      heading: 'Eventi',
      blocks: [],
      subsections: [
        {
          id: 'events-creating',
          heading: 'Creare e pubblicare',
          blocks: [
            {
              type: 'paragraph',
              text: "Crei un evento dal tuo profilo, ne controlli l'anteprima e lo pubblichi. Finché non è pubblicato, lo vedete solo tu e gli amministratori. Le informazioni devono essere esatte e complete: gioco, tipo, date, indirizzo, prezzo, numero di posti e premi.",
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Modificare',
          blocks: [
            {
              type: 'paragraph',
              text: "Puoi modificare un evento in qualsiasi momento, tranne luogo, gioco e data: non si possono più cambiare dopo la creazione dell'evento, perché i giocatori si sono iscritti in base a questi dati. Per cambiarli, elimina l'evento e creane uno nuovo.",
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Eliminare',
          blocks: [
            {
              type: 'paragraph',
              text: 'Puoi eliminare i tuoi eventi. Eliminare un evento con giocatori iscritti significa annullarlo per loro: spiega loro il motivo, se puoi.',
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: 'Dati personali dei giocatori',
      blocks: [
        {
          type: 'paragraph',
          text: "Vedi i nickname dei tuoi giocatori e, per gli eventi che le richiedono, le foto dei loro mazzi. Puoi usare questi dati solo per organizzare l'evento per cui sono stati forniti: abbinamenti, controllo dei mazzi, risultati e comunicazioni pratiche su quell'evento. Non puoi usarli per fini commerciali, comunicarli a terzi o conservarli più del necessario, e devi proteggerli. Di questo uso rispondi come titolare del trattamento ai sensi della normativa sulla protezione dei dati.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Inserire i risultati',
      blocks: [
        {
          type: 'paragraph',
          text: "Dopo l'evento, inserisci i risultati una sola volta: la classifica dei primi posti per un evento competitivo o i giocatori presenti per gli altri. Una volta salvati, i risultati non si possono modificare: controllali prima di confermare. Inserisci solo risultati veritieri: fanno guadagnare punti ai giocatori.",
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Punti fedeltà',
      blocks: [
        {
          type: 'paragraph',
          text: "Se aderisci al club fedeltà dal tuo profilo, i tuoi eventi assegnano punti esperienza (10 XP per la partecipazione; +25, +15, +10 e +10 XP per i posti dal 1º al 4º in un evento competitivo) e i membri del club guadagnano anche 1 moneta ogni 10 XP. Come negozio aderente, ti impegni a scambiare le monete con i premi annunciati dall'editore, alle condizioni da lui stabilite.",
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Numero minimo di giocatori e annullamenti',
      blocks: [
        {
          type: 'list',
          items: [
            "Se fissi un numero minimo di giocatori e questo non viene raggiunto entro il termine di iscrizione, l'evento viene annullato automaticamente e i giocatori iscritti ricevono un'e-mail. Un minimo di 0 disattiva questa funzione.",
            "Se devi annullare tu un evento, fallo il prima possibile e avvisa i giocatori iscritti. L'eventuale rimborso delle quote di partecipazione è a tuo carico.",
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'La tua responsabilità',
      blocks: [
        {
          type: 'paragraph',
          text: "Organizzi i tuoi eventi a tuo nome e sotto la tua responsabilità: sicurezza dei locali, informazioni sull'accessibilità, premi, quote di partecipazione, assicurazione e rispetto della legge. L'editore fornisce la piattaforma e può rimuovere un evento ingannevole, illecito o contrario a queste condizioni.",
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche e recesso',
      blocks: [
        {
          type: 'paragraph',
          text: "Annunciamo le modifiche a queste condizioni prima che entrino in vigore. Puoi smettere di essere organizzatore in qualsiasi momento chiedendolo all'editore; i tuoi eventi pubblicati non verranno più mostrati e i giocatori iscritti agli eventi futuri ne saranno informati.",
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
