import { mailSafeName } from '~/domain/names';
import type { Mail } from '../../platform/mail/mailer';

/** The consultant's name is plain text that cannot become a link, whatever the stored row holds. */
export function invitationMail(to: string, link: string, name: string): Mail {
  const consultantName = mailSafeName(name) || 'Votre conseiller';
  return {
    to,
    link,
    subject: `${consultantName} vous invite sur Atelier Silhouette`,
    text: [
      'Bonjour,',
      '',
      `${consultantName}, votre conseiller en image, vous invite à créer votre espace personnel sur Atelier Silhouette : votre silhouette, votre garde-robe et les tenues composées pour vous.`,
      '',
      "Pour accepter l'invitation, ouvrez ce lien (valable 7 jours) :",
      link,
    ].join('\n'),
  };
}
