import { describe, expect, it } from 'vitest';
import { lazyResolver, lazySchemas, VALIDATION_LOAD_FAILED } from './lazy-validation';

/** A module load the test lets through when it wants, counting the attempts. */
function slowLoad<M>(module: M) {
  const attempts: { resolve: (value: M) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<M>((resolve, reject) => attempts.push({ resolve, reject }));
  return { load, attempts, module };
}

describe('lazySchemas', () => {
  it('sends once for a double tap made while the schemas load, then each time', async () => {
    const schemas = slowLoad({ name: 'auth' });
    const lazy = lazySchemas(schemas.load);
    const sent: string[] = [];
    const first = lazy.submit((module) => void sent.push(module.name));
    const second = lazy.submit((module) => void sent.push(`${module.name} again`));
    expect(schemas.attempts).toHaveLength(1);
    schemas.attempts[0]!.resolve(schemas.module);
    await Promise.all([first, second]);
    expect(sent).toEqual(['auth']);

    await lazy.submit((module) => void sent.push(`${module.name} later`));
    expect(sent).toEqual(['auth', 'auth later']);
    expect(schemas.attempts).toHaveLength(1);
  });

  it('sends nothing when the schemas cannot load, and tries the load again on the next submit', async () => {
    const schemas = slowLoad({ name: 'auth' });
    const lazy = lazySchemas(schemas.load);
    const sent: string[] = [];
    const offline = lazy.submit(() => void sent.push('sent offline'));
    schemas.attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await offline;
    expect(sent).toEqual([]);

    const online = lazy.submit(() => void sent.push('sent'));
    expect(schemas.attempts).toHaveLength(2);
    schemas.attempts[1]!.resolve(schemas.module);
    await online;
    expect(sent).toEqual(['sent']);
  });

  it('starts loading at the first key, touch or input in the form, once', () => {
    const schemas = slowLoad({});
    const lazy = lazySchemas(schemas.load);
    expect(schemas.attempts).toHaveLength(0);
    lazy.whenUsed.onInput();
    lazy.whenUsed.onKeyDown();
    lazy.whenUsed.onPointerDown();
    expect(schemas.attempts).toHaveLength(1);
  });
});

describe('lazyResolver', () => {
  type Values = { email: string };
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('answers with a form error when the schemas cannot load, and checks once they can', async () => {
    let fail = true;
    const resolver = lazyResolver<Values, Values>(async () => {
      if (fail) throw new Error('offline');
      return async (values) => ({ values, errors: {} });
    });
    const offline = await resolver({ email: 'a@b.fr' }, undefined, options);
    expect(offline.errors).toEqual({
      root: { type: 'validation-unavailable', message: VALIDATION_LOAD_FAILED },
    });

    fail = false;
    const online = await resolver({ email: 'a@b.fr' }, undefined, options);
    expect(online).toEqual({ values: { email: 'a@b.fr' }, errors: {} });
  });
});
