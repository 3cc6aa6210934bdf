import type { Locale } from '@questboard/domain/constants'

const en = {
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address of your account. We will send you a link to choose a new password.',
  sendLink: 'Send me a link',
  sentTitle: 'Check your email',
  sentText:
    'If an account exists for this address, we have sent it a link to choose a new password. The link is valid for 1 hour and works once.',
  tooManyRequests: 'Too many requests. Please wait an hour before asking for another link.',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  resetButton: 'Change my password',
  resetDoneTitle: 'Your password has been changed',
  resetDoneText: 'Sign in to Questboard with your new password.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  askAgain: 'Ask for a new link',
  mailSubject: 'Reset your Questboard password',
  mailGreeting: 'Hello {nickname},',
  mailText:
    'Someone asked to reset the password of your Questboard account. To choose a new password, follow this link within 1 hour:',
  mailIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
}

export type ResetMessages = typeof en

const fr: ResetMessages = {
  forgotLink: 'Mot de passe oublié ?',
  forgotTitle: 'Réinitialiser votre mot de passe',
  forgotIntro:
    'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien',
  sentTitle: 'Consultez vos e-mails',
  sentText:
    'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable 1 heure et ne sert qu’une fois.',
  tooManyRequests: 'Trop de demandes. Veuillez patienter une heure avant de demander un nouveau lien.',
  resetTitle: 'Choisir un nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  resetButton: 'Changer mon mot de passe',
  resetDoneTitle: 'Votre mot de passe a été modifié',
  resetDoneText: 'Connectez-vous à Questboard avec votre nouveau mot de passe.',
  linkInvalid: 'Ce lien n’est pas valide, a expiré ou a déjà été utilisé.',
  askAgain: 'Demander un nouveau lien',
  mailSubject: 'Réinitialisez votre mot de passe Questboard',
  mailGreeting: 'Bonjour {nickname},',
  mailText:
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Questboard. Pour choisir un nouveau mot de passe, suivez ce lien dans l’heure :',
  mailIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
}

const de: ResetMessages = {
  forgotLink: 'Passwort vergessen?',
  forgotTitle: 'Passwort zurücksetzen',
  forgotIntro:
    'Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link, mit dem du ein neues Passwort wählen kannst.',
  sendLink: 'Link senden',
  sentTitle: 'Sieh in deinen E-Mails nach',
  sentText:
    'Falls für diese Adresse ein Konto besteht, haben wir ihr einen Link zum Wählen eines neuen Passworts gesendet. Der Link ist 1 Stunde gültig und funktioniert einmal.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte eine Stunde, bevor du einen neuen Link anforderst.',
  resetTitle: 'Neues Passwort wählen',
  newPassword: 'Neues Passwort',
  resetButton: 'Passwort ändern',
  resetDoneTitle: 'Dein Passwort wurde geändert',
  resetDoneText: 'Melde dich mit deinem neuen Passwort bei Questboard an.',
  linkInvalid: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  askAgain: 'Neuen Link anfordern',
  mailSubject: 'Setze dein Questboard-Passwort zurück',
  mailGreeting: 'Hallo {nickname},',
  mailText:
    'Jemand hat verlangt, das Passwort deines Questboard-Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffne diesen Link innerhalb einer Stunde:',
  mailIgnore: 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
}

const es: ResetMessages = {
  forgotLink: '¿Has olvidado tu contraseña?',
  forgotTitle: 'Restablecer tu contraseña',
  forgotIntro:
    'Introduce la dirección de correo electrónico de tu cuenta. Te enviaremos un enlace para elegir una nueva contraseña.',
  sendLink: 'Enviarme un enlace',
  sentTitle: 'Revisa tu correo electrónico',
  sentText:
    'Si existe una cuenta con esta dirección, le hemos enviado un enlace para elegir una nueva contraseña. El enlace es válido durante 1 hora y solo funciona una vez.',
  tooManyRequests: 'Demasiadas solicitudes. Espera una hora antes de pedir otro enlace.',
  resetTitle: 'Elige una nueva contraseña',
  newPassword: 'Nueva contraseña',
  resetButton: 'Cambiar mi contraseña',
  resetDoneTitle: 'Tu contraseña se ha cambiado',
  resetDoneText: 'Inicia sesión en Questboard con tu nueva contraseña.',
  linkInvalid: 'Este enlace no es válido, ha caducado o ya se ha utilizado.',
  askAgain: 'Pedir un nuevo enlace',
  mailSubject: 'Restablece tu contraseña de Questboard',
  mailGreeting: 'Hola, {nickname}:',
  mailText:
    'Alguien ha pedido restablecer la contraseña de tu cuenta de Questboard. Para elegir una nueva contraseña, abre este enlace antes de una hora:',
  mailIgnore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
}

const nl: ResetMessages = {
  forgotLink: 'Wachtwoord vergeten?',
  forgotTitle: 'Je wachtwoord opnieuw instellen',
  forgotIntro:
    'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.',
  sendLink: 'Stuur me een link',
  sentTitle: 'Kijk in je e-mail',
  sentText:
    'Als er een account bestaat voor dit adres, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link is 1 uur geldig en werkt één keer.',
  tooManyRequests: 'Te veel aanvragen. Wacht een uur voordat je een nieuwe link aanvraagt.',
  resetTitle: 'Kies een nieuw wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  resetButton: 'Mijn wachtwoord wijzigen',
  resetDoneTitle: 'Je wachtwoord is gewijzigd',
  resetDoneText: 'Log in bij Questboard met je nieuwe wachtwoord.',
  linkInvalid: 'Deze link is ongeldig, verlopen of al gebruikt.',
  askAgain: 'Een nieuwe link aanvragen',
  mailSubject: 'Stel je Questboard-wachtwoord opnieuw in',
  mailGreeting: 'Hallo {nickname},',
  mailText:
    'Iemand heeft gevraagd het wachtwoord van je Questboard-account opnieuw in te stellen. Open binnen 1 uur deze link om een nieuw wachtwoord te kiezen:',
  mailIgnore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.',
}

const it: ResetMessages = {
  forgotLink: 'Password dimenticata?',
  forgotTitle: 'Reimposta la password',
  forgotIntro:
    'Inserisci l’indirizzo e-mail del tuo account. Ti invieremo un link per scegliere una nuova password.',
  sendLink: 'Inviami un link',
  sentTitle: 'Controlla la tua e-mail',
  sentText:
    'Se esiste un account per questo indirizzo, gli abbiamo inviato un link per scegliere una nuova password. Il link è valido per 1 ora e funziona una sola volta.',
  tooManyRequests: 'Troppe richieste. Attendi un’ora prima di chiedere un altro link.',
  resetTitle: 'Scegli una nuova password',
  newPassword: 'Nuova password',
  resetButton: 'Cambia la mia password',
  resetDoneTitle: 'La tua password è stata cambiata',
  resetDoneText: 'Accedi a Questboard con la tua nuova password.',
  linkInvalid: 'Questo link non è valido, è scaduto o è già stato usato.',
  askAgain: 'Chiedi un nuovo link',
  mailSubject: 'Reimposta la tua password di Questboard',
  mailGreeting: 'Ciao {nickname},',
  mailText:
    'Qualcuno ha chiesto di reimpostare la password del tuo account Questboard. Per scegliere una nuova password, apri questo link entro 1 ora:',
  mailIgnore: 'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
}

export const RESET_MESSAGES: Record<Locale, ResetMessages> = { en, fr, de, es, nl, it }
