import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Condiciones de uso',
  summary: 'Las normas que se aplican a todas las personas que usan Questboard.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'Qué es Questboard',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard es el club de aficionados de una editorial de juegos de mesa y de cartas («la editorial», «nosotros»). Permite a los jugadores encontrar eventos de juegos de mesa y de cartas en tiendas especializadas, inscribirse y ganar recompensas de fidelidad, y a las tiendas publicar y gestionar esos eventos.',
        },
        {
          type: 'paragraph',
          text: 'Al usar Questboard aceptas estas condiciones. Los jugadores que se inscriben en eventos aceptan además las condiciones para jugadores, y las tiendas que publican eventos, las condiciones para organizadores.',
        },
      ],
    },
    {
      id: 'browsing',
      heading: 'Navegar sin cuenta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cualquiera puede buscar y filtrar eventos, ver sus detalles y la lista de jugadores, usar el mapa y suscribirse al boletín, gratis y sin cuenta.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Tu cuenta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Inicias sesión con tu cuenta del servicio central de cuentas de la editorial, la misma que usas en sus otros servicios. La creación, modificación y eliminación de esa cuenta se rigen por las condiciones de dicho servicio.',
        },
        {
          type: 'list',
          items: [
            'Mantén tu contraseña en secreto: eres responsable de lo que se haga con tu cuenta.',
            'Facilita información correcta, sobre todo tu fecha de nacimiento y tu país: de ellas depende que puedas participar y que tengas acceso al club de fidelidad.',
            'Elige un apodo respetuoso: aparece en la lista de jugadores de los eventos en los que te inscribes.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Edad mínima',
      blocks: [
        {
          type: 'paragraph',
          text: 'Debes tener al menos 15 años para participar, es decir, para inscribirte en eventos y unirte al club de fidelidad. Los más jóvenes pueden consultar Questboard, pero no participar. Questboard comprueba tu edad con la fecha de nacimiento de tu cuenta.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso correcto',
      blocks: [
        { type: 'paragraph', text: 'Al usar Questboard te comprometes a no:' },
        {
          type: 'list',
          items: [
            'inscribirte en eventos a los que no piensas ir ni tener varias inscripciones en el mismo evento;',
            'usar un apodo, una imagen o una foto del mazo ofensivos, discriminatorios, engañosos o que vulneren derechos de terceros;',
            'hacerte pasar por otra persona, por una tienda o por la editorial;',
            'recopilar datos de otros usuarios ni usarlos para nada distinto del evento para el que se compartieron;',
            'perturbar el servicio, eludir su seguridad o acceder a él por medios automatizados más allá de un uso normal.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Podemos retirar contenidos, anular inscripciones o suspender el acceso a Questboard a quien incumpla estas normas, de forma proporcionada y, siempre que sea posible, tras escuchar a la persona afectada.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Fotos del mazo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Algunos eventos piden una foto de tu mazo (JPG o PNG, hasta 5 MB). Solo la ven tú, la tienda que organiza el evento y los administradores. Sube solo una foto de tu mazo: sin personas ni documentos personales. Conservas tus derechos sobre la foto y nos autorizas a guardarla y a mostrarla a esas personas para el evento.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propiedad intelectual',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los textos, gráficos, logotipos y software de Questboard, así como los nombres de juegos y las ilustraciones de la editorial, están protegidos. No puedes reutilizarlos más allá de lo que requiera el uso normal del servicio. Datos cartográficos © colaboradores de OpenStreetMap.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilidad',
      blocks: [
        {
          type: 'list',
          items: [
            'Los eventos los organizan tiendas independientes, responsables de su contenido, horario, premios y desarrollo. La editorial no es parte de lo que ocurre en un evento.',
            'Procuramos que Questboard esté disponible y sea exacto, pero no podemos garantizar que no haya interrupciones ni errores, por ejemplo en la información de los eventos que introducen las tiendas.',
            'No respondemos de daños indirectos ni de los causados por un uso indebido de tu cuenta. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar ni tus derechos como consumidor.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en estas condiciones',
      blocks: [
        {
          type: 'paragraph',
          text: 'Podemos modificar estas condiciones, por ejemplo al añadir funciones. La fecha de la parte superior indica la versión vigente. Los cambios importantes se anuncian en el sitio o por correo antes de aplicarse; si no los aceptas, puedes dejar de usar Questboard.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto y legislación aplicable',
      blocks: [
        {
          type: 'paragraph',
          text: 'Para cualquier pregunta sobre estas condiciones, usa los datos de contacto del aviso legal. Estas condiciones se rigen por la ley del país en el que está establecida la editorial, sin privar a los consumidores de la protección de las normas imperativas del país en el que residen.',
        },
      ],
    },
  ],
  related: ['user-gts', 'organizer-gts', 'privacy-policy'],
}

export default document
