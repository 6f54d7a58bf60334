import type { Mail } from '../platform/mail/mailer';

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    link,
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      'Bonjour,',
      '',
      'Vous avez demandé à réinitialiser votre mot de passe Atelier Silhouette.',
      'Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ].join('\n'),
  };
}

export function confirmationMail(to: string, link: string): Mail {
  return {
    to,
    link,
    subject: 'Bienvenue sur Atelier Silhouette : confirmez votre adresse email',
    text: [
      'Bonjour,',
      '',
      'Votre inscription est bien enregistrée. Confirmez votre adresse email en ouvrant ce lien :',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    ].join('\n'),
  };
}
