import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '~/domain/messages';
import { accessWorld, type AccessWorld } from '../test/access-world';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccess, type Access, type Permission, type Viewer } from './access';
import { PERMISSIONS } from './permissions';
import { accessRepository } from './repository';

let t: TestApp;
let world: AccessWorld;
let access: Access;
beforeAll(async () => {
  t = await createTestApp();
  world = await accessWorld(t);
  access = createAccess(t.db);
});
afterAll(() => t.close());

type Who = keyof AccessWorld['people'] | 'signedOut';
type Resource = keyof AccessWorld['ids'];
const EVERYONE: Who[] = ['client', 'current', 'former', 'stranger', 'strangerClient', 'signedOut'];

/**
 * Who may do what, for every permission, on each kind of thing in a client's file: the client herself, the
 * consultant who follows her (`current`), the one she left (`former`), a consultant and a client who never met
 * her, and nobody signed in. Every cell not listed as allowed must be refused.
 */
const MATRIX: [Permission, Resource, Who[]][] = [
  ['clientFile.read', 'client', ['client', 'current']],
  ['clientFile.write', 'client', ['current']],
  ['garment.read', 'garment', ['client', 'current']],
  ['garment.read', 'currentProposal', ['client', 'current']],
  ['garment.read', 'formerProposal', ['client']],
  ['garment.update', 'garment', ['client']],
  ['garment.update', 'currentProposal', ['current']],
  ['garment.update', 'formerProposal', []],
  ['proposal.decide', 'currentProposal', ['client']],
  ['proposal.decide', 'formerProposal', ['client']],
  ['proposal.decide', 'garment', []],
  ['proposal.update', 'currentProposal', ['current']],
  ['proposal.update', 'formerProposal', []],
  ['proposal.update', 'garment', []],
  ['outfit.read', 'outfit', ['client', 'current']],
  ['outfit.read', 'formerOutfit', ['client']],
  ['outfit.update', 'outfit', ['current']],
  ['outfit.update', 'formerOutfit', []],
  ['outfit.react', 'outfit', ['client']],
  ['outfit.react', 'formerOutfit', ['client']],
  ['outfit.read', 'ownOutfit', ['client', 'current']],
  ['outfit.update', 'ownOutfit', ['client']],
  ['outfit.react', 'ownOutfit', []],
  ['outfit.comment', 'ownOutfit', ['current']],
  ['outfit.comment', 'outfit', []],
  ['outfit.compose', 'client', ['client']],
  ['outfit.compose', 'current', ['current']],
  ['conversation.read', 'conversation', ['client', 'current']],
  ['conversation.read', 'formerConversation', ['client']],
  ['conversation.send', 'conversation', ['client', 'current']],
  ['conversation.send', 'formerConversation', []],
  ['person.read', 'client', ['client', 'current']],
  ['person.read', 'current', ['client', 'current']],
  ['person.read', 'former', ['former']],
  ['person.message', 'client', ['current']],
  ['person.message', 'current', ['client']],
  ['person.message', 'former', []],
  ['personalData.store', 'client', ['client']],
  ['personalData.store', 'current', ['current']],
  ['personalData.store', 'strangerClient', []],
  ['invite.manage', 'invite', ['current']],
  ['sort.start', 'client', ['client', 'current']],
  ['sort.read', 'sort', ['client', 'current']],
  ['sort.decide', 'sort', ['client', 'current']],
  ['sort.archive', 'sort', ['client']],
  ['sort.advise', 'sort', ['current']],
  ['document.read', 'document', ['client', 'current']],
  ['document.read', 'formerDocument', ['client']],
  ['questionnaire.read', 'questionnaire', ['client', 'current']],
  ['questionnaire.read', 'formerQuestionnaire', ['client']],
  ['questionnaire.answer', 'questionnaire', ['client']],
  ['questionnaire.answer', 'formerQuestionnaire', ['client']],
  ['capsule.read', 'capsule', ['client', 'current']],
  ['capsule.write', 'capsule', ['client', 'current']],
  ['colourAnalysis.own', 'client', ['client']],
  ['colourAnalysis.own', 'current', ['current']],
  ['calendar.plan', 'client', ['client', 'current']],
  ['wear.log', 'client', ['client']],
  ['wear.log', 'current', ['current']],
  ['outfitIdea.reject', 'client', ['client']],
  ['outfitIdea.reject', 'current', ['current']],
  ['invoice.issue', 'client', ['current']],
  ['invoice.read', 'invoice', ['client', 'current']],
  ['invoice.read', 'formerInvoice', ['client', 'former']],
  ['invoice.manage', 'invoice', ['current']],
  ['invoice.manage', 'formerInvoice', ['former']],
  ['package.manage', 'package', ['current']],
  ['quote.issue', 'client', ['current']],
  ['quote.read', 'quote', ['client', 'current']],
  ['quote.read', 'formerQuote', ['client', 'former']],
  ['quote.answer', 'quote', ['client']],
  ['quote.answer', 'formerQuote', ['client']],
  ['quote.bill', 'quote', ['current']],
  ['quote.bill', 'formerQuote', []],
  ['clientPackage.book', 'clientPackage', ['client', 'current']],
  ['appointment.propose', 'client', ['current']],
  ['appointment.read', 'appointment', ['client', 'current']],
  ['appointment.read', 'formerAppointment', ['client']],
  ['appointment.change', 'appointment', ['client', 'current']],
  ['appointment.change', 'formerAppointment', []],
  ['appointment.waive', 'appointment', ['current']],
  ['appointment.waive', 'formerAppointment', []],
];

const viewerOf = (who: Who): Viewer => (who === 'signedOut' ? null : world.people[who]);

describe('the access matrix', () => {
  it('names every permission the module knows', () => {
    expect(new Set(MATRIX.map(([permission]) => permission))).toEqual(new Set(Object.keys(PERMISSIONS)));
  });

  const cells = MATRIX.flatMap(([permission, resource, allowed]) =>
    EVERYONE.map((who) => [permission, resource, who, allowed.includes(who)] as const),
  );
  it.each(cells)('%s on the %s, for %s: allowed %s', async (permission, resource, who, allowed) => {
    const id = world.ids[resource];
    const viewer = viewerOf(who);
    expect((await access.check(viewer, permission, [id])).has(id)).toBe(allowed);
    const required = access.requireAccess(viewer, permission, id);
    if (allowed) await expect(required).resolves.toBeUndefined();
    else
      await expect(required).rejects.toMatchObject({
        name: 'AppError',
        code: who === 'signedOut' ? 'UNAUTHENTICATED' : expect.any(String),
      });
  });
});

describe('answering for a set of viewers', () => {
  // Each rule is written once and prepared in two shapes: the events' audience asks it of one id for everyone.
  it.each(MATRIX)('%s on the %s: the same people as one by one', async (permission, resource, allowed) => {
    const repo = accessRepository(t.db);
    const people = EVERYONE.filter((who) => who !== 'signedOut').map((who) => world.people[who].id);
    const viewers = await repo[PERMISSIONS[permission].check].viewers(people, world.ids[resource]);
    expect([...viewers].sort()).toEqual(allowed.map((who) => viewerOf(who)!.id).sort());
  });
});

describe('answering for a set of ids', () => {
  it('returns the subset the viewer may reach, in one call', async () => {
    const { garment, currentProposal, formerProposal, outfit } = world.ids;
    const allowed = await access.check(world.people.current, 'garment.read', [
      garment,
      currentProposal,
      formerProposal,
      outfit,
    ]);
    expect([...allowed].sort()).toEqual([garment, currentProposal].sort());
  });

  it('refuses the whole set when one id is out of reach', async () => {
    const { garment, formerProposal } = world.ids;
    await expect(
      access.requireAccess(world.people.client, 'garment.update', [garment, formerProposal]),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('how a refusal reads', () => {
  it('is a 404 for what the viewer may not know exists, a 403 for what she sees but may not change', async () => {
    const { people, ids } = world;
    await expect(access.requireAccess(people.stranger, 'garment.update', ids.garment)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(access.requireAccess(people.current, 'garment.update', ids.garment)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      access.requireAccess(people.former, 'garment.update', ids.formerProposal),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(access.requireAccess(people.client, 'outfit.update', ids.outfit)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      access.requireAccess(people.client, 'conversation.send', ids.formerConversation),
    ).rejects.toMatchObject({ code: 'CONVERSATION_CLOSED' });
    await expect(access.requireAccess(people.former, 'person.message', ids.client)).rejects.toMatchObject({
      code: 'NOT_LINKED',
    });
    await expect(
      access.requireAccess(people.strangerClient, 'personalData.store', ids.strangerClient),
    ).rejects.toMatchObject({ code: 'CONSENT_REQUIRED' });
  });
});

describe('who hears of an event', () => {
  it('reaches the client and the consultant who follows her, never the one she left or a stranger', async () => {
    const { people, ids } = world;
    const everyone = [people.client.id, people.current.id, people.former.id, people.stranger.id];
    const aboutClient: RealtimeEvent[] = [
      { type: 'proposal.decided', clientId: ids.client, itemId: ids.formerProposal },
      { type: 'proposal.changed', clientId: ids.client, itemId: ids.currentProposal, change: 'withdrawn' },
      { type: 'outfit.changed', clientId: ids.client, outfitId: ids.formerOutfit },
    ];
    for (const event of aboutClient) {
      expect(await access.audience(everyone, event)).toEqual([people.client.id, people.current.id]);
    }
    const read: RealtimeEvent = {
      type: 'conversation.read',
      conversationId: ids.formerConversation,
      readerId: people.client.id,
    };
    expect(await access.audience(everyone, read)).toEqual([people.client.id]);
  });

  it('tells both sides that their link ended', async () => {
    const { people, ids } = world;
    const ended: RealtimeEvent = { type: 'link.ended', consultantId: people.former.id, clientId: ids.client };
    expect(await access.audience([people.former.id, people.client.id], ended)).toEqual([
      people.former.id,
      people.client.id,
    ]);
  });
});
