import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Comment créer un événement',
  summary: 'Un guide pas à pas pour les boutiques qui publient leur premier événement.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Avant de commencer',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard est gratuit pour les boutiques. Il vous faut le compte de la boutique sur le service de comptes central de l'éditeur, votre numéro client chez l'éditeur et votre numéro fiscal. Comptez quelques minutes pour votre premier événement ; les suivants vont plus vite.",
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Étape 1 : devenir organisateur',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Connectez-vous à Questboard avec le compte de la boutique.',
            "Envoyez à l'éditeur votre demande de statut d'organisateur avec votre identifiant de compte, votre numéro client et votre numéro fiscal.",
            "Une fois la demande acceptée par l'éditeur, reconnectez-vous : « Profil de la boutique » et les outils d'événements apparaissent dans votre menu.",
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Étape 2 : remplir le profil de la boutique',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les joueurs cherchent une boutique en qui ils ont confiance. Dans votre profil, renseignez :',
        },
        {
          type: 'list',
          items: [
            "le nom et l'adresse de la boutique (utilisée par défaut comme adresse de vos événements) ;",
            "vos horaires d'ouverture pour chaque jour, avec une seconde plage horaire si vous fermez pour une pause ;",
            'votre site web, votre numéro de téléphone et votre adresse e-mail de contact ;',
            'votre logo, au format JPEG ou PNG, 5 Mo maximum.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Rendez le profil public pour que votre boutique apparaisse dans le filtre des boutiques et sur vos événements. Si vous voulez que vos événements rapportent des points de fidélité, adhérez aussi au club de fidélité ici.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Étape 3 : choisir où les joueurs s’inscrivent',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Inscription auprès de l’organisateur',
              description:
                "Une annonce courte qui envoie les joueurs vers une page d'inscription externe, comme votre site ou votre billetterie. Vous indiquez le nom, le jeu, le type, la date et le lien ; les joueurs s'inscrivent là-bas.",
            },
            {
              term: 'Inscription sur Questboard',
              description:
                "Les joueurs s'inscrivent sur Questboard. Vous disposez de la liste des joueurs, d'une date limite d'inscription, d'un nombre minimum et maximum de joueurs avec annulation automatique, de photos de deck si besoin et de la saisie des résultats avec points de fidélité.",
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: "Étape 4 : remplir le formulaire de l'événement",
      blocks: [
        {
          type: 'paragraph',
          text: "Choisissez « Créer un événement » dans le menu de votre compte, sur votre tableau de bord ou à la fin de ce guide. Le formulaire comporte cinq sections ; s'il manque une information, le formulaire vous amène au premier champ à compléter.",
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Informations principales',
          blocks: [
            {
              type: 'paragraph',
              text: "Le nom de l'événement (200 caractères maximum), le jeu et le type : tournoi, avant-première, démo, peinture ou autre. Pour une inscription auprès de l'organisateur, ajoutez le lien vers la page d'inscription externe.",
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Adresse',
          blocks: [
            {
              type: 'paragraph',
              text: "Utilisez l'adresse de votre boutique, ou saisissez-en une autre (rue, code postal, ville, pays) si l'événement a lieu ailleurs. Vérifiez-la bien : l'adresse ne peut plus être modifiée une fois l'événement créé.",
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Date',
          blocks: [
            {
              type: 'paragraph',
              text: 'Le début doit avoir lieu au moins une heure après maintenant, et la fin au moins une heure après le début. Pour un événement sur plusieurs jours, indiquez les horaires de chaque jour. La date non plus ne peut pas être modifiée après la création.',
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Informations pratiques',
          blocks: [
            {
              type: 'list',
              items: [
                'Frais de participation et devise : laissez le montant vide pour un événement gratuit.',
                "Langue de l'événement et format (ronde suisse, élimination simple ou double, toutes rondes).",
                "Nombre minimum et maximum de joueurs, et date limite d'inscription (voir plus bas).",
                'Enregistrement des decks : une date limite pour les photos de deck, ou un enregistrement en boutique le jour même.',
                'Parking, Wi-Fi, accessibilité aux personnes à mobilité réduite, transports en commun, matériel requis et lots.',
                'Envoi ou non de rappels par e-mail aux joueurs inscrits.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Description',
          blocks: [
            {
              type: 'paragraph',
              text: "Dites aux joueurs à quoi s'attendre : le programme, le niveau, ce qu'il faut apporter et tout ce qui rend votre événement unique. Une description claire attire plus de joueurs.",
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: "Étape 5 : fixer la date limite d'inscription",
      blocks: [
        {
          type: 'paragraph',
          text: "Choisissez quand les inscriptions se terminent : 1, 2, 6 ou 12 heures avant le début (H-1, H-2, H-6, H-12), ou 2, 3, 5 ou 10 jours avant (D-2, D-3, D-5, D-10). Prévoyez une date plus précoce si vous avez besoin de temps pour vous préparer, par exemple pour commander des kits d'avant-première.",
        },
      ],
    },
    {
      id: 'players',
      heading: 'Étape 6 : fixer le nombre de joueurs',
      blocks: [
        {
          type: 'paragraph',
          text: "Le maximum doit être au moins égal au minimum. Quand le maximum est atteint, l'événement est affiché complet. Si le minimum n'est pas atteint à la date limite d'inscription, l'événement est annulé automatiquement et les joueurs inscrits sont prévenus par e-mail. Mettez le minimum à 0 si l'événement doit avoir lieu quel que soit le nombre de joueurs.",
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: 'Étape 7 : prévisualiser et publier',
      blocks: [
        {
          type: 'paragraph',
          text: "Enregistrez l'événement, puis ouvrez l'aperçu pour le voir exactement comme les joueurs le verront. Quand tout est correct, publiez-le : il apparaît dans la liste des événements, sur la carte et sur le profil de votre boutique, et les joueurs peuvent s'inscrire.",
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Modifier un événement',
      blocks: [
        {
          type: 'paragraph',
          text: "Retrouvez vos événements dans « Mes événements » et ouvrez-en un pour le modifier. Tout peut être changé sauf le lieu, le jeu et la date. Pour changer l'un d'eux, supprimez l'événement et recréez-le ; prévenez vos joueurs inscrits.",
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Supprimer un événement',
      blocks: [
        {
          type: 'paragraph',
          text: "Ouvrez l'événement, choisissez « Supprimer » et confirmez. L'événement disparaît de Questboard et vous revenez à « Mes événements ». Les joueurs inscrits perdent leur place : prévenez-les à l'avance chaque fois que c'est possible.",
        },
      ],
    },
    {
      id: 'results',
      heading: "Après l'événement : résultats et XP",
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            "Ouvrez l'événement terminé et choisissez de saisir les résultats.",
            'Pour un événement compétitif, saisissez le classement ; pour les autres, cochez les joueurs présents.',
            'Vérifiez et confirmez : les résultats ne se saisissent qu’une seule fois.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Chaque joueur présent gagne 10 XP ; dans un événement compétitif, les places 1 à 4 rapportent +25, +15, +10 et +10 XP. Si votre boutique participe au club de fidélité, les membres gagnent aussi 1 pièce par tranche de 10 XP, à échanger contre des récompenses dans les boutiques participantes.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
