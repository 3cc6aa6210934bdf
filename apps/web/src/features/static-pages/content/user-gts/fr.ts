import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Conditions générales pour les joueurs',
  summary: "Les conditions générales applicables aux joueurs qui s'inscrivent à des événements.",
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: "Champ d'application",
      blocks: [
        {
          type: 'paragraph',
          text: "Ces conditions s'appliquent aux joueurs qui s'inscrivent à des événements sur Questboard et aux membres de son club de fidélité. Elles complètent les conditions d'utilisation. L'inscription aux événements et l'adhésion au club sont gratuites ; les éventuels frais de participation indiqués sur un événement sont payés à la boutique, selon ses propres conditions.",
        },
      ],
    },
    {
      id: 'registration',
      heading: "S'inscrire à un événement",
      blocks: [
        {
          type: 'list',
          items: [
            "Vous devez avoir un compte et au moins 15 ans le jour de l'événement.",
            "Vous vous inscrivez depuis la page de l'événement. L'inscription est personnelle : une par joueur et par événement.",
            "Vous pouvez vous inscrire tant que l'événement n'est pas complet (nombre maximum de joueurs atteint) et que sa date limite d'inscription n'est pas passée.",
            "Vous recevez un e-mail de confirmation avec un fichier de calendrier. Votre pseudo apparaît sur la liste des joueurs de l'événement.",
            "Certains événements renvoient seulement vers la page d'inscription de la boutique : les conditions de celle-ci s'appliquent alors.",
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Se désinscrire',
      blocks: [
        {
          type: 'paragraph',
          text: "Si vous ne pouvez pas venir, désinscrivez-vous depuis la page de l'événement ou depuis « Mes événements », pour libérer votre place. Vous pouvez vous désinscrire jusqu'au début de l'événement ; faites-le le plus tôt possible. La désinscription supprime aussi votre photo de deck pour cet événement. Le remboursement éventuel des frais de participation se règle entre vous et la boutique.",
        },
      ],
    },
    {
      id: 'deadlines',
      heading: "Dates limites d'inscription",
      blocks: [
        {
          type: 'paragraph',
          text: "Chaque boutique choisit quand les inscriptions à son événement se terminent. La page de l'événement indique la date limite.",
        },
        {
          type: 'table',
          caption: "Options de date limite d'inscription",
          head: ['Option', 'Fin des inscriptions'],
          rows: [
            ['H-1', '1 heure avant le début'],
            ['H-2', '2 heures avant le début'],
            ['H-6', '6 heures avant le début'],
            ['H-12', '12 heures avant le début'],
            ['D-2', '2 jours avant le début'],
            ['D-3', '3 jours avant le début'],
            ['D-5', '5 jours avant le début'],
            ['D-10', '10 jours avant le début'],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Annulation automatique',
      blocks: [
        {
          type: 'paragraph',
          text: "Une boutique peut fixer un nombre minimum de joueurs. Si ce minimum n'est pas atteint à la clôture des inscriptions, l'événement est annulé automatiquement et chaque joueur inscrit en est informé par e-mail. Une boutique peut aussi annuler un événement pour d'autres raisons ; les joueurs inscrits sont alors également prévenus.",
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Photos de deck',
      blocks: [
        {
          type: 'paragraph',
          text: "Certains événements vous demandent d'envoyer une photo de votre deck avant une date fixée par la boutique. La photo doit être un fichier JPG ou PNG de 5 Mo maximum. Elle n'est visible que par vous, la boutique organisatrice et les administrateurs, et ne sert qu'à vérifier les decks pour cet événement. Si la boutique enregistre les decks sur place le jour même, aucune photo n'est demandée.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Résultats',
      blocks: [
        {
          type: 'paragraph',
          text: "Après l'événement, la boutique saisit les résultats une seule fois : le classement pour un événement compétitif, ou les présences pour les autres. Vos points d'expérience sont calculés à partir de ces résultats. Si un résultat vous semble erroné, contactez d'abord la boutique.",
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'Le club de fidélité',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Qui peut adhérer',
          blocks: [
            {
              type: 'paragraph',
              text: "Le club de fidélité est proposé en Espagne : sur la version espagnole du site, aux joueurs dont le pays du compte est l'Espagne et qui ont au moins 15 ans. L'adhésion est gratuite. Vous pouvez quitter le club à tout moment en le demandant à l'éditeur, dont les coordonnées figurent dans les mentions légales.",
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: "Points d'expérience et pièces",
          blocks: [
            {
              type: 'paragraph',
              text: 'Vous gagnez des points lors des événements des boutiques participant au club, une fois que la boutique a saisi les résultats :',
            },
            {
              type: 'table',
              caption: 'Points par événement',
              head: ['Résultat', "Points d'expérience (XP)"],
              rows: [
                ["Participation à l'événement", '10 XP'],
                ['1re place dans un événement compétitif', '+25 XP'],
                ['2e place dans un événement compétitif', '+15 XP'],
                ['3e place dans un événement compétitif', '+10 XP'],
                ['4e place dans un événement compétitif', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                "Les membres du club gagnent aussi 1 pièce par tranche de 10 XP obtenus lors d'un événement : le vainqueur d'un événement compétitif gagne 35 XP et 3 pièces.",
                'Les XP ne se perdent jamais : ils mesurent votre progression et votre rang au classement.',
                'Les pièces expirent un an après avoir été gagnées. Votre page du club indique combien de pièces vous avez et quand elles expirent.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Récompenses',
          blocks: [
            {
              type: 'paragraph',
              text: "Les pièces s'échangent contre des récompenses dans les boutiques participantes, dans la limite des stocks disponibles. Les pièces et les XP n'ont aucune valeur monétaire, ne peuvent être ni cédés ni vendus, et ne sont pas convertibles en argent.",
            },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Fair-play',
      blocks: [
        {
          type: 'paragraph',
          text: 'Respectez le règlement de la boutique, les autres joueurs et les règles du jeu. Si des points sont obtenus par fraude (faux résultats, comptes multiples), nous pouvons les annuler et suspendre le compte concerné.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous pouvons modifier ces conditions ou le barème de points du club de fidélité. Les modifications sont annoncées avant de s'appliquer et ne retirent jamais les XP ou les pièces déjà gagnés.",
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
