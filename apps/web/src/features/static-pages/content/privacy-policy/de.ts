import type { StaticDocument } from '../document'

const document: StaticDocument = {
  title: 'Datenschutzerklärung',
  summary:
    'Welche personenbezogenen Daten wir erheben, wozu wir sie verwenden und wie lange wir sie speichern.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'controller',
      heading: 'Wer für deine Daten verantwortlich ist',
      blocks: [
        {
          type: 'paragraph',
          text: 'Questboard ist der Hobbyclub eines Brett- und Kartenspielverlags („der Verlag“, „wir“). Der Verlag ist Verantwortlicher für die personenbezogenen Daten, die über Questboard verarbeitet werden. Seine Identität und Kontaktdaten findest du im Impressum.',
        },
        {
          type: 'placeholder',
          setting: 'publisher',
          text: 'Questboard-Verlag (Angaben zum Betreiber vom Verlag zu ergänzen): Firma und Anschrift des Sitzes.',
        },
        {
          type: 'placeholder',
          setting: 'contact',
          text: 'Kontaktadresse für Datenschutzanfragen, einschließlich des Datenschutzbeauftragten, falls einer benannt ist, vom Verlag zu ergänzen.',
        },
        {
          type: 'paragraph',
          text: 'Jeder Spieleladen, der ein Event veranstaltet, ist dafür verantwortlich, wie er die Daten seiner Spieler für die Durchführung dieses Events nutzt, wie in den Bedingungen für Veranstalter beschrieben.',
        },
      ],
    },
    {
      id: 'data',
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Konto',
              description:
                'Deine E-Mail-Adresse, dein Nickname, dein Profilbild, dein Land und dein Geburtsdatum, die wir beim Anmelden vom zentralen Kontodienst des Verlags erhalten.',
            },
            {
              term: 'Eventanmeldungen',
              description:
                'Die Events, zu denen du dich an- oder abmeldest, der Zeitpunkt jeder Aktion sowie deine Ergebnisse und deine Teilnahme, wie der Laden sie einträgt.',
            },
            {
              term: 'Deckfotos',
              description: 'Das Foto deines Decks (JPG oder PNG, bis 5 MB), das du für ein Event hochlädst.',
            },
            {
              term: 'Treueclub',
              description:
                'Wenn du dem Club beitrittst: dein Beitrittsdatum, deine Erfahrungspunkte (XP), deine Münzen, wann du sie erhalten hast und wann sie verfallen, sowie die Prämien, die du einlöst.',
            },
            {
              term: 'Ladenprofile',
              description:
                'Bei Veranstaltern: Name, Adresse, Öffnungszeiten, Website, Telefonnummer, E-Mail-Adresse und Logo des Ladens sowie Konto-ID, Kundennummer und Steuernummer aus dem Antrag auf den Veranstalterstatus.',
            },
            {
              term: 'Newsletter',
              description:
                'Die E-Mail-Adresse, mit der du dich anmeldest, und der Zeitpunkt deiner Bestätigung.',
            },
            {
              term: 'Cookies und ähnliche Technologien',
              description:
                'Deine Cookie-Einstellungen und, je nach deiner Wahl, Analysedaten zur Nutzung der Website. Technische Protokolle (IP-Adresse, Browser, aufgerufene Seiten, Fehler) werden zur Sicherheit gespeichert.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Wozu wir sie nutzen und auf welcher Rechtsgrundlage',
      blocks: [
        {
          type: 'table',
          caption: 'Zwecke und Rechtsgrundlagen',
          head: ['Zweck', 'Daten', 'Rechtsgrundlage'],
          rows: [
            [
              'Anmeldung bei Questboard, An- und Abmeldung zu Events',
              'Konto, Eventanmeldungen',
              'Erfüllung der Nutzungsbedingungen und der Bedingungen für Spieler',
            ],
            [
              'Prüfung, dass du mindestens 15 Jahre alt bist, bevor du teilnimmst',
              'Geburtsdatum',
              'Erfüllung der Bedingungen und unser berechtigtes Interesse am Schutz Minderjähriger',
            ],
            [
              'Durchführung von Events: Spielerlisten, Deckprüfung, Absage-E-Mails, Ergebnisse',
              'Nickname, E-Mail-Adresse, Deckfotos, Ergebnisse',
              'Erfüllung der Bedingungen für Spieler',
            ],
            [
              'Betrieb des Treueclubs',
              'Treueclub-Daten, Ergebnisse',
              'Erfüllung der Bedingungen des Treueclubs',
            ],
            [
              'Veröffentlichung von Läden und ihren Events',
              'Ladenprofile',
              'Erfüllung der Bedingungen für Veranstalter',
            ],
            [
              'Versand des Newsletters',
              'Newsletter-Adresse',
              'Deine Einwilligung, die du jederzeit widerrufen kannst',
            ],
            ['Reichweitenmessung', 'Analysedaten', 'Deine Einwilligung (Analyse-Cookies)'],
            [
              'Anzeige von Karten',
              'An den Kartenanbieter übermittelte IP-Adresse',
              'Deine Einwilligung (Karten-Cookies)',
            ],
            [
              'Sicherheit des Dienstes und Aufbewahrung buchhaltungsrelevanter Unterlagen',
              'Technische Protokolle, Treuekonto',
              'Unser berechtigtes Interesse an Sicherheit und unsere gesetzlichen Pflichten',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Wer deine Daten erhält',
      blocks: [
        {
          type: 'list',
          items: [
            'Der Laden, der ein Event veranstaltet, sieht die Nicknames der angemeldeten Spieler; er sieht auch die für sein Event hochgeladenen Deckfotos und kann seine Spieler zu diesem Event kontaktieren. Er darf diese Daten nur für die Durchführung des Events verwenden.',
            'Alle können auf der Eventseite die Nicknames der angemeldeten Spieler sehen. Deine E-Mail-Adresse wird dort nie angezeigt.',
            'Die Bestenliste des Treueclubs ist für alle sichtbar und zeigt Nickname und XP der Clubmitglieder.',
            'Die Teams und Administratoren des Verlags, die die Daten für den Betrieb von Questboard brauchen, sowie der im Impressum genannte Hoster, der die Daten im Auftrag des Verlags verarbeitet.',
            'Kartenkacheln werden erst von OpenStreetMap geladen, wenn du der Cookie-Kategorie „Karten“ zustimmst; dein Browser übermittelt dann deine IP-Adresse an OpenStreetMap.',
            'Der Tag-Manager und die Analysewerkzeuge werden erst geladen, wenn du der Kategorie „Analyse“ zustimmst.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Wir verkaufen deine Daten nicht. Verlassen Daten den Europäischen Wirtschaftsraum, sind sie durch die von der DSGVO verlangten Garantien geschützt, etwa die Standardvertragsklauseln der Europäischen Kommission.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und Einwilligung',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Notwendig',
              description:
                'Anmeldung, Sprache und deine Cookie-Einstellungen. Sie sind immer aktiv, weil die Website ohne sie nicht funktioniert.',
            },
            {
              term: 'Analyse',
              description: 'Reichweitenmessung über den Tag-Manager. Deaktiviert, bis du zustimmst.',
            },
            {
              term: 'Karten',
              description:
                'Die OpenStreetMap-Karte in der Eventsuche und auf den Eventseiten. Deaktiviert, bis du zustimmst.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Deine Wahl wird 13 Monate lang gespeichert; danach fragen wir dich erneut. Du kannst sie jederzeit auf der Seite mit den Cookie-Einstellungen ändern.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir deine Daten speichern',
      blocks: [
        {
          type: 'table',
          caption: 'Speicherfristen',
          head: ['Daten', 'Speicherdauer'],
          rows: [
            [
              'Konto, Eventanmeldungen, Ergebnisse und Deckfotos',
              '3 Jahre nach deiner letzten Aktivität (letzte Anmeldung oder letzte Eventanmeldung); danach gelöscht oder anonymisiert',
            ],
            [
              'Ladenprofile und Veranstalteranträge',
              '3 Jahre nach Ende des Veranstalterstatus oder nach dem letzten Event des Ladens, je nachdem, was später ist',
            ],
            ['Technische Protokolle und Analysedaten', '12 Monate ab der Erhebung'],
            ['Newsletter-Adresse', 'Bis zu deiner Abmeldung (Link in jedem Newsletter); danach gelöscht'],
            [
              'Treuekonto (erhaltene, eingelöste oder verfallene XP und Münzen) und andere buchhaltungsrelevante Unterlagen',
              '5 Jahre ab dem Ende des Jahres des Vorgangs',
            ],
            ['Cookie-Einstellungen', '13 Monate'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Löschst du dein Konto, endet die Frist von 3 Jahren sofort: Kontodaten, Anmeldungen und Deckfotos werden dann gelöscht, außer den Unterlagen, die wir 5 Jahre aufbewahren müssen; diese werden getrennt gespeichert und für nichts anderes verwendet.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Deine Rechte',
      blocks: [
        {
          type: 'list',
          items: [
            'Auskunft: eine Kopie der Daten erhalten, die wir über dich speichern.',
            'Berichtigung: unrichtige Daten korrigieren lassen. Die meisten Kontodaten kannst du in deinem zentralen Konto selbst ändern.',
            'Löschung: deine Daten löschen lassen, sofern wir sie nicht gesetzlich aufbewahren müssen.',
            'Datenübertragbarkeit: die von dir bereitgestellten Daten in einem strukturierten, maschinenlesbaren Format erhalten.',
            'Widerspruch und Einschränkung: einer Verarbeitung auf Grundlage unseres berechtigten Interesses widersprechen oder ihre Einschränkung verlangen.',
            'Widerruf der Einwilligung: jederzeit, für den Newsletter (Link in jeder E-Mail) und für Cookies (Seite mit den Cookie-Einstellungen), ohne Auswirkung auf die bisherige Verarbeitung.',
            'Beschwerde: bei einer Aufsichtsbehörde, zum Beispiel der Datenschutzbehörde deines Bundeslandes oder deines Wohnsitzlandes.',
          ],
        },
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'So machst du deine Rechte geltend',
      blocks: [
        {
          type: 'paragraph',
          text: 'Schreib an die im Impressum genannte Kontaktadresse für Datenschutz, möglichst von der E-Mail-Adresse deines Kontos, und sag uns, welches Recht du ausüben möchtest. Wir antworten innerhalb eines Monats; bei komplexen Anfragen kann sich die Frist um zwei Monate verlängern, dann erklären wir dir den Grund.',
        },
        {
          type: 'paragraph',
          text: 'Wir können Angaben zur Bestätigung deiner Identität verlangen, aber nie mehr als nötig.',
        },
      ],
    },
    {
      id: 'minors',
      heading: 'Minderjährige',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du musst mindestens 15 Jahre alt sein, um dich zu Events anzumelden oder dem Treueclub beizutreten; Questboard prüft das anhand des Geburtsdatums deines Kontos. Jüngere können Events ansehen, aber wir lassen sie nicht teilnehmen und erheben über sie nichts außer ihren Kontodaten.',
        },
        {
          type: 'paragraph',
          text: 'Wenn du als Elternteil glaubst, dass dein Kind unter 15 Jahren uns Daten übermittelt hat, melde dich bei uns: Wir löschen sie.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir aktualisieren diese Erklärung, wenn sich unsere Verarbeitung ändert. Das Datum oben zeigt die aktuelle Fassung; wesentliche Änderungen kündigen wir vorher auf der Website oder per E-Mail an.',
        },
      ],
    },
  ],
  related: ['cookie-preferences', 'term-of-use', 'legal-notice'],
}

export default document
