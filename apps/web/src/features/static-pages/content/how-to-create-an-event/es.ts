import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Cómo crear un evento',
  summary: 'Una guía paso a paso para las tiendas de juegos que publican su primer evento.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Antes de empezar',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard es gratis para las tiendas de juegos. Necesitas la cuenta de la tienda en el servicio central de cuentas de la editorial, tu número de cliente de la editorial y tu número de identificación fiscal. Calcula unos minutos para tu primer evento; los siguientes irán más rápido.',
        },
      ],
    },
    {
      id: 'become-an-organizer',
      heading: 'Paso 1: hazte organizador',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Inicia sesión en Questboard con la cuenta de la tienda.',
            'Envía a la editorial tu solicitud de organizador con tu ID de cuenta, tu número de cliente y tu número de identificación fiscal.',
            'Cuando la editorial la apruebe, vuelve a iniciar sesión: «Perfil de la tienda» y las herramientas de eventos aparecerán en tu menú.',
          ],
        },
      ],
    },
    {
      id: 'store-profile',
      heading: 'Paso 2: completa el perfil de la tienda',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los jugadores buscan una tienda de confianza. En tu perfil, rellena:',
        },
        {
          type: 'list',
          items: [
            'el nombre y la dirección de la tienda (la dirección por defecto de tus eventos);',
            'tu horario de cada día, con una segunda franja si cierras a mediodía;',
            'tu sitio web, tu teléfono y tu correo de contacto;',
            'tu logotipo, en JPEG o PNG, hasta 5 MB.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Haz público el perfil para que tu tienda aparezca en el filtro de tiendas y en tus eventos. Si quieres que tus eventos den puntos de fidelidad, adhiérete también aquí al club de fidelidad.',
        },
      ],
    },
    {
      id: 'light-or-full',
      heading: 'Paso 3: elige dónde se inscriben los jugadores',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Inscripción con el organizador',
              description:
                'Un anuncio breve que lleva a los jugadores a una página de inscripción externa, como tu web o tu servicio de venta de entradas. Indicas el nombre, el juego, el tipo, la fecha y el enlace; los jugadores se inscriben allí.',
            },
            {
              term: 'Inscripción en Questboard',
              description:
                'Los jugadores se inscriben en Questboard. Tienes la lista de jugadores, una fecha límite de inscripción, un mínimo y un máximo de jugadores con cancelación automática, fotos del mazo si las necesitas y el registro de resultados con puntos de fidelidad.',
            },
          ],
        },
      ],
    },
    {
      id: 'event-form',
      heading: 'Paso 4: rellena el formulario del evento',
      blocks: [
        {
          type: 'paragraph',
          text: 'Elige «Crear un evento» en el menú de tu cuenta, en tu panel del organizador o al final de esta guía. El formulario tiene cinco secciones; si falta algo, el formulario te lleva al primer campo que debes completar.',
        },
      ],
      subsections: [
        {
          id: 'form-main-information',
          heading: 'Información principal',
          blocks: [
            {
              type: 'paragraph',
              text: 'El nombre del evento (hasta 200 caracteres), el juego y el tipo: torneo, presentación, demostración, pintura u otro. Con inscripción con el organizador, también el enlace a la página de inscripción externa.',
            },
          ],
        },
        {
          id: 'form-address',
          heading: 'Dirección',
          blocks: [
            {
              type: 'paragraph',
              text: 'Usa la dirección de tu tienda o escribe otra (calle, código postal, ciudad, país) si el evento se celebra en otro lugar. Revísala bien: la dirección no se puede cambiar después de crear el evento.',
            },
          ],
        },
        {
          id: 'form-date',
          heading: 'Fecha',
          blocks: [
            {
              type: 'paragraph',
              text: 'El inicio debe ser al menos una hora después del momento actual y el final, al menos una hora después del inicio. En un evento de varios días, indica el horario de cada día. La fecha tampoco se puede cambiar después de crear el evento.',
            },
          ],
        },
        {
          id: 'form-practical-information',
          heading: 'Información práctica',
          blocks: [
            {
              type: 'list',
              items: [
                'Cuota de participación y moneda: deja la cuota en blanco si el evento es gratuito.',
                'Idioma del evento y formato (suizo, eliminación simple o doble, todos contra todos).',
                'Número mínimo y máximo de jugadores, y fecha límite de inscripción (ver más abajo).',
                'Registro de mazos: una fecha límite para las fotos del mazo o el registro en la tienda el mismo día.',
                'Aparcamiento, wifi, accesibilidad para personas con movilidad reducida, transporte público, material necesario y premios.',
                'Si los jugadores inscritos reciben correos de recordatorio.',
              ],
            },
          ],
        },
        {
          id: 'form-description',
          heading: 'Descripción',
          blocks: [
            {
              type: 'paragraph',
              text: 'Cuenta a los jugadores qué les espera: el programa, el nivel, qué deben traer y lo que hace especial tu evento. Una descripción clara atrae a más jugadores.',
            },
          ],
        },
      ],
    },
    {
      id: 'registration-deadline',
      heading: 'Paso 5: fija la fecha límite de inscripción',
      blocks: [
        {
          type: 'paragraph',
          text: 'Elige cuándo se cierra la inscripción: 1, 2, 6 o 12 horas antes del inicio (H-1, H-2, H-6, H-12) o 2, 3, 5 o 10 días antes (D-2, D-3, D-5, D-10). Elige un plazo más amplio si necesitas tiempo de preparación, por ejemplo para pedir los kits de presentación.',
        },
      ],
    },
    {
      id: 'players',
      heading: 'Paso 6: fija el número de jugadores',
      blocks: [
        {
          type: 'paragraph',
          text: 'El máximo debe ser igual o mayor que el mínimo. Cuando se alcanza el máximo, el evento aparece como completo. Si no se alcanza el mínimo en la fecha límite de inscripción, el evento se cancela automáticamente y los jugadores inscritos reciben un correo. Pon el mínimo a 0 si el evento debe celebrarse sea cual sea el número de jugadores.',
        },
      ],
    },
    {
      id: 'preview-and-publish',
      heading: 'Paso 7: revisa la vista previa y publica',
      blocks: [
        {
          type: 'paragraph',
          text: 'Guarda el evento y abre la vista previa para verlo exactamente como lo verán los jugadores. Cuando todo esté bien, publícalo: aparecerá en la lista de eventos, en el mapa y en el perfil de tu tienda, y los jugadores podrán inscribirse.',
        },
      ],
    },
    {
      id: 'edit',
      heading: 'Editar un evento',
      blocks: [
        {
          type: 'paragraph',
          text: 'Encontrarás tus eventos en «Mis eventos»; abre uno para editarlo. Se puede cambiar todo salvo el lugar, el juego y la fecha. Para cambiar alguno de ellos, elimina el evento y vuelve a crearlo; avisa a tus jugadores inscritos.',
        },
      ],
    },
    {
      id: 'delete',
      heading: 'Eliminar un evento',
      blocks: [
        {
          type: 'paragraph',
          text: 'Abre el evento, elige «Eliminar» y confirma. El evento desaparece de Questboard y vuelves a «Mis eventos». Los jugadores inscritos pierden su plaza, así que avísales con antelación siempre que puedas.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Después del evento: resultados y XP',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Abre el evento terminado y elige registrar los resultados.',
            'En un evento competitivo, introduce la clasificación; en los demás, marca los jugadores que asistieron.',
            'Revisa y confirma: los resultados se registran una sola vez.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Cada jugador que asiste gana 10 XP; en un evento competitivo, los puestos 1 a 4 suman +25, +15, +10 y +10 XP. Si tu tienda participa en el club de fidelidad, los miembros ganan además 1 moneda por cada 10 XP, que canjean por recompensas en las tiendas participantes.',
        },
      ],
    },
  ],
  related: ['organizer-gts', 'user-gts'],
}

export default document
