import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import { PALETTES } from '~/domain/palettes';
import { consultantClients } from '../../db/schema';
import { solidPng } from '../../test/images';
import { parsePdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pairWithPalette() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Œillet' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const saved = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
    method: 'PUT',
    json: {
      ...EMPTY_DIAGNOSIS_INPUT,
      palette: 'automne_profond',
      avoidColors: [{ name: 'Rose bonbon', hex: '#ff69b4' }],
    },
  });
  expect(saved.status).toBe(200);
  return { consultant, client };
}

const download = async (user: TestUser, path: string) => {
  const response = await user.request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('the pocket palette', () => {
  it('is one A4 page naming her, her season and every swatch in the embedded Inter, with her consultant’s business', async () => {
    const { consultant, client } = await pairWithPalette();
    const business = await consultant.request('/api/me/business', {
      method: 'PUT',
      json: {
        businessName: 'Atelier Inès – Conseil en image',
        accentColor: '#0F766E',
        email: 'contact@atelier-ines.fr',
        phone: '06 12 34 56 78',
        website: 'https://atelier-ines.fr',
      },
    });
    expect(business.status).toBe(200);
    expect(await business.json()).toMatchObject({
      accentColor: '#0f766e',
      website: 'https://atelier-ines.fr/',
    });

    for (const user of [consultant, client]) {
      const { response, bytes } = await download(user, `/api/clients/${client.id}/pocket-palette.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('Palette de poche - Léa Œillet.pdf')}`,
      );
      const pdf = await parsePdf(bytes);
      expect(pdf.pages).toHaveLength(1);
      expect(pdf.pages[0]).toMatchObject({
        width: expect.closeTo(595.28, 0),
        height: expect.closeTo(841.89, 0),
      });
      const { text, links } = pdf.pages[0]!;
      expect(text).toContain('Léa Œillet');
      expect(text).toContain('Automne profond');
      for (const swatch of PALETTES.automne_profond.swatches) expect(text).toContain(swatch.name);
      expect(text).toContain('Rose bonbon');
      expect(text).toContain('Atelier Inès – Conseil en image');
      expect(text).toContain('contact@atelier-ines.fr');
      // 'taille réelle (100 %)': the no-break space survives as a space a reader can copy.
      expect(text).toMatch(/100\s%/);
      expect(links).toEqual(['https://atelier-ines.fr/']);
      expect(pdf.embeddedFonts.some((name) => name.endsWith('Inter-Regular'))).toBe(true);
      expect(pdf.title).toBe('Palette de poche – Léa Œillet');
    }
  });

  it('and its phone wallpaper show her colours; a stranger, a former consultant and a client without a palette get a 404', async () => {
    const { consultant, client } = await pairWithPalette();
    const { response, bytes } = await download(client, `/api/clients/${client.id}/palette-wallpaper.png`);
    expect(response.status).toBe(200);
    const image = sharp(bytes);
    expect(await image.metadata()).toMatchObject({ width: 1170, height: 2532, format: 'png' });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let y = 0; y < info.height; y += 40) {
      for (let x = 0; x < info.width; x += 40) {
        const at = (y * info.width + x) * info.channels;
        colours.add(
          `#${[data[at]!, data[at + 1]!, data[at + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
        );
      }
    }
    for (const swatch of PALETTES.automne_profond.swatches) expect(colours).toContain(swatch.hex);

    const stranger = await signUp(t, 'consultant');
    for (const path of ['pocket-palette.pdf', 'palette-wallpaper.png']) {
      expect((await stranger.request(`/api/clients/${client.id}/${path}`)).status).toBe(404);
    }
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/clients/${client.id}/pocket-palette.pdf`)).status).toBe(404);
    // Hers still, unbranded once her consultant has gone.
    const unbranded = await parsePdf(
      (await download(client, `/api/clients/${client.id}/pocket-palette.pdf`)).bytes,
    );
    expect(unbranded.pages[0]!.text).not.toContain('Inès');

    const newcomer = await signUp(t, 'client');
    const none = await newcomer.request(`/api/clients/${newcomer.id}/pocket-palette.pdf`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'Aucune palette n’a encore été choisie.',
    );
  });
});

describe("'Mon activité'", () => {
  it('keeps one logo file when two are sent at once (a double tap), and none once removed', async () => {
    const consultant = await signUp(t, 'consultant');
    const send = async (colour: string) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await solidPng(300, 100, colour))], { type: 'image/png' }),
        'logo.png',
      );
      return consultant.request('/api/me/business/logo', { method: 'PUT', body: form });
    };
    const logosOnDisk = async () =>
      (await readdir(join(t.filesDir, 'users', consultant.id)).catch(() => [] as string[])).filter((name) =>
        name.startsWith('business-logo-'),
      );
    const answers = await Promise.all([send('#0f766e'), send('#7c3aed')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await logosOnDisk()).toHaveLength(1);
    expect((await consultant.request('/api/me/business/logo')).status).toBe(200);
    await consultant.request('/api/me/business/logo', { method: 'DELETE' });
    expect(await logosOnDisk()).toEqual([]);
  });

  it('keeps her business details and logo, refuses bad ones in French, and is hers alone', async () => {
    const consultant = await signUp(t, 'consultant');
    const empty = (await (await consultant.request('/api/me/business')).json()) as { accentColor: string };
    expect(empty).toMatchObject({ businessName: null, accentColor: '#7c3aed', logoUrl: null });
    const bad = await consultant.request('/api/me/business', {
      method: 'PUT',
      json: { accentColor: 'violet', website: 'http://exemple.fr', email: 'pas-une-adresse' },
    });
    expect(bad.status).toBe(400);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await solidPng(900, 300, '#0f766e'))], { type: 'image/png' }),
      'logo.png',
    );
    const logo = await consultant.request('/api/me/business/logo', { method: 'PUT', body: form });
    expect(logo.status).toBe(200);
    const { logoUrl } = (await logo.json()) as { logoUrl: string };
    const stored = await consultant.request(logoUrl);
    expect(await sharp(new Uint8Array(await stored.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 200,
      format: 'png',
    });
    const client = await signUp(t, 'client');
    expect((await client.request('/api/me/business')).status).toBe(403);
    const removed = await consultant.request('/api/me/business/logo', { method: 'DELETE' });
    expect(((await removed.json()) as { logoUrl: string | null }).logoUrl).toBeNull();
    expect((await consultant.request('/api/me/business/logo')).status).toBe(404);
  });
});
