import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Note legali',
  summary: 'Chi pubblica Questboard, chi lo ospita e come contattarci.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Editore',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard è pubblicato da un editore di giochi da tavolo e di carte come suo club di appassionati («l'editore»).",
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: "Editore di Questboard (dati del gestore da completare a cura dell'editore): ragione sociale e forma giuridica, capitale sociale, sede legale, numero di iscrizione al Registro delle imprese, partita IVA.",
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Responsabile dei contenuti',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: "Nome e ruolo della persona responsabile dei contenuti del sito, da completare a cura dell'editore.",
        },
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      blocks: [
        {
          type: 'placeholder',
          setting: 'hostingProvider',
          text: "Fornitore di hosting (da completare a cura dell'editore): ragione sociale, indirizzo e numero di telefono.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contatti',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: "Recapito generale e recapito per la protezione dei dati, da completare a cura dell'editore.",
        },
        {
          type: 'paragraph',
          text: "Per domande su un evento conviene rivolgersi al negozio che lo organizza: i suoi recapiti sono nel profilo del negozio e nella pagina dell'evento.",
        },
      ],
    },
    {
      id: 'content',
      heading: 'Informazioni sugli eventi',
      blocks: [
        {
          type: 'paragraph',
          text: 'Gli eventi sono scritti e pubblicati da negozi indipendenti, che ne sono responsabili. Se un evento o un contenuto ti sembra illecito o ingannevole, segnalalo al recapito indicato sopra: lo esamineremo rapidamente e, se necessario, lo rimuoveremo.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Proprietà intellettuale e crediti',
      blocks: [
        {
          type: 'paragraph',
          text: "I contenuti, la grafica e il software del sito, così come i marchi e le illustrazioni dei giochi dell'editore, sono protetti dalle norme sulla proprietà intellettuale. È vietata qualsiasi riproduzione senza autorizzazione.",
        },
        {
          type: 'list',
          items: [
            'Dati cartografici © contributori di OpenStreetMap, disponibili con licenza Open Database License.',
            'I loghi dei negozi appartengono ai rispettivi negozi, che ne autorizzano la visualizzazione su Questboard.',
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
