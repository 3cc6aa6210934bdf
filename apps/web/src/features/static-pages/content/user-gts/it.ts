import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Condizioni generali per i giocatori',
  summary: 'Le condizioni generali che si applicano ai giocatori che si iscrivono agli eventi.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Ambito di applicazione',
      blocks: [
        {
          type: 'paragraph',
          text: "Queste condizioni si applicano ai giocatori che si iscrivono agli eventi su Questboard e ai membri del suo club fedeltà. Integrano le condizioni d'uso. L'iscrizione agli eventi e al club è gratuita; l'eventuale quota di partecipazione indicata in un evento si paga al negozio, secondo le sue condizioni.",
        },
      ],
    },
    {
      id: 'registration',
      heading: 'Iscriversi a un evento',
      blocks: [
        {
          type: 'list',
          items: [
            "Ti servono un account e almeno 15 anni compiuti il giorno dell'evento.",
            "Ti iscrivi dalla pagina dell'evento. L'iscrizione è personale: una per giocatore e per evento.",
            "Puoi iscriverti finché l'evento non è al completo (numero massimo di giocatori raggiunto) e finché non è scaduto il termine di iscrizione.",
            "Ricevi un'e-mail di conferma con un file di calendario. Il tuo nickname compare nell'elenco dei giocatori dell'evento.",
            'Alcuni eventi rimandano solo alla pagina di iscrizione del negozio: lì valgono le condizioni del negozio.',
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Cancellare l’iscrizione',
      blocks: [
        {
          type: 'paragraph',
          text: "Se non puoi venire, cancella l'iscrizione dalla pagina dell'evento o da «I miei eventi», così un altro giocatore può prendere il tuo posto. Puoi cancellare l'iscrizione fino all'inizio dell'evento; fallo il prima possibile. La cancellazione elimina anche la foto del tuo mazzo per quell'evento. L'eventuale rimborso della quota di partecipazione riguarda solo te e il negozio.",
        },
      ],
    },
    {
      id: 'deadlines',
      heading: 'Termini di iscrizione',
      blocks: [
        {
          type: 'paragraph',
          text: "Ogni negozio sceglie quando chiudere le iscrizioni al proprio evento. La pagina dell'evento indica il termine.",
        },
        {
          type: 'table',
          caption: 'Opzioni per il termine di iscrizione',
          head: ['Opzione', 'Le iscrizioni chiudono'],
          rows: [
            ['H-1', "1 ora prima dell'inizio"],
            ['H-2', "2 ore prima dell'inizio"],
            ['H-6', "6 ore prima dell'inizio"],
            ['H-12', "12 ore prima dell'inizio"],
            ['D-2', "2 giorni prima dell'inizio"],
            ['D-3', "3 giorni prima dell'inizio"],
            ['D-5', "5 giorni prima dell'inizio"],
            ['D-10', "10 giorni prima dell'inizio"],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Annullamento automatico',
      blocks: [
        {
          type: 'paragraph',
          text: "Un negozio può fissare un numero minimo di giocatori. Se il minimo non viene raggiunto alla chiusura delle iscrizioni, l'evento viene annullato automaticamente e ogni giocatore iscritto viene avvisato via e-mail. Un negozio può annullare un evento anche per altri motivi; anche in quel caso i giocatori iscritti vengono avvisati.",
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Foto del mazzo',
      blocks: [
        {
          type: 'paragraph',
          text: "Alcuni eventi ti chiedono di caricare una foto del tuo mazzo entro un termine fissato dal negozio. La foto deve essere un file JPG o PNG di massimo 5 MB. La vedono solo tu, il negozio organizzatore e gli amministratori, e serve solo a controllare i mazzi per quell'evento. Se il negozio registra i mazzi in sede il giorno stesso, non viene chiesta alcuna foto.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Risultati',
      blocks: [
        {
          type: 'paragraph',
          text: "Dopo l'evento, il negozio inserisce i risultati una sola volta: la classifica per un evento competitivo o le presenze per gli altri. I tuoi punti esperienza si basano su questi risultati. Se pensi che un risultato sia sbagliato, contatta prima il negozio.",
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'Il club fedeltà',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Chi può iscriversi',
          blocks: [
            {
              type: 'paragraph',
              text: "Il club fedeltà è offerto in Spagna: nella versione spagnola del sito, ai giocatori con almeno 15 anni il cui paese dell'account è la Spagna. L'iscrizione è gratuita. Puoi uscire dal club in qualsiasi momento chiedendolo all'editore tramite i recapiti indicati nelle note legali.",
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: 'Punti esperienza e monete',
          blocks: [
            {
              type: 'paragraph',
              text: 'Guadagni punti agli eventi dei negozi che aderiscono al club, una volta che il negozio ha inserito i risultati:',
            },
            {
              type: 'table',
              caption: 'Punti per evento',
              head: ['Risultato', 'Punti esperienza (XP)'],
              rows: [
                ["Partecipazione all'evento", '10 XP'],
                ['1º posto in un evento competitivo', '+25 XP'],
                ['2º posto in un evento competitivo', '+15 XP'],
                ['3º posto in un evento competitivo', '+10 XP'],
                ['4º posto in un evento competitivo', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                'I membri del club guadagnano anche 1 moneta ogni 10 XP ottenuti in un evento: chi vince un evento competitivo ottiene 35 XP e 3 monete.',
                'Gli XP non si perdono mai: misurano i tuoi progressi e la tua posizione in classifica.',
                'Le monete scadono un anno dopo essere state guadagnate. La tua pagina del club mostra quante monete hai e quando scadono.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Premi',
          blocks: [
            {
              type: 'paragraph',
              text: 'Le monete si scambiano con premi nei negozi aderenti, fino a esaurimento scorte. Monete e XP non hanno valore monetario, non possono essere ceduti né venduti e non sono convertibili in denaro.',
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
          text: "Rispetta il regolamento del negozio, gli altri giocatori e le regole del gioco. Se i punti vengono ottenuti in modo fraudolento (risultati falsi, più account), possiamo annullarli e sospendere l'account interessato.",
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche',
      blocks: [
        {
          type: 'paragraph',
          text: 'Possiamo modificare queste condizioni o la tabella dei punti del club fedeltà. Le modifiche vengono annunciate prima di entrare in vigore e non tolgono mai XP o monete già guadagnati.',
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
