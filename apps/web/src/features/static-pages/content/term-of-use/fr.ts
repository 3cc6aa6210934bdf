import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: "Conditions d'utilisation",
  summary: "Les règles qui s'appliquent à toute personne qui utilise Questboard.",
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'À propos de Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard est le club de loisirs d'un éditeur de jeux de société et de jeux de cartes (« l'éditeur », « nous »). Il permet aux joueurs de trouver des événements de jeux de société et de cartes dans les boutiques spécialisées, de s'y inscrire et de gagner des récompenses de fidélité, et aux boutiques de publier et gérer ces événements.",
        },
        {
          type: 'paragraph',
          text: "En utilisant Questboard, vous acceptez les présentes conditions. Les joueurs qui s'inscrivent à des événements acceptent aussi les conditions générales pour les joueurs ; les boutiques qui publient des événements acceptent aussi les conditions générales pour les organisateurs.",
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Consulter le site sans compte',
      blocks: [
        {
          type: 'paragraph',
          text: "Tout le monde peut parcourir et filtrer les événements, consulter leur détail et la liste des joueurs, utiliser la carte et s'abonner à la newsletter, gratuitement et sans compte.",
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Votre compte',
      blocks: [
        {
          type: 'paragraph',
          text: "Vous vous connectez avec votre compte du service de comptes central de l'éditeur, le même que pour ses autres services. La création, la modification et la suppression de ce compte relèvent des conditions de ce service.",
        },
        {
          type: 'list',
          items: [
            'Gardez votre mot de passe secret : vous êtes responsable de ce qui est fait avec votre compte.',
            'Donnez des informations exactes, en particulier votre date de naissance et votre pays : elles déterminent si vous pouvez participer et si le club de fidélité vous est ouvert.',
            'Choisissez un pseudo respectueux des autres : il apparaît sur la liste des joueurs des événements auxquels vous vous inscrivez.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Âge minimum',
      blocks: [
        {
          type: 'paragraph',
          text: "Vous devez avoir au moins 15 ans pour participer, c'est-à-dire pour vous inscrire aux événements et adhérer au club de fidélité. Les plus jeunes peuvent consulter Questboard mais ne peuvent pas participer. Questboard vérifie votre âge à partir de la date de naissance de votre compte.",
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Bon usage',
      blocks: [
        { type: 'paragraph', text: 'En utilisant Questboard, vous vous engagez à ne pas :' },
        {
          type: 'list',
          items: [
            "vous inscrire à des événements auxquels vous n'avez pas l'intention de venir, ni cumuler plusieurs inscriptions au même événement ;",
            'utiliser un pseudo, une image ou une photo de deck injurieux, discriminatoires, trompeurs ou portant atteinte aux droits d’autrui ;',
            "vous faire passer pour une autre personne, une boutique ou l'éditeur ;",
            "collecter les données d'autres utilisateurs, ou les utiliser à d'autres fins que l'événement pour lequel elles ont été communiquées ;",
            "perturber le service, contourner sa sécurité ou y accéder par des moyens automatisés au-delà d'un usage normal.",
          ],
        },
        {
          type: 'paragraph',
          text: "Nous pouvons retirer un contenu, annuler des inscriptions ou suspendre l'accès à Questboard de toute personne qui enfreint ces règles, de façon proportionnée au manquement et, dans la mesure du possible, après l'avoir entendue.",
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Photos de deck',
      blocks: [
        {
          type: 'paragraph',
          text: "Certains événements demandent une photo de votre deck (JPG ou PNG, 5 Mo maximum). Elle n'est visible que par vous, la boutique qui organise l'événement et les administrateurs. N'envoyez qu'une photo de votre deck : pas de personnes, pas de documents personnels. Vous conservez vos droits sur la photo et nous autorisez à la stocker et à la montrer à ces personnes pour l'événement.",
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: "Les textes, graphismes, logos et logiciels de Questboard, ainsi que les noms de jeux et illustrations de l'éditeur, sont protégés. Vous ne pouvez pas les réutiliser au-delà de ce qu'exige l'usage normal du service. Données cartographiques © les contributeurs d'OpenStreetMap.",
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilité',
      blocks: [
        {
          type: 'list',
          items: [
            "Les événements sont organisés par des boutiques indépendantes, responsables de leur contenu, de leurs horaires, de leurs lots et de leur déroulement. L'éditeur n'est pas partie à ce qui se passe lors d'un événement.",
            "Nous veillons à ce que Questboard soit disponible et exact, sans pouvoir garantir l'absence d'interruptions ou d'erreurs, par exemple dans les informations saisies par les boutiques.",
            'Nous ne sommes pas responsables des dommages indirects, ni de ceux causés par une utilisation abusive de votre compte. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni vos droits légaux de consommateur.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modification des conditions',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous pouvons modifier ces conditions, par exemple lorsque nous ajoutons des fonctionnalités. La date en haut de page indique la version en vigueur. Les changements importants sont annoncés sur le site ou par e-mail avant de s'appliquer ; si vous ne les acceptez pas, vous pouvez cesser d'utiliser Questboard.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact et droit applicable',
      blocks: [
        {
          type: 'paragraph',
          text: "Pour toute question sur ces conditions, utilisez les coordonnées indiquées dans les mentions légales. Ces conditions sont régies par le droit du pays où l'éditeur est établi, sans priver les consommateurs de la protection des règles impératives du pays où ils résident.",
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
