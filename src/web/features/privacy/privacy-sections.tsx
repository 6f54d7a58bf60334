import type { ComponentType, ReactNode } from 'react';

type SectionProps = { contactEmail: string };
type Section = { id: string; title: string; Content: ComponentType<SectionProps> };

/**
 * The page's sections, in reading order. Every sentence says what the product does today (account deletion,
 * the end of a follow-up, access checks on files, metadata stripped from photos): change it with the product.
 */
export const PRIVACY_SECTIONS: Section[] = [
  { id: 'ce-que-nous-conservons', title: 'Ce que nous conservons', Content: WhatWeKeep },
  { id: 'pourquoi', title: 'Pourquoi', Content: Why },
  { id: 'combien-de-temps', title: 'Combien de temps', Content: HowLong },
  { id: 'qui-voit-quoi', title: 'Qui voit quoi', Content: WhoSees },
  { id: 'vos-droits', title: 'Vos droits, en pratique', Content: YourRights },
  { id: 'nous-contacter', title: 'Nous contacter', Content: Contact },
];

function WhatWeKeep() {
  return (
    <>
      <p>
        Seulement ce que vous saisissez ou envoyez dans l'application, et ce qu'il faut pour vous connecter.
      </p>
      <Group title="Pour chaque compte">
        <li>Votre prénom, votre nom et votre adresse email.</li>
        <li>
          Votre mot de passe, enregistré sous une forme brouillée (hachée) : personne, nous compris, ne peut
          le relire.
        </li>
        <li>Votre photo de profil, si vous en ajoutez une.</li>
        <li>Vos messages.</li>
        <li>
          Vos préférences de notification, les nouveautés dont vous êtes averti (sans le texte des messages)
          et, si vous les activez, l'adresse que le navigateur de chaque appareil donne pour lui envoyer des
          notifications.
        </li>
        <li>
          Le fait que l'application est ouverte sur l'un de vos appareils, tant qu'elle l'est (au plus 90
          secondes de plus) : un message ne vous est alors pas envoyé par e-mail.
        </li>
      </Group>
      <Group title="Si vous êtes client">
        <li>
          Vos mesures : genre, âge, taille, poids et, si vous les renseignez, tour de poitrine, largeur
          d'épaules, tour de taille et tour de hanches.
        </li>
        <li>La silhouette dessinée à partir de ces mesures.</li>
        <li>
          Le jour où vous avez accepté que vos mesures et vos photos soient conservées (case à cocher au début
          de votre inscription) : rien n'est conservé sans cet accord.
        </li>
        <li>
          Les photos de vos vêtements (l'originale et la version détourée) et ce que vous en dites :
          catégorie, couleur, saison, nom, marque, taille, prix, date d'achat, notes.
        </li>
        <li>Les tenues et les propositions de vêtements que vos conseillers ont créées pour vous.</li>
        <li>
          Vos tris de garde-robe : pour chaque vêtement, la décision (garder, retoucher, donner, vendre), ses
          raisons, sa note, qui l'a prise et quand ; ce qui manque, quand votre conseiller l'écrit ; et les
          vêtements sortis de votre garde-robe (donnés, vendus, jetés), avec la date, gardés jusqu'à ce que
          vous les supprimiez.
        </li>
        <li>
          Vos réponses au questionnaire de style que votre conseiller vous envoie (objectifs, occasions,
          budget, goûts et refus), gardées jusqu'à ce que vous supprimiez votre compte.
        </li>
        <li>
          Mes documents : les carnets de style et listes d'achats que votre conseiller vous envoie (le PDF, sa
          date, et quand vous l'avez ouvert pour la première fois, ce que votre conseiller voit). Ils montrent
          votre silhouette, vos tenues et vos vêtements : ils sont effacés avec eux si vous retirez votre
          accord, et avec votre compte.
        </li>
        <li>
          Les factures, factures d'acompte et avoirs que votre conseiller vous adresse, tels qu'ils ont été
          émis : ses coordonnées, votre nom et votre adresse, les prestations, les montants et, une fois reçu,
          le paiement.
        </li>
        <li>Vos conversations avec vos conseillers.</li>
      </Group>
      <Group title="Si vous êtes conseiller">
        <li>La liste de vos clients.</li>
        <li>Les invitations que vous envoyez, avec l'adresse email de la personne invitée.</li>
        <li>Les tenues et les propositions de vêtements que vous avez créées pour vos clients.</li>
        <li>Vos notes privées et le jour de relance (« À relancer le … ») de chaque client.</li>
        <li>Vos conversations avec vos clients.</li>
        <li>
          Mon activité : votre nom commercial, votre logo, votre couleur et vos coordonnées, imprimés sur les
          documents que vous remettez (palette de poche, carnet de style, liste d'achats) à vos clients ; et
          le carnet de style que vous composez pour chacun (parties, ordre, introduction, tenues choisies).
        </li>
        <li>
          Facturation : votre nom légal, votre SIRET, votre adresse, votre régime de TVA, votre IBAN et votre
          lien de paiement s'il y en a, vos conditions générales de vente ; et les factures et avoirs que vous
          émettez, tels qu'ils ont été émis, avec le nom et l'adresse de chaque acheteur et les paiements
          reçus.
        </li>
      </Group>
      <Group title="Pour faire fonctionner le service">
        <li>
          Les cookies de connexion, qui vous gardent connecté. Aucun cookie publicitaire ni de mesure
          d'audience.
        </li>
        <li>Pour chaque session ouverte, l'adresse IP et le navigateur utilisés.</li>
        <li>
          Sur votre appareil, les pages et les données que vous avez consultées, pour les afficher hors
          ligne : effacées quand vous vous déconnectez.
        </li>
        <li>
          Des compteurs temporaires, par adresse IP ou par compte, qui limitent les tentatives de connexion et
          les envois répétés.
        </li>
      </Group>
      <p>Nos journaux techniques n'enregistrent ni vos messages, ni vos adresses email, ni vos recherches.</p>
    </>
  );
}

function Why() {
  return (
    <>
      <p>
        Pour une seule raison : le suivi entre vous et votre conseiller. Vos mesures, votre silhouette et
        votre garde-robe lui servent à composer des tenues qui vous vont ; la messagerie, à échanger avec
        vous. Votre adresse email sert à vous connecter, à confirmer votre compte, à réinitialiser votre mot
        de passe et à recevoir l'invitation d'un conseiller.
      </p>
      <p>Rien d'autre :</p>
      <List>
        <li>pas de publicité ;</li>
        <li>pas de vente ni de location de vos données ;</li>
        <li>
          pas de pistage par des tiers : aucun outil de mesure d'audience, aucun bouton de réseau social,
          aucun traceur publicitaire sur le site.
        </li>
      </List>
      <p>
        Le détourage automatique de vos photos de vêtements est fait sur nos propres serveurs : elles ne sont
        envoyées à aucun service extérieur.
      </p>
    </>
  );
}

function HowLong() {
  return (
    <>
      <p>
        <strong className="font-semibold text-gray-900">Tant que votre compte existe.</strong> Ce que vous
        supprimez vous-même (un vêtement, votre photo de profil, une tenue, une note) est effacé aussitôt,
        fichiers compris.
      </p>
      <p>
        <strong className="font-semibold text-gray-900">Quand vous supprimez votre compte</strong>, tout est
        effacé immédiatement et définitivement : vos informations, vos photos et autres fichiers, vos
        conversations et les invitations adressées à votre email. Si un conseiller supprime son compte, ses
        clients gardent les tenues et les propositions qu'il a créées pour eux et l'historique de leurs
        conversations, en lecture seule : il y apparaît comme « Ancien conseiller », sans nom, adresse ni
        photo. Ses notes, ses invitations et le reste de ses vêtements sont effacés.
      </p>
      <p>
        <strong className="font-semibold text-gray-900">Les factures et les avoirs font exception.</strong> La
        loi française impose de les conserver dix ans (article L123-22 du Code de commerce) : ceux qu'un
        conseiller vous a adressés, comme ceux que vous avez émis en tant que conseiller, sont gardés dix ans
        après leur date d'émission, même après la suppression de votre compte, tels qu'ils ont été émis, avec
        le nom et l'adresse de l'acheteur qui y sont imprimés. Un devis dont une facture a été tirée est gardé
        avec elle, avec votre réponse ; vos autres devis sont effacés avec votre compte. Rien d'autre de votre
        compte n'est gardé avec eux.
      </p>
      <p>
        <strong className="font-semibold text-gray-900">Quand vous retirez votre accord</strong> (client, dans
        Paramètres, « Retirer mon accord »), vos mesures et leur historique, la morphologie que votre
        conseiller en a tirée, vos vêtements avec leurs photos, vos photos en attente et les tenues dont
        l'image montre vos vêtements ou la silhouette dessinée à vos mesures sont effacés aussitôt, fichiers
        compris ; votre silhouette redevient la silhouette générique. Une photo ou une mesure en cours d'envoi
        au moment du retrait n'est pas gardée non plus. Restent votre compte, vos messages, les tenues
        composées sur la silhouette générique avec les seules propositions de votre conseiller, et votre photo
        de profil : vous l'avez choisie pour vous présenter, elle ne dit rien de votre corps ni de votre
        garde-robe, et vous la supprimez quand vous voulez dans Paramètres (« Supprimer la photo »). Vous
        pouvez redonner votre accord plus tard.
      </p>
      <p>
        <strong className="font-semibold text-gray-900">Quand un suivi prend fin</strong> (« Mettre fin au
        suivi », à l'initiative du client ou du conseiller), le conseiller perd aussitôt l'accès à la fiche du
        client : silhouette, mesures, garde-robe, tenues et conversation. Ses notes privées et le jour de
        relance sont effacés. Le client garde sa garde-robe, les tenues reçues et l'historique des messages,
        en lecture seule. Chacun garde les factures et les avoirs émis entre eux.
      </p>
    </>
  );
}

function WhoSees() {
  return (
    <List>
      <li>
        Un client et les conseillers qui le suivent voient sa silhouette, ses mesures, sa garde-robe et ses
        tenues ; chaque conseiller ne voit que les tenues qu'il a lui-même composées. Les conseillers voient
        aussi le nom, l'adresse email et la photo de profil de leurs clients.
      </li>
      <li>Une conversation n'est visible que de ses deux participants.</li>
      <li>
        Une facture ou un avoir n'est visible que du conseiller qui l'a émis et du client à qui il est
        adressé.
      </li>
      <li>
        Les notes privées et les jours de relance d'un conseiller ne sont visibles que de lui : ni le client,
        ni un autre conseiller du même client ne les voient.
      </li>
      <li>
        Personne d'autre : il n'y a pas de profil public. Vos photos et autres fichiers ne sont jamais
        publics ; chacun n'est envoyé qu'après avoir vérifié que la personne connectée a le droit de le voir.
      </li>
      <li>
        Les photos que vous envoyez sont réenregistrées sans leurs métadonnées (EXIF), dont la position GPS
        que les téléphones y inscrivent.
      </li>
    </List>
  );
}

function YourRights() {
  return (
    <List>
      <li>
        <Strong>Obtenir une copie de vos données :</Strong> dans Paramètres, « Télécharger mes données ».
      </li>
      <li>
        <Strong>Corriger vos informations :</Strong> votre prénom et votre nom dans Paramètres ; pour un
        client, ses mesures dans « Mes Informations », sur sa page d'accueil.
      </li>
      <li>
        <Strong>Mettre fin à un suivi :</Strong> pour un client, dans Paramètres, rubrique « Mes
        conseillers », « Mettre fin au suivi » ; pour un conseiller, « Mettre fin au suivi » sur la fiche du
        client.
      </li>
      <li>
        <Strong>Retirer votre accord :</Strong> pour un client, dans Paramètres, rubrique « Mensurations et
        photos », « Retirer mon accord ». La confirmation dit exactement ce qui sera effacé.
      </li>
      <li>
        <Strong>Supprimer votre compte :</Strong> dans Paramètres, « Supprimer mon compte ». Après
        confirmation, tout est effacé immédiatement, sauf les factures et les avoirs, que la loi impose de
        garder dix ans (voir « Combien de temps »).
      </li>
    </List>
  );
}

function Contact({ contactEmail }: SectionProps) {
  return (
    <p>
      Une question sur vos données, ou une demande que l'application ne permet pas de faire vous-même ?
      Écrivez-nous à{' '}
      <a
        href={`mailto:${contactEmail}`}
        className="break-words font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {contactEmail}
      </a>
      .
    </p>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <List className="mt-2">{children}</List>
    </div>
  );
}

function List({ className = '', children }: { className?: string; children: ReactNode }) {
  return <ul className={`list-disc space-y-2 pl-5 marker:text-brand-500 ${className}`}>{children}</ul>;
}

function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-gray-900">{children}</strong>;
}
