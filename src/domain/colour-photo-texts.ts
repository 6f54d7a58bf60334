import type { PhotoCheck } from './colour-analysis/photo-checks';

/**
 * 'Mon analyse couleur' (issue 37): the client's guided face photo, her choice of what her consultant keeps, and
 * the colours measured on her phone. French texts only, without zod, so the screen can import them alone.
 */

/** What she chooses before anything is sent: her photo with the colours, or the measured colours alone. */
export type PhotoChoice = 'keep' | 'coloursOnly';

export const COLOUR_PHOTO_TEXTS = {
  title: 'Mon analyse couleur',
  subtitle: 'La couleur de votre peau, de vos yeux et de vos cheveux, mesurée sur une photo de votre visage',

  howTitle: 'Comment ça se passe',
  how: [
    'Les couleurs sont mesurées sur votre téléphone : la photo n’est pas envoyée pour cela.',
    'Vous choisissez ce que reçoit votre conseillère : votre photo et les couleurs, ou les couleurs seules.',
    'Votre conseillère s’en sert pour préparer votre séance de drapage. Vous pouvez retirer votre photo ou tout effacer à tout moment.',
  ],
  guidanceTitle: 'Pour une photo fidèle',
  guidance: {
    daylight: 'À la lumière du jour, face à une fenêtre, sans soleil direct.',
    noMakeup: 'Sans maquillage.',
    hair: 'Les cheveux attachés ou dégagés du visage.',
    card: 'Une feuille blanche tenue bien à plat sous le menton.',
    straight: 'Le visage de face, le téléphone à une longueur de bras.',
  },

  choiceTitle: 'Votre choix',
  choiceLegend: 'Que recevra votre conseillère ?',
  choices: {
    keep: {
      label: 'Garder ma photo pour la séance de drapage avec ma conseillère',
      hint: 'Votre photo et les couleurs mesurées lui sont envoyées. Seules vous et votre conseillère pouvez voir la photo, et vous pouvez la retirer à tout moment.',
    },
    coloursOnly: {
      label: 'Ne garder que les couleurs mesurées',
      hint: 'Votre photo ne quitte pas ce téléphone : seules les couleurs mesurées sont envoyées.',
    },
  } satisfies Record<PhotoChoice, { label: string; hint: string }>,
  replacesKeptPhoto: 'La photo conservée aujourd’hui sera effacée.',
  chooseFirst: 'Choisissez d’abord ce que recevra votre conseillère : votre photo, ou les couleurs seules.',

  photoTitle: 'La photo',
  preparing: 'Préparation de l’analyse…',
  modelFailed: 'L’analyse n’a pas pu être préparée. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  openCamera: 'Ouvrir la caméra',
  startingCamera: 'Ouverture de la caméra…',
  stopCamera: 'Arrêter la caméra',
  takePhoto: 'Prendre la photo',
  cameraPreview: 'Aperçu de la caméra',
  cameraDenied:
    'La caméra n’est pas accessible. Autorisez-la dans les réglages de votre navigateur, ou choisissez une photo.',
  chooseFile: 'Choisir une photo',
  chooseAnother: 'Choisir une autre photo',
  or: 'ou',
  reading: 'Analyse de la photo…',
  unreadable: 'Cette image n’a pas pu être lue. Choisissez une photo au format JPEG ou PNG.',
  checklistTitle: 'Vérifications',
  checkPassed: {
    faceFound: 'Visage détecté',
    faceLargeEnough: 'Visage assez grand',
    brightEnough: 'Lumière suffisante',
    whiteCardFound: 'Feuille blanche repérée',
  } satisfies Record<PhotoCheck, string>,
  waitingForFace: 'En attente d’un visage',
  notYet:
    'Cette photo ne convient pas encore : suivez les indications ci-dessus, puis choisissez une autre photo.',
  moved: 'Vous avez bougé au moment de la photo : suivez les indications, puis reprenez-la.',
  notMeasured:
    'Les couleurs n’ont pas pu être mesurées sur cette photo. Reprenez-la de face, les joues et le front bien visibles.',

  resultsTitle: 'Vos couleurs mesurées',
  yourPhoto: 'Votre photo',
  skin: 'Peau',
  eyes: 'Yeux',
  hair: 'Cheveux',
  unmeasured: 'Non mesurés',
  contrastUnmeasured: 'Contraste non mesuré',
  resultsNotice:
    'Des mesures pour préparer la séance, pas un verdict : c’est le drapage avec votre conseillère qui décide.',
  send: 'Envoyer à ma conseillère',
  sending: 'Envoi…',
  sent: 'Analyse envoyée à votre conseillère',
  sendFailed: 'L’envoi n’a pas abouti.',
  keptOnPage: 'Votre photo reste sur cette page : réessayez quand vous voulez.',
  offline: 'Hors ligne : votre photo reste sur ce téléphone. Envoyez-la une fois la connexion revenue.',
  startAgain: 'Recommencer',

  currentTitle: 'Ce que votre conseillère a reçu',
  photoKept: (date: string) =>
    `Votre photo est conservée pour la séance de drapage (accord donné le ${date}).`,
  coloursOnlyKept:
    'Seules les couleurs mesurées sont conservées : votre photo est restée sur votre téléphone.',
  consentWithoutPhoto: (date: string) =>
    `Vous avez accepté le ${date} que votre photo soit conservée, mais aucune photo n’a encore été envoyée.`,
  measuredOn: (date: string) => `Couleurs mesurées le ${date}.`,
  newPhotoHint: 'Pour refaire votre analyse, suivez les étapes ci-dessous.',
  loadFailed: 'Impossible de charger votre analyse couleur.',
  withdraw: 'Retirer ma photo',
  withdrawing: 'Retrait…',
  withdrawn: 'Photo retirée : les couleurs mesurées restent.',
  withdrawFailed: 'La photo n’a pas pu être retirée. Réessayez.',
  eraseAll: 'Tout effacer',
  eraseTitle: 'Tout effacer ?',
  eraseDescription:
    'Votre photo, les couleurs mesurées et les notes de drapage de votre conseillère seront effacées pour de bon.',
  erasing: 'Effacement…',
  erased: 'Analyse couleur effacée',
  eraseFailed: 'L’analyse n’a pas pu être effacée. Réessayez.',
} as const;
