/** Live chat texts (the widget and /chat), a page text area (decision 0200). */
import type { ChatKey } from './vi';

export const de: Record<ChatKey, string> = {
  'chat.title': 'Chat mit Sen',
  'chat.online': 'Der Support ist online',
  'chat.offline':
    'Wir sind außerhalb der Geschäftszeiten. Hinterlassen Sie eine Nachricht, Sen antwortet innerhalb von {hours} Stunden.',
  'chat.hours': 'Geschäftszeiten',
  'chat.hours.monFri': 'Montag - Freitag',
  'chat.hours.sat': 'Samstag',
  'chat.hours.sun': 'Sonntag',
  'chat.hours.closed': 'Geschlossen',
  'chat.empty': 'Hallo! Wie kann Sen Ihnen helfen?',
  'chat.placeholder': 'Nachricht eingeben…',
  'chat.send': 'Senden',
  'chat.attach': 'Bild senden',
  'chat.name': 'Ihr Name',
  'chat.email': 'E-Mail für die Antwort von Sen',
  'chat.close': 'Chat schließen',
  'chat.staff': 'Sen',
  'chat.you': 'Sie',
  'chat.offlineTag': 'Außerhalb der Zeiten',
  'chat.openPage': 'Chat-Seite öffnen',
  'chat.image': 'Gesendetes Bild',
  'chat.sending': 'Wird gesendet…',
  'chat.loading': 'Wird geladen…',
  'chat.v.empty': 'Bitte geben Sie eine Nachricht ein',
  'chat.v.tooLong': 'Die Nachricht ist zu lang',
  'chat.v.email': 'Ungültige E-Mail-Adresse',
  'chat.pageTitle': 'Live-Chat',
  'chat.pageIntro': 'Sprechen Sie mit dem Support-Team von Sen. Ihr Verlauf bleibt erhalten, auch wenn Sie sich später anmelden.',
};
