import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import { CARNET_SECTIONS, type CarnetDraft, type ClientDocument } from '~/domain/documents-texts';
import { PALETTES } from '~/domain/palettes';
import { clientDocuments, consultantClients, notifications } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { parsePdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A consultant following a measured client with a diagnosis (morphology from her measurements, a palette), two
 * looks, and a proposal with its shop link, price and size, within a budget.
 */
async function engagedClient() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Œillet' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const measured = await client.request('/api/me/client-profile', {
    method: 'PUT',
    json: {
      gender: 'femme',
      age: 34,
      height: 168,
      weight: 61,
      bustSize: 92,
      waistSize: 70,
      hipSize: 100,
      shoulderWidth: 38,
    },
  });
  expect(measured.status).toBe(200);
  const diagnosis = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
    method: 'PUT',
    json: {
      ...EMPTY_DIAGNOSIS_INPUT,
      palette: 'automne_profond',
      morphologyNote: 'Des épaules fines : on les souligne !',
      avoidColors: [{ name: 'Rose bonbon', hex: '#ff69b4' }],
    },
  });
  expect(diagnosis.status).toBe(200);
  const jacket = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`, {
    category: 'outerwear',
    name: 'Veste en laine camel',
    brand: 'Maison Lin',
    shop: 'Galeries du Centre',
    productUrl: 'https://boutique.example/veste-camel?ref=carnet',
    price: '89',
    size: '38',
    fitNote: 'Prendre sa taille habituelle',
  });
  const own = await uploadGarment(client, '/api/wardrobe/items', { category: 'bottom', name: 'Jean brut' });
  const office = await composeOutfit(consultant, client.id, [jacket.id, own.id], 'Bureau d’automne');
  const weekend = await composeOutfit(consultant, client.id, [own.id], 'Week-end au marché');
  expect(
    (await consultant.request(`/api/clients/${client.id}/budget`, { method: 'PUT', json: { budget: 300 } }))
      .status,
  ).toBe(200);
  return { consultant, client, jacket, office, weekend };
}

const json = async <T>(response: Response) => (await response.json()) as T;

async function saveCarnet(consultant: TestUser, clientId: string, body: unknown) {
  return consultant.request(`/api/clients/${clientId}/carnet`, { method: 'PUT', json: body });
}

describe('the carnet de style', () => {
  it('is composed by the consultant: her sections in her order, her intro, her looks; the PDF follows it page by page', async () => {
    const { consultant, client, office, weekend } = await engagedClient();
    const initial = await json<CarnetDraft>(await consultant.request(`/api/clients/${client.id}/carnet`));
    expect(initial.savedAt).toBeNull();
    expect(initial.composition.sections.map((section) => section.kind)).toEqual([
      'cover',
      'morphology',
      'palette',
      'looks',
      'shopping',
      'sort',
    ]);
    expect(initial.looks.map((look) => look.name)).toEqual(['Week-end au marché', 'Bureau d’automne']);
    expect(initial.available).toMatchObject({
      cover: true,
      morphology: true,
      palette: true,
      shopping: true,
      sort: false,
    });

    // Not one of her looks for this client: left out.
    const unknownLook = '00000000-0000-4000-8000-000000000000';
    const saved = await saveCarnet(consultant, client.id, {
      sections: [
        { kind: 'cover', included: true },
        { kind: 'palette', included: true },
        { kind: 'looks', included: true },
        { kind: 'morphology', included: true },
        { kind: 'shopping', included: true },
        { kind: 'sort', included: false },
      ],
      intro: 'Chère Léa, voici votre carnet : vos couleurs, vos tenues et vos achats !',
      lookIds: [office.id, weekend.id, office.id, unknownLook],
    });
    expect(saved.status).toBe(200);
    const draft = await json<CarnetDraft>(saved);
    expect(draft.composition.lookIds).toEqual([office.id, weekend.id]);
    expect(draft.savedAt).not.toBeNull();

    const response = await consultant.request(`/api/clients/${client.id}/carnet.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('Carnet de style - Léa Œillet.pdf'),
    );
    const pdf = await parsePdf(new Uint8Array(await response.arrayBuffer()));
    const texts = pdf.pages.map((page) => page.text);
    // Cover, palette, two looks, morphology, shopping list: one page each.
    expect(texts).toHaveLength(6);
    expect(texts[0]).toContain('Carnet de style');
    expect(texts[0]).toContain('Léa Œillet');
    expect(texts[0]).toContain('vos couleurs, vos tenues');
    // The no-break spaces (hers get them too) read back from pdf.js as plain spaces a reader can copy.
    expect(texts[0]).toMatch(/carnet\s:/);
    expect(texts[1]).toContain('Automne profond');
    for (const swatch of PALETTES.automne_profond.swatches.slice(0, 5))
      expect(texts[1]).toContain(swatch.name);
    expect(texts[1]).toContain('Rose bonbon');
    expect(texts[2]).toContain('Bureau d’automne');
    expect(texts[2]).toContain('Veste en laine camel');
    expect(texts[3]).toContain('Week-end au marché');
    expect(texts[4]).toContain('Morphologie');
    expect(texts[4]).toContain('Des épaules fines');
    expect(texts[5]).toContain('Liste d’achats');
    expect(texts[5]).toMatch(/89,00\s€/);
    expect(texts[5]).toMatch(/Budget\s: 300,00\s€/);
    expect(texts[5]).toMatch(/Reste\s: 211,00\s€/);
    expect(pdf.pages[5]!.links).toEqual(['https://boutique.example/veste-camel?ref=carnet']);
    // Page numbers at the foot of every page but the cover.
    for (const [index, text] of texts.entries()) {
      if (index > 0)
        expect(text).toMatch(new RegExp(`^Carnet de style · Léa Œillet · Inès Moreau\\s+${index + 1}\\s`));
    }
    expect(pdf.embeddedFonts.some((name) => name.endsWith('Inter-Bold'))).toBe(true);
    expect(pdf.title).toBe('Carnet de style – Léa Œillet');
  });

  it('hands over the colour analysis after the palette: signature colours, metals, contrast and advice', async () => {
    const { consultant, client } = await engagedClient();
    const diagnosis = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
      method: 'PUT',
      json: {
        ...EMPTY_DIAGNOSIS_INPUT,
        palette: 'automne_doux',
        signatureColors: [
          { name: 'Corail doux', hex: '#e2725b' },
          { name: 'Vert sauge', hex: '#9caf88' },
        ],
        metals: 'dore',
        contrast: 'moyen',
        makeupAdvice: 'Un rouge à lèvres corail : il réveille le teint.',
        hairAdvice: null,
      },
    });
    expect(diagnosis.status).toBe(200);
    const only = (kind: string) =>
      ['cover', 'morphology', 'palette', 'looks', 'shopping', 'sort'].map((section) => ({
        kind: section,
        included: section === kind,
      }));
    await saveCarnet(consultant, client.id, { sections: only('palette'), intro: '', lookIds: [] });
    const response = await consultant.request(`/api/clients/${client.id}/carnet.pdf`);
    const pdf = await parsePdf(new Uint8Array(await response.arrayBuffer()));
    const texts = pdf.pages.map((page) => page.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Automne doux');
    expect(texts[1]).toContain('Analyse couleur');
    expect(texts[1]).toContain('Vos couleurs signature');
    expect(texts[1]).toContain('Corail doux');
    expect(texts[1]).toContain('Vert sauge');
    expect(texts[1]).toMatch(/Métaux\s+Doré/);
    expect(texts[1]).toMatch(/Contraste\s+Contraste moyen/);
    expect(texts[1]).toMatch(/corail\s: il réveille le teint/);
    expect(texts[1]).not.toContain('Couleur de cheveux');
  });

  it('shows on the cover her objectives and her style words, in her words, from the questionnaire she answered last', async () => {
    const { consultant, client } = await engagedClient();
    const coverOnly = CARNET_SECTIONS.map((kind) => ({ kind, included: kind === 'cover' }));
    await saveCarnet(consultant, client.id, { sections: coverOnly, intro: 'Chère Léa.', lookIds: [] });
    const cover = async () => {
      const response = await consultant.request(`/api/clients/${client.id}/carnet.pdf`);
      expect(response.status).toBe(200);
      const pdf = await parsePdf(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.pages).toHaveLength(1);
      return pdf.pages[0]!.text;
    };
    const send = async (by: TestUser) => {
      const sent = await by.request(`/api/clients/${client.id}/questionnaire`, {
        method: 'POST',
        json: { template: 'default' },
      });
      expect(sent.status).toBe(201);
      return (await json<{ id: string }>(sent)).id;
    };
    const answer = async (id: string, answers: Record<string, unknown>) =>
      expect(
        (await client.request(`/api/questionnaires/${id}/answers`, { method: 'PATCH', json: { answers } }))
          .status,
      ).toBe(200);

    // No questionnaire: nothing of it.
    expect(await cover()).not.toContain('Vos objectifs');

    const first = await send(consultant);
    expect(await cover()).not.toContain('Vos objectifs');
    await answer(first, {
      objectives: ['Gagner du temps le matin', 'Trouver mes couleurs'],
      // As she typed it, with plain spaces. french-typography-ignore
      objectivesText: 'Un nouveau poste : je veux être à l’aise en rendez-vous !',
      styleWords: ['Classique', 'Minimaliste'],
      heels: 'Plat',
    });
    const text = await cover();
    expect(text).toContain('Chère Léa.');
    expect(text).toContain('Vos objectifs');
    expect(text).toContain('Gagner du temps le matin');
    expect(text).toContain('Trouver mes couleurs');
    expect(text).toMatch(/Un nouveau poste\s: je veux être à l’aise en rendez-vous\s!/);
    expect(text).toMatch(/Votre style en quelques mots\s+Classique, Minimaliste/);
    expect(text).not.toContain('Plat');

    // Another consultant's, just sent, hides nothing; answered, it is her latest word.
    const other = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: other.id, clientId: client.id });
    const second = await send(other);
    expect(await cover()).toContain('Gagner du temps le matin');
    await answer(second, { styleWords: ['Rock'] });
    const latest = await cover();
    expect(latest).toMatch(/Votre style en quelques mots\s+Rock/);
    expect(latest).not.toContain('Vos objectifs');

    // After a long intro, her words go on to the next page, numbered, rather than be lost.
    const intro = 'Chère Léa, '.repeat(120).slice(0, 1300).trim();
    await saveCarnet(consultant, client.id, { sections: coverOnly, intro, lookIds: [] });
    const story = 'Un nouveau poste. '.repeat(120).slice(0, 2000).trim();
    await answer(second, { objectivesText: story, objectives: ['Acheter moins mais mieux'] });
    const response = await consultant.request(`/api/clients/${client.id}/carnet.pdf`);
    const pages = (await parsePdf(new Uint8Array(await response.arrayBuffer()))).pages.map(
      (page) => page.text,
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toMatch(/Vos objectifs\s+•\s+Acheter moins mais mieux\s+Un nouveau poste/);
    expect(pages.join(' ')).toMatch(/Votre style en quelques mots\s+Rock/);
    expect(pages[1]).toMatch(/^Carnet de style · Léa Œillet · Inès Moreau\s+2\s/);
  });

  it('refuses a composition without each section once, and is the following consultant’s alone', async () => {
    const { consultant, client } = await engagedClient();
    const twice = await saveCarnet(consultant, client.id, {
      sections: [
        { kind: 'cover', included: true },
        { kind: 'cover', included: true },
        { kind: 'looks', included: true },
        { kind: 'morphology', included: true },
        { kind: 'shopping', included: true },
        { kind: 'sort', included: false },
      ],
      intro: '',
      lookIds: [],
    });
    expect(twice.status).toBe(400);
    expect((await json<{ error: { message: string } }>(twice)).error.message).toBe(
      'Chaque partie doit apparaître une fois.',
    );
    const stranger = await signUp(t, 'consultant');
    for (const user of [stranger, client]) {
      expect((await user.request(`/api/clients/${client.id}/carnet`)).status).toBe(404);
      expect((await user.request(`/api/clients/${client.id}/carnet.pdf`)).status).toBe(404);
      const send = await user.request(`/api/clients/${client.id}/documents`, {
        method: 'POST',
        json: { kind: 'carnet' },
      });
      expect(send.status).toBe(404);
    }
  });
});

describe('the carnet at 20 looks', () => {
  it('stays under 10 MB with pictures that compress badly, one look per page', async () => {
    const { consultant, client, jacket } = await engagedClient();
    // Noise: the worst a picture can be for JPEG.
    const noise = Buffer.from(Array.from({ length: 800 * 800 * 3 }, (_, i) => (i * 7919) % 251));
    const picture = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const looks = [];
    for (let i = 0; i < 20; i++)
      looks.push(await composeOutfit(consultant, client.id, [jacket.id], `Tenue ${i + 1}`, picture));
    expect(
      (
        await saveCarnet(consultant, client.id, {
          sections: CARNET_SECTIONS.map((kind) => ({ kind, included: kind === 'looks' })),
          intro: '',
          lookIds: looks.map((look) => look.id),
        })
      ).status,
    ).toBe(200);
    const response = await consultant.request(`/api/clients/${client.id}/carnet.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(10 * 2 ** 20);
    const pdf = await parsePdf(bytes);
    expect(pdf.pages.map((page) => /Tenue \d+/.exec(page.text)?.[0])).toEqual(
      looks.map((_, i) => `Tenue ${i + 1}`),
    );
  });
});

describe('the shopping list alone', () => {
  it('lists her open proposals with their link for her and for her consultant, totals against the budget for the consultant', async () => {
    const { consultant, client, jacket } = await engagedClient();
    for (const user of [client, consultant]) {
      const response = await user.request(`/api/clients/${client.id}/shopping-list.pdf?telechargement=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      const pdf = await parsePdf(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.pages).toHaveLength(1);
      expect(pdf.pages[0]!.text).toContain('Veste en laine camel');
      expect(pdf.pages[0]!.text).toContain('Galeries du Centre');
      expect(pdf.pages[0]!.text).toContain('Taille 38');
      expect(pdf.pages[0]!.links).toEqual(['https://boutique.example/veste-camel?ref=carnet']);
    }
    // Declined, it is no longer to buy.
    const declined = await client.request(`/api/proposals/${jacket.id}/decision`, {
      method: 'PUT',
      json: { decision: 'declined' },
    });
    expect(declined.status).toBe(200);
    const after = await parsePdf(
      new Uint8Array(
        await (await client.request(`/api/clients/${client.id}/shopping-list.pdf`)).arrayBuffer(),
      ),
    );
    expect(after.pages[0]!.text).not.toContain('Veste en laine camel');
    expect(after.pages[0]!.text).toContain('Aucune proposition en cours.');
  });
});

describe("'Envoyer à la cliente'", () => {
  it('keeps dated versions in her documents, tells her, and shows the consultant which version she opened', async () => {
    const { consultant, client } = await engagedClient();
    const send = (kind: 'carnet' | 'shopping') =>
      consultant.request(`/api/clients/${client.id}/documents`, { method: 'POST', json: { kind } });
    const first = await send('carnet');
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await json<ClientDocument>(first)).toMatchObject({ kind: 'carnet', version: 1, openedAt: null });
    // A double tap: two versions, numbered one after the other.
    const both = await Promise.all([send('carnet'), send('carnet')]);
    expect(both.map((response) => response.status)).toEqual([201, 201]);
    const versions = (await Promise.all(both.map((response) => json<ClientDocument>(response)))).map(
      (document) => document.version,
    );
    expect(versions.sort()).toEqual([2, 3]);
    expect((await send('shopping')).status).toBe(201);

    const listed = await json<{ items: ClientDocument[] }>(
      await client.request(`/api/clients/${client.id}/documents`),
    );
    expect(listed.items.map((document) => [document.kind, document.version])).toEqual([
      ['shopping', 1],
      expect.arrayContaining(['carnet']),
      expect.arrayContaining(['carnet']),
      ['carnet', 1],
    ]);
    expect(listed.items[0]!.sentBy).toEqual({ id: consultant.id, name: 'Inès Moreau' });
    const told = await t.db.select().from(notifications).where(eq(notifications.recipientId, client.id));
    expect(told.filter((row) => row.kind === 'document.sent')).toHaveLength(4);

    const oldest = listed.items.at(-1)!;
    const opened = await client.request(oldest.url);
    expect(opened.status).toBe(200);
    const pdf = await parsePdf(new Uint8Array(await opened.arrayBuffer()));
    expect(pdf.pages[0]!.text).toContain('Carnet de style');
    const seen = await json<{ items: ClientDocument[] }>(
      await consultant.request(`/api/clients/${client.id}/documents`),
    );
    expect(seen.items.find((document) => document.id === oldest.id)!.openedAt).not.toBeNull();
    expect(seen.items.filter((document) => document.openedAt !== null)).toHaveLength(1);
    // Her consultant reading it records nothing.
    expect((await consultant.request(listed.items[0]!.url)).status).toBe(200);
    const [shopping] = await t.db
      .select()
      .from(clientDocuments)
      .where(eq(clientDocuments.id, listed.items[0]!.id));
    expect(shopping!.openedAt).toBeNull();

    // A stranger and, once the link ends, the former consultant see nothing; the client keeps her documents.
    const stranger = await signUp(t, 'consultant');
    expect((await stranger.request(oldest.url)).status).toBe(404);
    expect((await stranger.request(`/api/clients/${client.id}/documents`)).status).toBe(404);
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(oldest.url)).status).toBe(404);
    expect((await consultant.request(`/api/clients/${client.id}/documents`)).status).toBe(404);
    expect((await client.request(oldest.url)).status).toBe(200);
  });
});
