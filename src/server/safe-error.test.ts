import { describe, expect, it } from 'vitest';
import { serializeError } from './safe-error';

describe('serializeError', () => {
  it('keeps only named fields, so addresses a mail library attaches never reach the logs', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: <lea@example.fr>"),
      {
        code: 'EENVELOPE',
        rejected: ['lea@example.fr'],
        response: '550 5.1.1 <lea@example.fr> unknown',
      },
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'Error', code: 'EENVELOPE' });
    expect(JSON.stringify(serialized)).not.toContain('lea@example.fr');
  });

  it('stops following causes after a few levels', () => {
    let error = new Error('racine');
    for (let i = 0; i < 10; i++) error = new Error(`niveau ${i}`, { cause: error });
    expect(JSON.stringify(serializeError(error))).toContain('[cause omitted]');
  });
});
