import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Conditions générales pour les organisateurs',
  summary: 'Les conditions générales applicables aux boutiques qui publient des événements.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: "Champ d'application",
      blocks: [
        {
          type: 'paragraph',
          text: "Ces conditions s'appliquent aux boutiques de jeux (« organisateurs ») qui publient des événements sur Questboard. Elles complètent les conditions d'utilisation. La publication d'événements sur Questboard est gratuite.",
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Devenir organisateur',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Connectez-vous avec le compte de la boutique sur le service de comptes central de l'éditeur.",
            "Envoyez à l'éditeur une demande de statut d'organisateur indiquant votre identifiant de compte, votre numéro client chez l'éditeur et votre numéro fiscal.",
            "L'éditeur vérifie la demande et, une fois celle-ci acceptée, attribue au compte le statut d'organisateur. Les outils de profil et d'événements apparaissent alors dans votre menu.",
          ],
        },
        {
          type: 'paragraph',
          text: "L'éditeur peut refuser une demande, par exemple lorsque les informations ne peuvent pas être vérifiées, et retirer le statut d'organisateur à une boutique qui enfreint ces conditions.",
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Profil de la boutique',
      blocks: [
        {
          type: 'paragraph',
          text: "Vous tenez à jour le profil de votre boutique : nom, adresse, horaires d'ouverture, coordonnées et logo (JPEG ou PNG, 5 Mo maximum). Vous choisissez si le profil est public : une boutique publique apparaît dans le filtre des boutiques et sur ses événements. Vous garantissez avoir le droit d'utiliser le logo et les textes que vous publiez.",
        },
      ],
    },
    {
      id: 'events',
      heading: 'Événements',
      blocks: [],
      subsections: [
        {
          id: 'events-creating',
          heading: 'Créer et publier',
          blocks: [
            {
              type: 'paragraph',
              text: "Vous créez un événement depuis votre profil, vous le prévisualisez puis vous le publiez. Tant qu'il n'est pas publié, seuls vous et les administrateurs pouvez le voir. Les informations doivent être exactes et complètes : jeu, type, dates, adresse, prix, nombre de places et lots.",
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Modifier',
          blocks: [
            {
              type: 'paragraph',
              text: "Vous pouvez modifier un événement à tout moment, sauf son lieu, son jeu et sa date : ils ne peuvent plus changer une fois l'événement créé, car des joueurs se sont inscrits en en tenant compte. Pour les changer, supprimez l'événement et créez-en un nouveau.",
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Supprimer',
          blocks: [
            {
              type: 'paragraph',
              text: "Vous pouvez supprimer vos propres événements. Supprimer un événement auquel des joueurs sont inscrits l'annule pour eux : expliquez-leur pourquoi si vous le pouvez.",
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: 'Données personnelles des joueurs',
      blocks: [
        {
          type: 'paragraph',
          text: "Vous voyez les pseudos de vos joueurs et, pour les événements qui les demandent, leurs photos de deck. Vous ne pouvez utiliser ces données que pour organiser l'événement pour lequel elles ont été fournies : placement, vérification des decks, résultats et messages pratiques sur cet événement. Vous ne pouvez pas les utiliser à des fins commerciales, les communiquer à des tiers ni les conserver plus longtemps que nécessaire, et vous devez les protéger. Vous êtes responsable de cet usage en tant que responsable de traitement au sens du droit de la protection des données.",
        },
      ],
    },
    {
      id: 'results',
      heading: 'Saisir les résultats',
      blocks: [
        {
          type: 'paragraph',
          text: "Après l'événement, saisissez ses résultats une seule fois : le classement des premières places pour un événement compétitif, ou les joueurs présents pour les autres. Les résultats ne peuvent plus être modifiés une fois enregistrés : vérifiez-les avant de confirmer. Ne saisissez que des résultats sincères : ils rapportent des points aux joueurs.",
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Points de fidélité',
      blocks: [
        {
          type: 'paragraph',
          text: "Si vous adhérez au club de fidélité depuis votre profil, vos événements rapportent des points d'expérience (10 XP pour la participation ; +25, +15, +10 et +10 XP pour les places 1 à 4 d'un événement compétitif) et les membres du club gagnent en plus 1 pièce par tranche de 10 XP. En tant que boutique participante, vous vous engagez à échanger les pièces contre les récompenses annoncées par l'éditeur, aux conditions qu'il fixe.",
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Minimum de joueurs et annulations',
      blocks: [
        {
          type: 'list',
          items: [
            "Si vous fixez un nombre minimum de joueurs et qu'il n'est pas atteint à la date limite d'inscription, l'événement est annulé automatiquement et les joueurs inscrits sont prévenus par e-mail. Un minimum de 0 désactive ce mécanisme.",
            'Si vous devez annuler vous-même un événement, faites-le le plus tôt possible et prévenez les joueurs inscrits. Le remboursement des éventuels frais de participation vous incombe.',
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Votre responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text: "Vous organisez vos événements en votre nom et sous votre responsabilité : sécurité des locaux, informations d'accessibilité, lots, frais de participation, assurance et respect de la loi. L'éditeur fournit la plateforme et peut retirer un événement trompeur, illicite ou contraire à ces conditions.",
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications et résiliation',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous annonçons les modifications de ces conditions avant qu'elles s'appliquent. Vous pouvez cesser d'être organisateur à tout moment en le demandant à l'éditeur ; vos événements publiés ne sont alors plus affichés et les joueurs inscrits aux événements à venir en sont informés.",
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
