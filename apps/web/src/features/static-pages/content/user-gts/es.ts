import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Condiciones generales para jugadores',
  summary: 'Las condiciones generales que se aplican a los jugadores que se inscriben en eventos.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Ámbito de aplicación',
      blocks: [
        {
          type: 'paragraph',
          text: 'Estas condiciones se aplican a los jugadores que se inscriben en eventos en Questboard y a los miembros de su club de fidelidad. Completan las condiciones de uso. Inscribirse en eventos y unirse al club es gratis; la cuota de participación que indique un evento se paga a la tienda, según sus propias condiciones.',
        },
      ],
    },
    {
      id: 'registration',
      heading: 'Inscribirte en un evento',
      blocks: [
        {
          type: 'list',
          items: [
            'Necesitas una cuenta y tener al menos 15 años el día del evento.',
            'Te inscribes desde la página del evento. La inscripción es personal: una por jugador y evento.',
            'Puedes inscribirte mientras el evento no esté completo (número máximo de jugadores alcanzado) y no haya pasado su fecha límite de inscripción.',
            'Recibes un correo de confirmación con un archivo de calendario. Tu apodo aparece en la lista de jugadores del evento.',
            'Algunos eventos solo enlazan con la página de inscripción de la tienda: allí se aplican sus condiciones.',
          ],
        },
      ],
    },
    {
      id: 'unregistration',
      heading: 'Darte de baja',
      blocks: [
        {
          type: 'paragraph',
          text: 'Si no puedes ir, date de baja desde la página del evento o desde «Mis eventos» para que otro jugador pueda ocupar tu plaza. Puedes darte de baja hasta que empiece el evento; hazlo lo antes posible. Al darte de baja también se borra tu foto del mazo para ese evento. La devolución de la cuota de participación, si la hay, es un asunto entre tú y la tienda.',
        },
      ],
    },
    {
      id: 'deadlines',
      heading: 'Plazos de inscripción',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cada tienda elige cuándo se cierra la inscripción en su evento. La página del evento indica la fecha límite.',
        },
        {
          type: 'table',
          caption: 'Opciones de fecha límite de inscripción',
          head: ['Opción', 'La inscripción se cierra'],
          rows: [
            ['H-1', '1 hora antes del inicio'],
            ['H-2', '2 horas antes del inicio'],
            ['H-6', '6 horas antes del inicio'],
            ['H-12', '12 horas antes del inicio'],
            ['D-2', '2 días antes del inicio'],
            ['D-3', '3 días antes del inicio'],
            ['D-5', '5 días antes del inicio'],
            ['D-10', '10 días antes del inicio'],
          ],
        },
      ],
    },
    {
      id: 'automatic-cancellation',
      heading: 'Cancelación automática',
      blocks: [
        {
          type: 'paragraph',
          text: 'Una tienda puede fijar un número mínimo de jugadores. Si no se alcanza ese mínimo al cerrarse la inscripción, el evento se cancela automáticamente y todos los jugadores inscritos reciben un correo. Una tienda también puede cancelar un evento por otros motivos; en ese caso también se avisa a los jugadores inscritos.',
        },
      ],
    },
    {
      id: 'deck-photos',
      heading: 'Fotos del mazo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Algunos eventos te piden subir una foto de tu mazo antes de una fecha fijada por la tienda. La foto debe ser un archivo JPG o PNG de hasta 5 MB. Solo la ven tú, la tienda organizadora y los administradores, y solo sirve para revisar los mazos de ese evento. Si la tienda registra los mazos en el local el mismo día, no se pide ninguna foto.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Resultados',
      blocks: [
        {
          type: 'paragraph',
          text: 'Después del evento, la tienda registra los resultados una sola vez: la clasificación en un evento competitivo o la asistencia en los demás. Tus puntos de experiencia se calculan a partir de esos resultados. Si crees que un resultado es incorrecto, habla primero con la tienda.',
        },
      ],
    },
    {
      id: 'loyalty-club',
      heading: 'El club de fidelidad',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-eligibility',
          heading: 'Quién puede unirse',
          blocks: [
            {
              type: 'paragraph',
              text: 'El club de fidelidad se ofrece en España: en la versión en español del sitio, para jugadores cuyo país de cuenta es España y que tienen al menos 15 años. Unirse es gratis. Puedes darte de baja del club cuando quieras pidiéndoselo a la editorial a través de los datos de contacto del aviso legal.',
            },
          ],
        },
        {
          id: 'loyalty-points',
          heading: 'Puntos de experiencia y monedas',
          blocks: [
            {
              type: 'paragraph',
              text: 'Ganas puntos en los eventos de las tiendas adheridas al club, una vez que la tienda ha registrado los resultados:',
            },
            {
              type: 'table',
              caption: 'Puntos por evento',
              head: ['Resultado', 'Puntos de experiencia (XP)'],
              rows: [
                ['Asistir al evento', '10 XP'],
                ['1.er puesto en un evento competitivo', '+25 XP'],
                ['2.º puesto en un evento competitivo', '+15 XP'],
                ['3.er puesto en un evento competitivo', '+10 XP'],
                ['4.º puesto en un evento competitivo', '+10 XP'],
              ],
            },
            {
              type: 'list',
              items: [
                'Los miembros del club ganan además 1 moneda por cada 10 XP conseguidos en un evento: quien gana un evento competitivo obtiene 35 XP y 3 monedas.',
                'Los XP nunca se pierden: miden tu progreso y tu puesto en la clasificación.',
                'Las monedas caducan un año después de haberlas ganado. Tu página del club muestra cuántas monedas tienes y cuándo caducan.',
              ],
            },
          ],
        },
        {
          id: 'loyalty-rewards',
          heading: 'Recompensas',
          blocks: [
            {
              type: 'paragraph',
              text: 'Las monedas se canjean por recompensas en las tiendas participantes, hasta agotar existencias. Las monedas y los XP no tienen valor económico, no se pueden transferir ni vender y no se pueden cambiar por dinero.',
            },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Juego limpio',
      blocks: [
        {
          type: 'paragraph',
          text: 'Respeta las normas de la tienda, a los demás jugadores y las reglas del juego. Si se obtienen puntos de forma fraudulenta (resultados falsos, varias cuentas), podemos anularlos y suspender la cuenta afectada.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios',
      blocks: [
        {
          type: 'paragraph',
          text: 'Podemos modificar estas condiciones o la tabla de puntos del club de fidelidad. Los cambios se anuncian antes de aplicarse y nunca te quitan los XP ni las monedas que ya hayas ganado.',
        },
      ],
    },
  ],
  related: ['term-of-use', 'privacy-policy'],
}

export default document
