import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Aviso legal',
  summary: 'Quién publica Questboard, quién lo aloja y cómo contactar con nosotros.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'publisher',
      heading: 'Titular',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard lo publica una editorial de juegos de mesa y de cartas como su club de aficionados («la editorial»).',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Editorial de Questboard (datos del operador pendientes de completar por la editorial): denominación social y forma jurídica, capital social, domicilio social, datos de inscripción en el Registro Mercantil, NIF.',
        },
      ],
    },
    {
      id: 'publication-director',
      heading: 'Responsable de los contenidos',
      blocks: [
        {
          type: 'placeholder',
          setting: 'publicationDirector',
          text: 'Nombre y cargo de la persona responsable de los contenidos del sitio, pendiente de completar por la editorial.',
        },
      ],
    },
    {
      id: 'hosting',
      heading: 'Alojamiento',
      blocks: [
        {
          type: 'placeholder',
          setting: 'hostingProvider',
          text: 'Proveedor de alojamiento (pendiente de completar por la editorial): denominación social, dirección y teléfono.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Dirección de contacto general y dirección de contacto sobre protección de datos, pendientes de completar por la editorial.',
        },
        {
          type: 'paragraph',
          text: 'Para cualquier pregunta sobre un evento, lo mejor es escribir a la tienda que lo organiza: sus datos de contacto están en su perfil y en la página del evento.',
        },
      ],
    },
    {
      id: 'content',
      heading: 'Información sobre los eventos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los eventos los redactan y publican tiendas independientes, que son responsables de ellos. Si un evento o un contenido te parece ilícito o engañoso, avísanos en la dirección de contacto indicada arriba: lo revisaremos con rapidez y lo retiraremos si es necesario.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propiedad intelectual y créditos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los contenidos, el diseño y el software del sitio, así como las marcas e ilustraciones de juegos de la editorial, están protegidos por la legislación de propiedad intelectual e industrial. Queda prohibida su reproducción sin autorización.',
        },
        {
          type: 'list',
          items: [
            'Datos cartográficos © colaboradores de OpenStreetMap, disponibles bajo la licencia Open Database License.',
            'Los logotipos de las tiendas pertenecen a cada tienda, que autoriza su uso en Questboard.',
          ],
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
