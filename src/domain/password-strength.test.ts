import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { commonPasswordSet, passwordWeakness } from './password-strength';

const common = commonPasswordSet(COMMON_PASSWORDS_TEXT);
const owner = { email: 'jean-pierre.dupont@example.fr', firstName: 'Jean-Pierre', lastName: 'Lefèvre' };

describe('passwordWeakness', () => {
  it('ships about ten thousand passwords, the French favourites among them', () => {
    expect(common.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ['123456', 'azerty', 'motdepasse', 'soleil', 'jetaime', 'doudou', 'marseille'])
      expect(common.has(password)).toBe(true);
    expect([...common].every((password) => password.length >= 6)).toBe(true);
  });

  it.each(['azerty', 'AZERTY', 'MotDePasse', 'Soleil', 'password1'])('calls %s too common', (password) => {
    expect(passwordWeakness(password, {}, common)).toBe('tooCommon');
  });

  it.each(['dupont-rouge-12', 'PIERRE-vert-99', 'xx-lefevre-xx', 'LEFÈVRE-2031', 'jean-pierre.dupont'])(
    'calls %s personal',
    (password) => {
      expect(passwordWeakness(password, owner, common)).toBe('containsPersonalInfo');
    },
  );

  it('ignores name parts under 3 letters and accepts an unrelated password', () => {
    expect(passwordWeakness('Lila-Orage-2031', { firstName: 'Li', lastName: 'O' }, common)).toBeNull();
    expect(passwordWeakness('Velours-Indigo-42', owner, common)).toBeNull();
  });
});
