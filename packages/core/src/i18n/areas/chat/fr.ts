/** Live chat texts (the widget and /chat), a page text area (decision 0200). */
import type { ChatKey } from './vi';

export const fr: Record<ChatKey, string> = {
  'chat.title': 'Discuter avec Sen',
  'chat.online': 'Le support est en ligne',
  'chat.offline': 'Nous sommes hors des heures d’ouverture. Laissez un message, Sen répondra sous {hours} heures.',
  'chat.hours': 'Heures d’ouverture',
  'chat.hours.monFri': 'Lundi - Vendredi',
  'chat.hours.sat': 'Samedi',
  'chat.hours.sun': 'Dimanche',
  'chat.hours.closed': 'Fermé',
  'chat.empty': 'Bonjour ! Comment Sen peut-il vous aider ?',
  'chat.placeholder': 'Écrivez un message…',
  'chat.send': 'Envoyer',
  'chat.attach': 'Envoyer une image',
  'chat.name': 'Votre nom',
  'chat.email': 'E-mail pour la réponse de Sen',
  'chat.close': 'Fermer le chat',
  'chat.staff': 'Sen',
  'chat.you': 'Vous',
  'chat.offlineTag': 'Laissé hors des heures',
  'chat.openPage': 'Ouvrir la page de chat',
  'chat.image': 'Image envoyée',
  'chat.sending': 'Envoi…',
  'chat.loading': 'Chargement…',
  'chat.v.empty': 'Veuillez écrire un message',
  'chat.v.tooLong': 'Le message est trop long',
  'chat.v.email': 'Adresse e-mail invalide',
  'chat.pageTitle': 'Chat en direct',
  'chat.pageIntro':
    'Discutez avec l’équipe de support de Sen. Votre historique est conservé, même si vous vous connectez plus tard.',
};
