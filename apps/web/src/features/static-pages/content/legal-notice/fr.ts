import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Mentions légales',
  summary: "Qui publie Questboard, qui l'héberge et comment nous contacter.",
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Éditeur',
      blocks: [
        {
          type: 'paragraph',
          text: "Questboard est édité par un éditeur de jeux de société et de jeux de cartes, dont il est le club de loisirs (« l'éditeur »).",
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: "Éditeur de Questboard (coordonnées de l'exploitant à compléter par l'éditeur) : raison sociale et forme juridique, capital social, adresse du siège, numéro d'immatriculation et registre, numéro de TVA intracommunautaire.",
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Directeur de la publication',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: "Nom et fonction de la personne responsable du contenu du site, à compléter par l'éditeur.",
        },
      ],
    },
    {
      id: 'hosting',
      heading: 'Hébergement',
      blocks: [
        {
          type: 'placeholder',
          setting: 'hostingProvider',
          text: "Hébergeur (à compléter par l'éditeur) : raison sociale, adresse et numéro de téléphone.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: "Adresse de contact générale et adresse de contact pour les données personnelles, à compléter par l'éditeur.",
        },
        {
          type: 'paragraph',
          text: "Pour toute question sur un événement, le plus simple est de contacter la boutique qui l'organise : ses coordonnées figurent sur son profil et sur la page de l'événement.",
        },
      ],
    },
    {
      id: 'content',
      heading: 'Informations sur les événements',
      blocks: [
        {
          type: 'paragraph',
          text: "Les événements sont rédigés et publiés par des boutiques indépendantes, qui en sont responsables. Si un événement ou un contenu vous semble illicite ou trompeur, signalez-le à l'adresse de contact ci-dessus : nous l'examinerons rapidement et le retirerons si nécessaire.",
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propriété intellectuelle et crédits',
      blocks: [
        {
          type: 'paragraph',
          text: "Le contenu, le design et les logiciels du site, ainsi que les marques et illustrations de jeux de l'éditeur, sont protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation est interdite.",
        },
        {
          type: 'list',
          items: [
            "Données cartographiques © les contributeurs d'OpenStreetMap, disponibles sous licence Open Database License.",
            "Les logos des boutiques appartiennent à celles-ci, qui en autorisent l'affichage sur Questboard.",
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
