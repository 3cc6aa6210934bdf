import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Política de privacidad',
  summary: 'Qué datos personales recogemos, para qué y durante cuánto tiempo los conservamos.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Quién es responsable de tus datos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard es el club de aficionados de una editorial de juegos de mesa y de cartas («la editorial», «nosotros»). La editorial es la responsable del tratamiento de los datos personales que se tratan a través de Questboard. Su identidad y sus datos de contacto figuran en el aviso legal.',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Editorial de Questboard (datos del operador pendientes de completar por la editorial): denominación social y domicilio social.',
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Dirección de contacto para solicitudes sobre protección de datos, incluido el delegado de protección de datos si se ha designado, pendiente de completar por la editorial.',
        },
        {
          type: 'paragraph',
          text: 'Cada tienda que organiza un evento es responsable del uso que hace de los datos de sus jugadores para llevarlo a cabo, tal como indican las condiciones generales para organizadores.',
        },
      ],
    },
    {
      id: 'data',
      heading: 'Qué datos recogemos',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Cuenta',
              description:
                'Tu dirección de correo electrónico, tu apodo, tu foto de perfil, tu país y tu fecha de nacimiento, que recibimos del servicio central de cuentas de la editorial cuando inicias sesión.',
            },
            {
              term: 'Inscripciones en eventos',
              description:
                'Los eventos en los que te inscribes o de los que te das de baja, la fecha de cada acción y tus resultados y asistencia según los registra la tienda.',
            },
            {
              term: 'Fotos del mazo',
              description: 'La foto de tu mazo (JPG o PNG, hasta 5 MB) que subes para un evento.',
            },
            {
              term: 'Club de fidelidad',
              description:
                'Si te unes al club: la fecha de alta, tus puntos de experiencia (XP), tus monedas, cuándo las ganaste y cuándo caducan, y las recompensas que canjeas.',
            },
            {
              term: 'Perfiles de tienda',
              description:
                'Para los organizadores: nombre, dirección, horario, sitio web, teléfono, correo electrónico y logotipo de la tienda, así como el ID de cuenta, el número de cliente y el número de identificación fiscal facilitados al solicitar la condición de organizador.',
            },
            {
              term: 'Boletín',
              description: 'La dirección de correo con la que te suscribes y la fecha en que la confirmaste.',
            },
            {
              term: 'Cookies y tecnologías similares',
              description:
                'Tus preferencias de cookies y, según ellas, datos analíticos sobre el uso del sitio. Los registros técnicos (dirección IP, navegador, páginas solicitadas, errores) se guardan por seguridad.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Para qué los usamos y con qué base jurídica',
      blocks: [
        {
          type: 'table',
          caption: 'Finalidades y bases jurídicas',
          head: ['Finalidad', 'Datos', 'Base jurídica'],
          rows: [
            [
              'Permitirte iniciar sesión, inscribirte en eventos y darte de baja',
              'Cuenta, inscripciones en eventos',
              'Ejecución de las condiciones de uso y de las condiciones para jugadores',
            ],
            [
              'Comprobar que tienes al menos 15 años antes de participar',
              'Fecha de nacimiento',
              'Ejecución de las condiciones y nuestro interés legítimo en proteger a los menores',
            ],
            [
              'Organizar los eventos: listas de jugadores, revisión de mazos, correos de cancelación, resultados',
              'Apodo, correo electrónico, fotos del mazo, resultados',
              'Ejecución de las condiciones para jugadores',
            ],
            [
              'Gestionar el club de fidelidad',
              'Datos del club de fidelidad, resultados',
              'Ejecución de las condiciones del club de fidelidad',
            ],
            [
              'Publicar las tiendas y sus eventos',
              'Perfiles de tienda',
              'Ejecución de las condiciones para organizadores',
            ],
            [
              'Enviar el boletín',
              'Dirección del boletín',
              'Tu consentimiento, que puedes retirar en cualquier momento',
            ],
            ['Medir la audiencia', 'Datos analíticos', 'Tu consentimiento (cookies analíticas)'],
            [
              'Mostrar mapas',
              'Dirección IP enviada al proveedor de mapas',
              'Tu consentimiento (cookies de mapas)',
            ],
            [
              'Proteger el servicio y conservar los registros contables',
              'Registros técnicos, registro de fidelidad',
              'Nuestro interés legítimo en la seguridad y nuestras obligaciones legales',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Quién recibe tus datos',
      blocks: [
        {
          type: 'list',
          items: [
            'La tienda que organiza un evento ve los apodos de sus jugadores inscritos; también ve las fotos del mazo subidas para su evento y puede contactar con sus jugadores sobre ese evento. Solo puede usar estos datos para organizar el evento.',
            'Cualquiera puede ver en la página de un evento los apodos de los jugadores inscritos. Tu dirección de correo nunca se muestra allí.',
            'La clasificación del club de fidelidad, visible para todos, muestra el apodo y los XP de los miembros del club.',
            'Los equipos y administradores de la editorial, que necesitan los datos para hacer funcionar Questboard, y el proveedor de alojamiento indicado en el aviso legal, que trata los datos siguiendo las instrucciones de la editorial.',
            'Los mapas se cargan desde OpenStreetMap solo después de que aceptes la categoría de cookies «mapas»; entonces tu navegador envía tu dirección IP a OpenStreetMap.',
            'El gestor de etiquetas y las herramientas analíticas solo se cargan después de que aceptes la categoría «analíticas».',
          ],
        },
        {
          type: 'paragraph',
          text: 'No vendemos tus datos. Cuando los datos salen del Espacio Económico Europeo, están protegidos por las garantías que exige el RGPD, como las cláusulas contractuales tipo de la Comisión Europea.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y consentimiento',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Necesarias',
              description:
                'Inicio de sesión, idioma y tus preferencias de cookies. Están siempre activas, porque el sitio no funciona sin ellas.',
            },
            {
              term: 'Analíticas',
              description:
                'Medición de audiencia mediante el gestor de etiquetas. Desactivadas hasta que las aceptes.',
            },
            {
              term: 'Mapas',
              description:
                'El mapa de OpenStreetMap del buscador de eventos y de las páginas de evento. Desactivadas hasta que las aceptes.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Tu elección se guarda durante 13 meses; después te lo volvemos a preguntar. Puedes cambiarla cuando quieras en la página de preferencias de cookies.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos tus datos',
      blocks: [
        {
          type: 'table',
          caption: 'Plazos de conservación',
          head: ['Datos', 'Plazo de conservación'],
          rows: [
            [
              'Cuenta, inscripciones en eventos, resultados y fotos del mazo',
              '3 años desde tu última actividad (último inicio de sesión o última inscripción en un evento); después se suprimen o se anonimizan',
            ],
            [
              'Perfiles de tienda y solicitudes de organizador',
              '3 años desde que la tienda deja de ser organizadora o desde su último evento, lo que ocurra más tarde',
            ],
            ['Registros técnicos y datos analíticos', '12 meses desde su recogida'],
            [
              'Dirección del boletín',
              'Hasta que te des de baja (enlace en cada boletín); después se suprime',
            ],
            [
              'Registro de fidelidad (XP y monedas ganados, canjeados o caducados) y demás documentación con relevancia contable',
              '5 años desde el final del año de la operación',
            ],
            ['Preferencias de cookies', '13 meses'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Si eliminas tu cuenta, el plazo de 3 años termina en ese momento: se suprimen tus datos de cuenta, tus inscripciones y tus fotos del mazo, salvo los registros que debemos conservar 5 años, que se guardan por separado y no se usan para nada más.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos',
      blocks: [
        {
          type: 'list',
          items: [
            'Acceso: obtener una copia de los datos que tenemos sobre ti.',
            'Rectificación: corregir datos inexactos. La mayoría de los datos de la cuenta se pueden cambiar en tu cuenta central.',
            'Supresión: que borremos tus datos, salvo que la ley nos obligue a conservarlos.',
            'Portabilidad: recibir los datos que nos has facilitado en un formato estructurado y legible por máquina.',
            'Oposición y limitación: oponerte a los tratamientos basados en nuestro interés legítimo o pedirnos que los limitemos.',
            'Retirada del consentimiento: en cualquier momento, para el boletín (enlace en cada correo) y para las cookies (página de preferencias de cookies), sin que afecte a lo hecho antes.',
            'Reclamación: ante una autoridad de control, por ejemplo la Agencia Española de Protección de Datos (AEPD).',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'Cómo ejercer tus derechos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Escribe a la dirección de contacto sobre protección de datos que figura en el aviso legal, si puedes desde el correo de tu cuenta, e indica qué derecho quieres ejercer. Respondemos en el plazo de un mes; en solicitudes complejas puede ampliarse dos meses más, y en ese caso te explicamos el motivo.',
        },
        {
          type: 'paragraph',
          text: 'Podemos pedirte información para confirmar tu identidad, pero nunca más de la necesaria.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Menores',
      blocks: [
        {
          type: 'paragraph',
          text: 'Debes tener al menos 15 años para inscribirte en eventos o unirte al club de fidelidad; Questboard lo comprueba con la fecha de nacimiento de tu cuenta. Los más jóvenes pueden consultar los eventos, pero no les dejamos participar y no recogemos nada sobre ellos aparte de los datos de su cuenta.',
        },
        {
          type: 'paragraph',
          text: 'Si eres padre, madre o tutor y crees que tu hijo o hija menor de 15 años nos ha facilitado datos, escríbenos y los borraremos.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        {
          type: 'paragraph',
          text: 'Actualizamos esta política cuando cambian nuestros tratamientos. La fecha de la parte superior indica la última versión; los cambios importantes se anuncian en el sitio o por correo antes de aplicarse.',
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
