import { expect } from 'vitest';
import type { ConversationSummary } from '~/domain/messages';
import { clientInvites, consultantClients, garmentCaptures } from '../db/schema';
import { composeOutfit, uploadGarment } from './garments';
import { imageForm, solidPng } from './images';
import { invoiceRequest, TEST_INVOICING } from './invoices';
import type { TestApp } from './test-app';
import { signUp, type TestUser } from './users';

/** Words that only the client's file holds: none of them may reach anyone outside it. */
export const SECRETS = {
  garment: 'Trench secret de Margaux',
  currentProposal: 'Robe proposée par la conseillère',
  formerProposal: 'Veste proposée par l’ancienne conseillère',
  outfit: 'Tenue secrète du vernissage',
  formerOutfit: 'Tenue de l’ancien suivi',
  note: 'Note privée : préfère les coupes droites',
  message: 'Message privé sur le vernissage',
  formerMessage: 'Message de l’ancien suivi',
  template: 'Question maison de la conseillère',
  capsule: 'Valise secrète pour Lisbonne',
  draping: 'Notes de drapé : le corail l’illumine',
  inspiration: 'Légende d’inspiration : la veste cintrée',
  ownOutfit: 'Sa tenue à elle pour le dimanche',
  invoice: '7 rue Secrète, adresse de facturation',
  quote: 'Forfait secret : relooking du vernissage',
  appointment: 'Rendez-vous secret : essayage du vernissage',
};

async function startConversation(from: TestUser, to: TestUser, content: string) {
  const started = await from.request('/api/conversations', {
    method: 'POST',
    json: { participantId: to.id },
  });
  expect([200, 201]).toContain(started.status);
  const conversation = (await started.json()) as ConversationSummary;
  const sent = await from.request(`/api/conversations/${conversation.id}/messages`, {
    method: 'POST',
    json: { content },
  });
  expect(sent.status).toBe(201);
  return conversation.id;
}

/**
 * A client with everything another person might reach: her garment, a capture, a profile photo, a conversation,
 * proposals and outfits from the consultant who follows her (`current`, with a private note and a diagnosis), and
 * from the consultant she left (`former`, whose proposal and outfit she kept). Beside them, a consultant and a
 * client who never met her (`stranger`, `strangerClient`, who never gave her consent).
 */
export async function accessWorld(t: TestApp) {
  const client = await signUp(t, 'client', { firstName: 'Margaux' });
  const current = await signUp(t, 'consultant');
  const former = await signUp(t, 'consultant');
  const stranger = await signUp(t, 'consultant');
  const strangerClient = await signUp(t, 'client', {}, { consented: false });
  await t.db.insert(consultantClients).values([
    { consultantId: current.id, clientId: client.id },
    { consultantId: former.id, clientId: client.id },
  ]);

  const photo = imageForm({ file: { bytes: await solidPng(200, 200), name: 'p.png', type: 'image/png' } });
  expect((await client.request('/api/me/photo', { method: 'PUT', body: photo })).status).toBe(200);
  const garment = await uploadGarment(client, '/api/wardrobe/items', { name: SECRETS.garment });
  const catalogue = `/api/clients/${client.id}/catalogue`;
  const currentProposal = await uploadGarment(current, catalogue, { name: SECRETS.currentProposal });
  const formerProposal = await uploadGarment(former, catalogue, { name: SECRETS.formerProposal });
  const outfit = await composeOutfit(current, client.id, [garment.id, currentProposal.id], SECRETS.outfit);
  const formerOutfit = await composeOutfit(former, client.id, [formerProposal.id], SECRETS.formerOutfit);
  // A look she composed herself.
  const composed = await client.request(`/api/clients/${client.id}/own-outfits`, {
    method: 'POST',
    json: { name: SECRETS.ownOutfit, itemIds: [garment.id] },
  });
  expect(composed.status).toBe(201);
  const ownOutfit = ((await composed.json()) as { id: string }).id;
  const conversation = await startConversation(current, client, SECRETS.message);
  const formerConversation = await startConversation(former, client, SECRETS.formerMessage);
  const note = await current.request(`/api/clients/${client.id}/notes`, {
    method: 'POST',
    json: { body: SECRETS.note },
  });
  expect(note.status).toBe(201);
  const [capture] = await t.db
    .insert(garmentCaptures)
    .values({ userId: client.id, status: 'ready', imageKey: `users/${client.id}/captures/x/original.jpg` })
    .returning({ id: garmentCaptures.id });

  const [invite] = await t.db
    .insert(clientInvites)
    .values({
      email: `invitee-${client.id}@example.fr`,
      consultantId: current.id,
      token: `access-world-${client.id}`,
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: clientInvites.id });

  // A wardrobe sort started by her former consultant, with a decision of hers.
  const sort = await former.request('/api/wardrobe-sorts', { method: 'POST', json: { clientId: client.id } });
  expect(sort.status).toBe(201);
  const sortId = ((await sort.json()) as { id: string }).id;
  const sorted = await client.request(`/api/wardrobe-sorts/${sortId}/decisions/${garment.id}`, {
    method: 'PUT',
    json: { decision: 'alter', note: SECRETS.note },
  });
  expect(sorted.status).toBe(200);

  // A shopping list from each consultant in her 'Mes documents'.
  const sendDocument = async (consultant: TestUser) => {
    const sent = await consultant.request(`/api/clients/${client.id}/documents`, {
      method: 'POST',
      json: { kind: 'shopping' },
    });
    expect(sent.status).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  };
  const document = await sendDocument(current);
  const formerDocument = await sendDocument(former);
  // A style questionnaire from each.
  const sendQuestionnaire = async (consultant: TestUser) => {
    const sent = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
      method: 'POST',
      json: { template: 'mine' },
    });
    expect(sent.status).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  };
  // The current consultant's own questions, sent to her client: nobody else reads them.
  const template = await current.request('/api/me/questionnaire-template', {
    method: 'PUT',
    json: { questions: [{ id: 'q-maison', kind: 'text', label: SECRETS.template }] },
  });
  expect(template.status).toBe(200);
  const questionnaire = await sendQuestionnaire(current);
  const formerQuestionnaire = await sendQuestionnaire(former);
  // An inspiration photo of hers in each.
  const addInspiration = async (questionnaireId: string) => {
    const added = await client.request(`/api/questionnaires/${questionnaireId}/inspirations`, {
      method: 'POST',
      body: imageForm({
        liked: 'true',
        caption: SECRETS.inspiration,
        file: { bytes: await solidPng(90, 120), name: 'inspiration.png', type: 'image/png' },
      }),
    });
    expect(added.status).toBe(201);
    return ((await added.json()) as { id: string }).id;
  };
  const inspiration = await addInspiration(questionnaire);
  const formerInspiration = await addInspiration(formerQuestionnaire);

  // Her colour analysis: she agreed to keep her face photo, her consultant noted the drapes.
  const photoConsent = await client.request(`/api/clients/${client.id}/colour-analysis/photo-consent`, {
    method: 'PUT',
    json: { consent: true },
  });
  expect(photoConsent.status).toBe(200);
  const draping = await current.request(`/api/clients/${client.id}/colour-analysis/drapes`, {
    method: 'PUT',
    json: { drapes: [], note: SECRETS.draping },
  });
  expect(draping.status).toBe(200);

  // A travel case her consultant built with her garment in it.
  const capsuleMade = await current.request(`/api/clients/${client.id}/capsules`, {
    method: 'POST',
    json: { kind: 'travel', name: SECRETS.capsule, startsOn: '2031-03-01', endsOn: '2031-03-03' },
  });
  expect(capsuleMade.status).toBe(201);
  const capsule = ((await capsuleMade.json()) as { capsule: { id: string } }).capsule.id;
  const packed = await client.request(`/api/capsules/${capsule}/items/${garment.id}`, { method: 'PUT' });
  expect(packed.status).toBe(200);

  // A deposit invoice from each consultant: the address on the current one's is for her and them alone.
  const issueInvoice = async (consultant: TestUser, address: string) => {
    const details = await consultant.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING });
    expect(details.status).toBe(200);
    const made = await consultant.request(`/api/clients/${client.id}/invoices`, {
      method: 'POST',
      json: invoiceRequest({ kind: 'deposit', buyer: { kind: 'person', name: 'Margaux', address } }),
    });
    expect(made.status).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const invoice = await issueInvoice(current, SECRETS.invoice);
  const formerInvoice = await issueInvoice(former, '1 place du Suivi terminé, Lyon');

  // A package of the current consultant's, and a quote from each: the current one's, accepted, names it.
  const packageMade = await current.request('/api/me/packages', {
    method: 'POST',
    json: {
      name: 'Forfait du vernissage',
      priceCents: 30_000,
      description: null,
      sessions: [{ label: 'Séance du vernissage', minutes: 60, count: 2 }],
      looks: 1,
      carnet: false,
      supportDays: 30,
    },
  });
  expect(packageMade.status).toBe(201);
  const packageId = ((await packageMade.json()) as { id: string }).id;
  const sendQuote = async (consultant: TestUser, label: string, packageId: string | null) => {
    const made = await consultant.request(`/api/clients/${client.id}/quotes`, {
      method: 'POST',
      json: {
        requestId: crypto.randomUUID(),
        packageId,
        buyer: { kind: 'person', name: 'Margaux', address: '2 rue du Devis, Lyon' },
        lines: [{ label, quantity: 1, unitCents: 30_000 }],
        distance: true,
      },
    });
    expect(made.status).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const quote = await sendQuote(current, SECRETS.quote, packageId);
  const accepted = await client.request(`/api/quotes/${quote}/acceptance`, {
    method: 'POST',
    json: { termsAccepted: true, earlyStart: true },
  });
  expect(accepted.status).toBe(200);
  const formerQuote = await sendQuote(former, 'Forfait de l’ancien suivi', null);
  const bought = await client.request(`/api/clients/${client.id}/packages`);
  const clientPackage = ((await bought.json()) as { packages: { id: string }[] }).packages[0]!.id;

  // A session each consultant proposes her, ten days ahead.
  const propose = async (consultant: TestUser, label: string, hour: number) => {
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    startsAt.setUTCHours(hour, 0, 0, 0);
    const made = await consultant.request(`/api/clients/${client.id}/appointments`, {
      method: 'POST',
      json: {
        requestId: crypto.randomUUID(),
        label,
        minutes: 60,
        startsAt: startsAt.toISOString(),
        place: null,
      },
    });
    expect(made.status).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const appointment = await propose(current, SECRETS.appointment, 9);
  const formerAppointment = await propose(former, 'Séance de l’ancien suivi', 14);

  // The client leaves her former consultant: she keeps the proposal, the outfit, the conversation and the document.
  expect((await client.request(`/api/links/${former.id}`, { method: 'DELETE' })).status).toBe(204);

  return {
    people: { client, current, former, stranger, strangerClient },
    ids: {
      client: client.id,
      current: current.id,
      former: former.id,
      strangerClient: strangerClient.id,
      garment: garment.id,
      currentProposal: currentProposal.id,
      formerProposal: formerProposal.id,
      outfit: outfit.id,
      formerOutfit: formerOutfit.id,
      ownOutfit,
      conversation,
      formerConversation,
      note: ((await note.json()) as { id: string }).id,
      capture: capture!.id,
      invite: invite!.id,
      sort: sortId,
      document,
      formerDocument,
      questionnaire,
      formerQuestionnaire,
      inspiration,
      formerInspiration,
      capsule,
      invoice,
      formerInvoice,
      package: packageId,
      quote,
      formerQuote,
      clientPackage,
      appointment,
      formerAppointment,
    },
  };
}

export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;
