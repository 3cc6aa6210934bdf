import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Condiciones generales para organizadores',
  summary: 'Las condiciones generales que se aplican a las tiendas de juegos que publican eventos.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Ámbito de aplicación',
      blocks: [
        {
          type: 'paragraph',
          text: 'Estas condiciones se aplican a las tiendas de juegos («organizadores») que publican eventos en Questboard. Completan las condiciones de uso. Publicar eventos en Questboard es gratis.',
        },
      ],
    },
    {
      id: 'becoming-an-organizer',
      heading: 'Hacerte organizador',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Inicia sesión con la cuenta de la tienda en el servicio central de cuentas de la editorial.',
            'Envía a la editorial una solicitud de organizador con tu ID de cuenta, tu número de cliente de la editorial y tu número de identificación fiscal.',
            'La editorial revisa la solicitud y, una vez aprobada, marca la cuenta como organizadora. A partir de ahí verás en tu menú el perfil de la tienda y las herramientas de eventos.',
          ],
        },
        {
          type: 'paragraph',
          text: 'La editorial puede rechazar una solicitud, por ejemplo si no puede verificar los datos, y retirar la condición de organizador a una tienda que incumpla estas condiciones.',
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Perfil de la tienda',
      blocks: [
        {
          type: 'paragraph',
          text: 'Mantienes al día el perfil de tu tienda: nombre, dirección, horario, datos de contacto y logotipo (JPEG o PNG, hasta 5 MB). Eliges si el perfil es público: una tienda pública aparece en el filtro de tiendas y en sus eventos. Garantizas que puedes usar el logotipo y los textos que publicas.',
        },
      ],
    },
    {
      id: 'events',
      heading: 'Eventos',
      blocks: [],
      subsections: [
        {
          id: 'events-creating',
          heading: 'Crear y publicar',
          blocks: [
            {
              type: 'paragraph',
              text: 'Creas un evento desde tu perfil, revisas la vista previa y lo publicas. Hasta que se publica, solo lo ven tú y los administradores. La información debe ser exacta y completa: juego, tipo, fechas, dirección, precio, número de plazas y premios.',
            },
          ],
        },
        {
          id: 'events-editing',
          heading: 'Editar',
          blocks: [
            {
              type: 'paragraph',
              text: 'Puedes editar un evento en cualquier momento, salvo el lugar, el juego y la fecha: no se pueden cambiar una vez creado el evento, porque los jugadores se han inscrito contando con ellos. Para cambiarlos, elimina el evento y crea uno nuevo.',
            },
          ],
        },
        {
          id: 'events-deleting',
          heading: 'Eliminar',
          blocks: [
            {
              type: 'paragraph',
              text: 'Puedes eliminar tus propios eventos. Eliminar un evento con jugadores inscritos lo cancela para ellos: explícales el motivo si puedes.',
            },
          ],
        },
      ],
    },
    {
      id: 'player-data',
      heading: 'Datos personales de los jugadores',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ves los apodos de tus jugadores y, en los eventos que las piden, sus fotos del mazo. Solo puedes usar estos datos para organizar el evento para el que se facilitaron: emparejamientos, revisión de mazos, resultados y avisos prácticos sobre ese evento. No puedes usarlos con fines comerciales, cederlos a terceros ni conservarlos más tiempo del necesario, y debes protegerlos. Eres responsable de ese uso como responsable del tratamiento según la normativa de protección de datos.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Registrar los resultados',
      blocks: [
        {
          type: 'paragraph',
          text: 'Después del evento, registra sus resultados una sola vez: la clasificación de los primeros puestos en un evento competitivo o los jugadores que asistieron en los demás. Una vez guardados, los resultados no se pueden cambiar, así que revísalos antes de confirmar. Registra solo resultados reales: dan puntos a los jugadores.',
        },
      ],
    },
    {
      id: 'loyalty-points',
      heading: 'Puntos de fidelidad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Si te adhieres al club de fidelidad desde tu perfil, tus eventos otorgan puntos de experiencia (10 XP por asistir; +25, +15, +10 y +10 XP para los puestos 1 a 4 de un evento competitivo) y los miembros del club ganan además 1 moneda por cada 10 XP. Como tienda participante, te comprometes a canjear las monedas por las recompensas anunciadas por la editorial, en las condiciones que esta fije.',
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Mínimo de jugadores y cancelaciones',
      blocks: [
        {
          type: 'list',
          items: [
            'Si fijas un número mínimo de jugadores y no se alcanza en la fecha límite de inscripción, el evento se cancela automáticamente y los jugadores inscritos reciben un correo. Un mínimo de 0 desactiva esta función.',
            'Si tienes que cancelar tú un evento, hazlo lo antes posible y avisa a los jugadores inscritos. La devolución de las cuotas de participación corre de tu cuenta.',
          ],
        },
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Tu responsabilidad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Organizas tus eventos en tu propio nombre y bajo tu responsabilidad: seguridad del local, información de accesibilidad, premios, cuotas, seguros y cumplimiento de la ley. La editorial ofrece la plataforma y puede retirar un evento engañoso, ilícito o contrario a estas condiciones.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios y baja',
      blocks: [
        {
          type: 'paragraph',
          text: 'Anunciamos los cambios de estas condiciones antes de que se apliquen. Puedes dejar de ser organizador cuando quieras pidiéndoselo a la editorial; tus eventos publicados dejarán de mostrarse y se avisará a los jugadores inscritos en los eventos próximos.',
        },
      ],
    },
  ],
  related: ['how-to-create-an-event', 'term-of-use', 'privacy-policy'],
}

export default document
