import { appointmentWhen } from '~/domain/appointment-texts';
import { mailSafeName } from '~/domain/names';
import { NOTIFICATION_KINDS, type NotificationCategory, type NotificationKind } from '~/domain/notifications';
import { OUTFIT_REACTION_LABELS, type OutfitReaction } from '~/domain/outfit-texts';
import { PROPOSAL_DECISION_LABELS, type ProposalDecision } from '~/domain/proposal-texts';
import type { MailItem } from './mail-layout';
import type { NotificationRow } from './repository';

export type Names = {
  people: Map<string, string>;
  outfits: Map<string, { name: string; reaction: OutfitReaction | null; reactionComment: string | null }>;
  garments: Map<string, string>;
};

/** The ids a set of notifications needs named. */
export function idsToName(rows: readonly NotificationRow[]) {
  const pick = (field: string) => [
    ...new Set(rows.map((row) => row.subject[field]).filter((id) => id !== undefined)),
  ];
  return {
    people: [...new Set([...pick('actorId'), ...pick('clientId')])],
    outfits: pick('outfitId'),
    garments: pick('itemId'),
  };
}

/** What she was sent, by the invoice's kind ('invoice' when the subject does not say). */
const INVOICE_KIND_NAMES = new Map<string, string>([
  ['invoice', 'une facture'],
  ['deposit', 'une facture d’acompte'],
  ['credit', 'un avoir'],
]);

const DECIDED: Record<ProposalDecision, string> = {
  wanted: 'veut',
  maybe: 'hésite pour',
  declined: 'a décliné',
  bought: 'a acheté',
};

/**
 * One line per thing to tell, each with its button to the screen where it is. A conversation's messages make one
 * line; the same look revised twice, one. Names are read now and made safe (a name is text, never a link).
 */
export function mailItems(rows: readonly NotificationRow[], names: Names, baseUrl: string): MailItem[] {
  const person = (id: string | undefined, fallback: string) =>
    mailSafeName((id && names.people.get(id)) || '') || fallback;
  const quoted = (text: string | undefined) => (text ? ` « ${text} »` : '');
  const url = (path: string) => `${baseUrl}${path}`;
  const seen = new Set<string>();
  const items: MailItem[] = [];
  const messagesBy = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'message.received') {
      messagesBy.set(row.groupKey, (messagesBy.get(row.groupKey) ?? 0) + 1);
    }
  }
  for (const row of rows) {
    const s = row.subject;
    const key =
      row.kind === 'message.received'
        ? row.groupKey
        : `${row.kind}:${s.outfitId ?? s.itemId ?? s.quoteId ?? s.appointmentId ?? s.clientId ?? row.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const actor = person(
      s.actorId,
      row.kind.startsWith('outfit.re') || row.kind.startsWith('proposal.d')
        ? 'Votre cliente'
        : 'Votre conseiller',
    );
    const client = person(s.clientId, 'Une cliente');
    const outfit = names.outfits.get(s.outfitId ?? '');
    const look = quoted(outfit?.name);
    const clientFile = (tab = '') => url(`/consultant/client/${s.clientId}${tab}`);
    switch (row.kind as NotificationKind) {
      case 'outfit.shared':
        items.push({
          line: `${actor} a partagé une nouvelle tenue avec vous${look}.`,
          action: { label: 'Voir mes tenues', url: url('/client/dashboard/outfits') },
        });
        break;
      case 'outfit.revised':
        items.push({
          line: `${actor} a revu la tenue${look}.`,
          action: { label: 'Voir mes tenues', url: url('/client/dashboard/outfits') },
        });
        break;
      case 'outfit.commented':
        // Her consultant's word stays in the app: the mail says only that there is one.
        items.push({
          line: `${actor} a commenté votre tenue${look}.`,
          action: { label: 'Voir mes tenues', url: url('/client/dashboard/outfits') },
        });
        break;
      case 'proposal.made': {
        const garment = names.garments.get(s.itemId ?? '');
        items.push({
          line: `${actor} vous propose une pièce${garment ? `\u00a0: ${garment}` : ''}.`,
          action: { label: 'Voir les propositions', url: url('/client/dashboard/outfits?vue=propositions') },
        });
        break;
      }
      case 'diagnosis.changed':
        items.push({
          line: `${actor} a mis à jour votre diagnostic.`,
          action: { label: 'Voir mon diagnostic', url: url('/client/dashboard/diagnostic') },
        });
        break;
      case 'document.sent':
        items.push({
          line: `${actor} vous a envoyé un document${quoted(s.title)}.`,
          action: { label: 'Voir mes documents', url: url('/client/dashboard/documents') },
        });
        break;
      case 'invoice.issued':
        // Neither its number nor its amount: a mail and a push preview say only that there is one.
        items.push({
          line: `${actor} vous a adressé ${INVOICE_KIND_NAMES.get(s.invoiceKind ?? '') ?? 'une facture'}.`,
          action: { label: 'Voir mes documents', url: url('/client/dashboard/documents') },
        });
        break;
      case 'quote.sent':
        // Neither its number nor its amount, as for an invoice.
        items.push({
          line: `${actor} vous a envoyé un devis.`,
          action: { label: 'Voir mes documents', url: url('/client/dashboard/documents') },
        });
        break;
      case 'questionnaire.sent':
        items.push({
          line: `${actor} vous a envoyé le questionnaire de style.`,
          action: { label: 'Répondre au questionnaire', url: url('/client/dashboard/questionnaire') },
        });
        break;
      case 'message.received': {
        const count = messagesBy.get(row.groupKey) ?? 1;
        const from = person(s.actorId, 'votre interlocuteur');
        const role = s.recipientRole === 'consultant' ? 'consultant' : 'client';
        items.push({
          line: count === 1 ? `Nouveau message de ${from}.` : `${count} nouveaux messages de ${from}.`,
          action: {
            label: 'Lire la conversation',
            url: url(`/${role}/dashboard/messages/${s.conversationId}`),
          },
        });
        break;
      }
      case 'outfit.reacted': {
        if (!outfit?.reaction) break;
        items.push({
          line: `${client} a réagi à la tenue${look} : ${OUTFIT_REACTION_LABELS[outfit.reaction]}.`,
          detail: outfit.reactionComment ? `« ${outfit.reactionComment} »` : undefined,
          action: { label: 'Voir ses tenues', url: clientFile('/outfits') },
        });
        break;
      }
      case 'proposal.decided': {
        const garment = names.garments.get(s.itemId ?? '') || 'une pièce proposée';
        const decision = s.decision as ProposalDecision;
        items.push({
          line: `${client} ${DECIDED[decision] ?? 'a répondu pour'} : ${garment} (${PROPOSAL_DECISION_LABELS[decision] ?? ''}).`,
          action: { label: 'Voir les propositions', url: clientFile('/proposals') },
        });
        break;
      }
      case 'client.joined':
        items.push({
          line: `${client} a accepté votre invitation.`,
          action: { label: 'Ouvrir son dossier', url: clientFile() },
        });
        break;
      case 'client.onboarded':
        items.push({
          line: `${client} a complété son profil et ses mensurations.`,
          action: { label: 'Ouvrir son dossier', url: clientFile() },
        });
        break;
      case 'questionnaire.finished':
        items.push({
          line: `${client} a terminé le questionnaire de style.`,
          action: { label: 'Lire son profil de style', url: clientFile() },
        });
        break;
      case 'quote.answered':
        items.push({
          line:
            s.answer === 'accepted' ? `${client} a accepté votre devis.` : `${client} a refusé votre devis.`,
          action: { label: 'Voir mes devis', url: url('/consultant/dashboard/devis') },
        });
        break;
      case 'link.ended':
        items.push({
          line: `${person(s.actorId, 'Une personne')} a arrêté le suivi.`,
          action:
            s.recipientRole === 'consultant'
              ? { label: 'Voir mon portefeuille', url: url('/consultant/dashboard') }
              : { label: 'Ouvrir mon espace', url: url('/client/dashboard') },
        });
        break;
      case 'appointment.booked':
      case 'appointment.moved':
      case 'appointment.cancelled':
      case 'appointment.reminder': {
        // The day and the hour, nothing of the session's content: a push preview shows this line.
        const when = s.startsAt ? appointmentWhen(s.startsAt) : '';
        const toClient = s.recipientRole === 'client';
        const other = toClient ? actor : client;
        const line = {
          'appointment.booked': toClient
            ? `${other} a fixé un rendez-vous avec vous le ${when}.`
            : `${other} a réservé un rendez-vous le ${when}.`,
          'appointment.moved': `${other} a déplacé votre rendez-vous au ${when}.`,
          'appointment.cancelled': `${other} a annulé le rendez-vous du ${when}.`,
          'appointment.reminder': `Rappel\u00a0: rendez-vous avec ${toClient ? actor : client} le ${when}.`,
        }[row.kind as 'appointment.booked'];
        items.push({
          line,
          action: toClient
            ? { label: 'Voir mes rendez-vous', url: url('/client/dashboard/rendez-vous') }
            : { label: 'Voir mon agenda', url: url('/consultant/dashboard/agenda') },
        });
        break;
      }
      case 'followUp.due':
        items.push({
          line: `Relance prévue aujourd'hui : ${client}.`,
          action: { label: 'Ouvrir son dossier', url: clientFile('/notes') },
        });
        break;
    }
  }
  return items;
}

/** The category a one-click unsubscribe stops: the mail's only one, or all of them for a mixed mail. */
export function categoryOfMail(rows: readonly NotificationRow[]): NotificationCategory | 'all' {
  const categories = new Set(rows.map((row) => NOTIFICATION_KINDS[row.kind as NotificationKind]));
  return categories.size === 1 ? [...categories][0]! : 'all';
}
