import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Politique de confidentialité',
  summary:
    'Les données personnelles que nous collectons, pourquoi nous les collectons et combien de temps nous les conservons.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Qui est responsable de vos données',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard est le club de loisirs d'un éditeur de jeux de société et de jeux de cartes (« l'éditeur », « nous »). L'éditeur est le responsable du traitement des données personnelles traitées via Questboard. Son identité et ses coordonnées figurent dans les mentions légales.",
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: "Éditeur de Questboard (coordonnées de l'exploitant à compléter par l'éditeur) : raison sociale et adresse du siège.",
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: "Adresse de contact pour les demandes relatives aux données personnelles, y compris le délégué à la protection des données s'il en a été désigné un, à compléter par l'éditeur.",
        },
        {
          type: 'paragraph',
          text: "Chaque boutique qui organise un événement est responsable de l'usage qu'elle fait des données de ses joueurs pour le faire fonctionner, comme le précisent les conditions générales pour les organisateurs.",
        },
      ],
    },
    {
      id: 'data',
      heading: 'Les données que nous collectons',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Compte',
              description:
                "Votre adresse e-mail, votre pseudo, votre photo de profil, votre pays et votre date de naissance, transmis par le service de comptes central de l'éditeur lorsque vous vous connectez.",
            },
            {
              term: 'Inscriptions aux événements',
              description:
                'Les événements auxquels vous vous inscrivez ou vous désinscrivez, la date de chaque action, ainsi que vos résultats et votre présence tels que saisis par la boutique.',
            },
            {
              term: 'Photos de deck',
              description:
                'La photo de votre deck (JPG ou PNG, 5 Mo maximum) que vous envoyez pour un événement.',
            },
            {
              term: 'Club de fidélité',
              description:
                "Si vous adhérez au club : la date d'adhésion, vos points d'expérience (XP), vos pièces, leur date d'obtention et d'expiration, et les récompenses que vous échangez.",
            },
            {
              term: 'Profils de boutique',
              description:
                "Pour les organisateurs : le nom de la boutique, son adresse, ses horaires, son site web, son téléphone, son adresse e-mail et son logo, ainsi que l'identifiant de compte, le numéro client et le numéro fiscal fournis lors de la demande de statut d'organisateur.",
            },
            {
              term: 'Newsletter',
              description:
                "L'adresse e-mail avec laquelle vous vous abonnez et la date à laquelle vous l'avez confirmée.",
            },
            {
              term: 'Cookies et technologies similaires',
              description:
                "Vos choix en matière de cookies et, selon ces choix, des données de mesure d'audience. Des journaux techniques (adresse IP, navigateur, pages demandées, erreurs) sont conservés pour la sécurité.",
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Pourquoi nous les utilisons et sur quelle base légale',
      blocks: [
        {
          type: 'table',
          caption: 'Finalités et bases légales',
          head: ['Finalité', 'Données', 'Base légale'],
          rows: [
            [
              'Vous permettre de vous connecter, de vous inscrire aux événements et de vous désinscrire',
              'Compte, inscriptions aux événements',
              "Exécution des conditions d'utilisation et des conditions générales pour les joueurs",
            ],
            [
              'Vérifier que vous avez au moins 15 ans avant de participer',
              'Date de naissance',
              'Exécution des conditions et notre intérêt légitime à protéger les mineurs',
            ],
            [
              "Faire fonctionner les événements : listes de joueurs, vérification des decks, e-mails d'annulation, résultats",
              'Pseudo, adresse e-mail, photos de deck, résultats',
              'Exécution des conditions générales pour les joueurs',
            ],
            [
              'Gérer le club de fidélité',
              'Données du club de fidélité, résultats',
              'Exécution des conditions du club de fidélité',
            ],
            [
              'Publier les boutiques et leurs événements',
              'Profils de boutique',
              'Exécution des conditions générales pour les organisateurs',
            ],
            [
              'Envoyer la newsletter',
              'Adresse de newsletter',
              'Votre consentement, que vous pouvez retirer à tout moment',
            ],
            ["Mesurer l'audience", "Données de mesure d'audience", "Votre consentement (cookies d'analyse)"],
            [
              'Afficher les cartes',
              'Adresse IP transmise au fournisseur de cartes',
              'Votre consentement (cookies de cartes)',
            ],
            [
              'Assurer la sécurité du service et tenir les registres comptables',
              'Journaux techniques, registre de fidélité',
              'Notre intérêt légitime à la sécurité, et nos obligations légales',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Qui reçoit vos données',
      blocks: [
        {
          type: 'list',
          items: [
            "La boutique qui organise un événement voit les pseudos de ses joueurs inscrits ; elle voit aussi les photos de deck envoyées pour son événement et peut contacter ses joueurs au sujet de cet événement. Elle ne peut utiliser ces données que pour organiser l'événement.",
            "Tout le monde peut voir sur la page d'un événement les pseudos des joueurs inscrits. Votre adresse e-mail n'y apparaît jamais.",
            'Le classement du club de fidélité, visible par tous, affiche le pseudo et les XP des membres du club.',
            "Les équipes de l'éditeur et les administrateurs, qui ont besoin de ces données pour faire fonctionner Questboard, ainsi que l'hébergeur indiqué dans les mentions légales, qui traite les données sur instruction de l'éditeur.",
            "Les fonds de carte ne sont chargés depuis OpenStreetMap qu'après votre accord pour la catégorie de cookies « cartes » ; votre navigateur transmet alors votre adresse IP à OpenStreetMap.",
            "Le gestionnaire de balises et les outils de mesure d'audience ne sont chargés qu'après votre accord pour la catégorie « analyse ».",
          ],
        },
        {
          type: 'paragraph',
          text: "Nous ne vendons pas vos données. Lorsque des données quittent l'Espace économique européen, elles sont protégées par les garanties exigées par le RGPD, comme les clauses contractuelles types de la Commission européenne.",
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies et consentement',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Nécessaires',
              description:
                'Connexion, langue et vos choix de cookies. Ils sont toujours actifs, car le site ne peut pas fonctionner sans eux.',
            },
            {
              term: 'Analyse',
              description:
                "Mesure d'audience via le gestionnaire de balises. Désactivés tant que vous ne les acceptez pas.",
            },
            {
              term: 'Cartes',
              description:
                "La carte OpenStreetMap de la recherche d'événements et des pages d'événement. Désactivés tant que vous ne les acceptez pas.",
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Votre choix est conservé 13 mois, puis nous vous le redemandons. Vous pouvez le modifier à tout moment sur la page des préférences de cookies.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous conservons vos données',
      blocks: [
        {
          type: 'table',
          caption: 'Durées de conservation',
          head: ['Données', 'Durée de conservation'],
          rows: [
            [
              'Compte, inscriptions aux événements, résultats et photos de deck',
              '3 ans après votre dernière activité (dernière connexion ou dernière inscription à un événement), puis suppression ou anonymisation',
            ],
            [
              "Profils de boutique et demandes d'organisateur",
              "3 ans après la fin du statut d'organisateur ou le dernier événement de la boutique, selon la date la plus tardive",
            ],
            ["Journaux techniques et données de mesure d'audience", '12 mois après leur collecte'],
            [
              'Adresse de newsletter',
              'Jusqu’à votre désabonnement (lien dans chaque newsletter), puis suppression',
            ],
            [
              'Registre de fidélité (XP et pièces gagnés, dépensés ou expirés) et autres pièces comptables',
              "5 ans après la fin de l'année de l'opération",
            ],
            ['Choix de cookies', '13 mois'],
          ],
        },
        {
          type: 'paragraph',
          text: 'La suppression de votre compte met fin immédiatement au délai de 3 ans : vos données de compte, vos inscriptions et vos photos de deck sont alors effacées, à l’exception des pièces que nous devons garder 5 ans, conservées à part et utilisées à aucune autre fin.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Vos droits',
      blocks: [
        {
          type: 'list',
          items: [
            'Accès : obtenir une copie des données que nous détenons sur vous.',
            'Rectification : corriger des données inexactes. La plupart des données de compte se modifient dans votre compte central.',
            'Effacement : faire supprimer vos données, sauf si la loi nous oblige à les conserver.',
            'Portabilité : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine.',
            "Opposition et limitation : vous opposer aux traitements fondés sur notre intérêt légitime, ou nous demander d'en limiter l'usage.",
            'Retrait du consentement : à tout moment, pour la newsletter (lien dans chaque e-mail) et pour les cookies (page des préférences de cookies), sans effet sur ce qui a été fait auparavant.',
            'Réclamation : saisir une autorité de contrôle, par exemple celle du pays où vous résidez (en France, la CNIL).',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'Comment exercer vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: "Écrivez à l'adresse de contact dédiée aux données personnelles indiquée dans les mentions légales, si possible depuis l'adresse e-mail de votre compte, en précisant le droit que vous souhaitez exercer. Nous répondons sous un mois ; ce délai peut être prolongé de deux mois pour les demandes complexes, et nous vous en expliquons alors la raison.",
        },
        {
          type: 'paragraph',
          text: 'Nous pouvons vous demander des informations pour confirmer votre identité, jamais plus que nécessaire.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Mineurs',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous devez avoir au moins 15 ans pour vous inscrire aux événements ou adhérer au club de fidélité ; Questboard le vérifie à partir de la date de naissance de votre compte. Les plus jeunes peuvent consulter les événements, mais nous ne les laissons pas participer et ne collectons rien à leur sujet au-delà des données de leur compte.',
        },
        {
          type: 'paragraph',
          text: 'Si vous êtes parent et pensez que votre enfant de moins de 15 ans nous a transmis des données, contactez-nous : nous les supprimerons.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de cette politique',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous mettons cette politique à jour lorsque nos traitements évoluent. La date en haut de page indique la dernière version ; les changements importants sont annoncés sur le site ou par e-mail avant de s'appliquer.",
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
