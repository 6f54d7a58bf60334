/** LISEZMOI.txt: what each file of the archive holds, so it reads without the product. */
export const README = `Atelier Silhouette : vos données
================================

Cette archive contient tout ce qu'Atelier Silhouette conserve à votre sujet, au moment du téléchargement.
Les fichiers .json sont du texte (format JSON) que tout éditeur de texte ou tableur sait ouvrir ; les photos sont
dans le dossier images/, sous les noms que les fichiers .json indiquent. Les dates sont en temps universel (UTC),
au format ISO 8601 ; les prix en centimes d'euro (priceCents : 4990 pour 49,90 €).

profil.json
  profile : vos nom (lastName), prénom (firstName), adresse (email), rôle (client ou consultant), date de création
            du compte (createdAt), photo de profil (photo) et, pour un client, date de son accord pour la
            conservation de ses mensurations et de ses photos (consentedAt ; vide s'il l'a retiré).
  measurements (clients) : genre (gender), âge (age), taille en cm (height), poids en kg (weight), tour de
            poitrine (bustSize), largeur d'épaules (shoulderWidth), tour de taille (waistSize), tour de hanches
            (hipSize), en cm, et date de la dernière mise à jour (updatedAt).
  measurementHistory (clients) : chaque changement de vos mensurations, du plus ancien au plus récent : sa date
            (changedAt), s'il vient de vous (changedByMe) et les valeurs après le changement.
  consultants (clients) : les conseillers qui vous suivent aujourd'hui (name) et depuis quand (linkedAt).

garde-robe.json (clients)
  Vos vêtements : catégorie (category), couleur (color), saison (season), nom (name), marque (brand), taille
  (size), prix (priceCents), date d'achat (purchaseDate), notes, couleurs mesurées sur le détourage
  (measuredColors : couleur et part du vêtement), place dans votre palette (paletteMatch : in, near ou out), date
  d'ajout (createdAt) et images : la photo d'origine (original) et le vêtement détouré (cutout).
  Ceux sortis de votre garde-robe le disent : depuis quand (archivedAt) et pourquoi (archiveReason : given donné,
  sold vendu, thrown jeté). Combien de fois vous l'avez porté (wearCount) et le dernier jour (lastWornOn).

diagnostic.json (clients, quand votre conseiller l'a établi)
  Votre morphologie retenue (morphology) et sa note (morphologyNote), les conseils réécrits pour vous par type de
  vêtement (advice), votre palette (palette), les couleurs ajoutées (addedSwatches) ou retirées (removedSwatches),
  les couleurs à éviter (avoidColors) et la date de la dernière modification (updatedAt).

photos-en-attente.json (clients)
  Les photos ajoutées par « Ajouter plusieurs vêtements » qui n'ont pas encore été enregistrées : état (status),
  couleur mesurée (color), photo (photo) et détourage (cutout).

propositions.json
  Clients : les vêtements proposés par vos conseillers, avec les mêmes champs que la garde-robe (plus la
  boutique, shop, le lien, productUrl, et le conseil de taille, fitNote), qui les a proposés (proposedBy ;
  « Ancien conseiller » pour un conseiller qui ne vous suit plus), quand (proposedAt), et votre réponse (decision :
  wanted, maybe, declined ou bought), son commentaire (decisionComment) et sa date (decidedAt).
  Conseillers : les vêtements que vous avez proposés, et à quels clients (proposedTo : leurs identifiants).

tenues.json
  Les tenues : nom (name), commentaires (comments), le conseiller (consultant) ou le client (client, clientId),
  version (version, et previousVersionId pour une révision), la réaction du client (reaction : love, revise ou
  no, et reactionComment),
  dates (createdAt, updatedAt), l'image de la tenue (image) et les vêtements qui la composent (garmentIds :
  identifiants à retrouver dans garde-robe.json ou propositions.json).

tris.json (clients)
  Vos tris de garde-robe : la partie triée (category, season), si vous l'avez commencé (startedByMe), ses dates
  (createdAt, finishedAt), et pour chaque vêtement (garmentId, dans garde-robe.json) la décision (decision : keep,
  alter, give, sell ou unsure), les raisons (reasons), la note (note), qui l'a prise (decidedBy) et quand
  (decidedAt) ; ce qui manque, quand votre conseiller l'a écrit (missing : catégorie, saisons et sa note).

capsules.json (clients)
  Vos capsules et valises : type (kind : capsule ou travel pour une valise), nom (name), dates du voyage
  (startsOn, endsOn), occasions (occasions), notes (notes), si vous l'avez créée (createdByMe), dates (createdAt,
  updatedAt), les pièces (pieces : garmentId, dans garde-robe.json ou propositions.json, cochée dans la valise
  (packed), ajoutée le (addedAt)) et pour une valise la tenue de chaque jour (days : jour (day), tenue (outfitId,
  voir tenues.json), occasion (occasion)).

questionnaires.json (clients)
  Vos questionnaires de style : date d'envoi (sentAt), de fin (finishedAt), et chaque question (question) avec
  votre réponse (answer : un texte, un choix, plusieurs choix, un nombre, ou pour une question photo la liste de
  vos photos avec leur légende (caption), leur date (createdAt) et l'image dans images/inspirations ; null sans
  réponse), et vos photos
  d'inspiration (inspirations : « J’aime » ou « Pas moi » (mark), la légende (caption), la date d'ajout
  (createdAt) et la photo elle-même (image, dans le dossier images/inspirations).

analyse-couleur.json (clients)
  Votre analyse couleur : quand vous avez accepté que la photo de votre visage soit gardée (photoConsentAt), la
  photo (photo, dans le dossier analyse-couleur), les couleurs mesurées dessus en CIELAB (measurements : peau,
  yeux, cheveux, sous-ton, teint, intensité, contraste), leur date (measuredAt) et les drapés notés par votre
  conseiller (drapes : couleur, nom, « Flatte » ou « Éteint », remarque) avec ses notes (note). null sans analyse.

agenda.json (clients)
  Mon agenda : les tenues prévues (plans : jour (day), tenue (outfitId, voir tenues.json), note (note), prévue par
  vous ou par votre conseiller (plannedByMe), dates (createdAt, updatedAt)), vos « Je l'ai porté » (wears : jour
  (day), vêtement (garmentId, voir garde-robe.json), tenue portée (outfitId), date de la saisie (createdAt)) et
  votre abonnement d'agenda (calendarFeed : sa date de création ; l'adresse secrète n'est pas gardée). Le nombre
  de ports et le dernier jour porté de chaque vêtement sont dans garde-robe.json (wearCount, lastWornOn).

idees-ecartees.json (clients)
  Les idées de tenues que vous avez écartées (« Pas pour moi ») : leurs pièces (garmentIds, voir garde-robe.json
  et propositions.json) et la date (rejectedAt). Elles ne vous sont plus proposées pendant 30 jours, puis sont
  effacées ; rien d'autre n'en est appris.

documents.json (clients)
  Mes documents : les carnets de style et listes d'achats que votre conseiller vous a envoyés : type (kind :
  carnet ou shopping), titre (title), version (version), date d'envoi (createdAt), votre première ouverture
  (openedAt) et le PDF lui-même (pdf, dans le dossier documents).

factures.json
  Vos factures, factures d'acompte et avoirs (kind : invoice, deposit ou credit), tels qu'ils ont été émis :
  numéro (number), dates d'émission (issuedOn), de la prestation (serviceOn) et d'échéance (dueOn), le vendeur
  (seller) et l'acheteur (buyer) tels qu'imprimés, les lignes (lines : libellé, quantité, prix unitaire en
  centimes), le taux de TVA (vatRateBp : 2000 pour 20 %), les totaux en centimes (totalExclCents hors taxes,
  vatCents, totalCents ; négatifs pour un avoir), pour un avoir la facture qu'il annule (credits) et son motif
  (note), et le paiement une fois reçu (payment : date, moyen, référence). Conseillers : toutes celles que
  vous avez émises, avec le client concerné (clientId ; vide une fois son compte supprimé). La loi impose de
  les garder dix ans après leur émission, même après la suppression d'un compte (article L123-22 du Code de
  commerce).

devis.json
  Les devis (number), tels qu'envoyés : dates d'envoi (issuedOn) et de fin de validité (validUntil), le vendeur
  (seller) et l'acheteur (buyer), les lignes (lines) et les totaux en centimes, le forfait proposé (package), les
  conditions générales de vente acceptées (terms), s'il est conclu à distance (distance), la part d'acompte
  (depositPercent), et la réponse : date d'acceptation (acceptedAt) avec le choix sur le délai de rétractation
  (earlyStart : true si la prestation commence avant sa fin à la demande expresse de la cliente), ou date de
  refus (declinedAt). Conseillers : tous ceux que vous avez envoyés, avec le client concerné (clientId).

forfaits.json
  Les forfaits achetés par un devis accepté : nom (name), séances (sessions : libellé, durée en minutes,
  nombre), tenues (looks), carnet de style (carnet), séances utilisées (sessionsUsed), début (startsOn) et fin
  du suivi (supportUntil). Conseillers : vos forfaits proposés (offered) et vendus (sold).

rendez-vous.json
  Les rendez-vous, passés et à venir : séance (session), tirée d'un forfait ou non (fromPackage), début et fin
  (startsAt, endsAt), lieu (place), état (status : booked ou cancelled), réservé par (bookedBy), annulation
  (cancelledAt, cancelledBy ; late : moins que le délai d'annulation avant ; counted : séance décomptée du
  forfait). Conseillers : vos disponibilités (availability : semaine type du lundi au dimanche, exceptions,
  délai de prévenance en heures) et vos rendez-vous, avec le client concerné (clientId).

messages.json
  Vos conversations : avec qui (with), si elle est en lecture seule (readOnly), et chaque message : envoyé par
  vous ou non (fromMe), texte (content), date d'envoi (createdAt) et de lecture (readAt).

notifications.json
  preferences : vos choix par catégorie (category) : e-mail (mail : immediate, daily ou never), notification sur
            vos appareils (push) et date (updatedAt).
  notifications : ce dont vous avez été averti : type (kind), identifiants de ce qui est concerné (about), date
            (createdAt), et pour l'e-mail et l'appareil ce qui en a été fait (mail, mailedAt, push, pushedAt).
  devices : les appareils qui reçoivent vos notifications : service de leur navigateur (pushService) et date.

carnets.json (conseillers)
  Les carnets de style que vous composez : pour quel client (clientId), les parties et leur ordre (sections),
  votre introduction (intro), les tenues choisies (lookIds, dans tenues.json) et la date (updatedAt).

activite.json (conseillers, quand vous l'avez renseignée)
  Mon activité : nom commercial (businessName), couleur des documents (accentColor), coordonnées (email, phone,
  website), votre logo (logo) et la date de la dernière modification (updatedAt).

facturation.json (conseillers, quand vous l'avez renseignée)
  Facturation : nom légal (legalName), régime de TVA (status : franchise ou vat) et taux (vatRateBp), SIRET
  (siret), numéro de TVA (vatNumber), adresse (address), IBAN (iban), lien de paiement (paymentLink), conditions
  générales de vente (terms), délai de paiement en jours (paymentDays), délai d'annulation sans frais en heures
  (cancellationHours), part demandée en acompte en pourcentage (depositPercent) et date de la dernière
  modification (updatedAt).

clients.json (conseillers)
  Vos clients : nom (name), adresse (email), date du lien (linkedAt) et date de relance (followUpOn).

notes.json (conseillers)
  Vos notes privées : le client concerné (clientId), le texte (body) et leurs dates (createdAt, updatedAt).
`;
