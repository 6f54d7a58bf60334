import {
  get,
  set,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { toast } from '~/web/lib/toast';

/**
 * A form's schemas are loaded when the form is first used, not with its page: they bring zod (23 KB of brotli)
 * that a page showing data never needs (decision record 53). A form spreads `whenUsed` on itself: the first key,
 * touch or input in it (typed, pasted or filled in by the browser) loads them, so they are there when it is sent.
 */
export const VALIDATION_LOAD_FAILED =
  'Le formulaire n’a pas pu être vérifié\u00a0: vérifiez votre connexion et réessayez.';

type WhenUsed = { onPointerDown: () => void; onKeyDown: () => void; onInput: () => void };

function loader<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = () => void get().catch(() => undefined);
  const whenUsed: WhenUsed = { onPointerDown: preload, onKeyDown: preload, onInput: preload };
  return { get, whenUsed };
}

/**
 * Schemas checked by hand on submit (`safeParse`). `submit` runs `send` once they are loaded; a second submit
 * while the first still waits for them is dropped (a double tap), and a failed load says so instead of sending.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  const schemas = loader(load);
  let waiting = false;
  return {
    whenUsed: schemas.whenUsed,
    async submit(send: (loaded: M) => void | Promise<void>) {
      if (waiting) return;
      waiting = true;
      let loaded: M;
      try {
        loaded = await schemas.get();
      } catch {
        toast.error(VALIDATION_LOAD_FAILED);
        return;
      } finally {
        waiting = false;
      }
      await send(loaded);
    },
  };
}

/** react-hook-form's resolver, made by `load` from schemas loaded on the first check (or first use). */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> & { whenUsed: WhenUsed } {
  const resolver = loader(load);
  const resolve: Resolver<Values, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Values, unknown, Output>;
    try {
      check = await resolver.get();
    } catch {
      toast.error(VALIDATION_LOAD_FAILED);
      return {
        values: {},
        errors: { root: { type: 'validation-unavailable', message: VALIDATION_LOAD_FAILED } },
      } as ResolverResult<Values, Output>;
    }
    return check(values, context, options);
  };
  return Object.assign(resolve, { whenUsed: resolver.whenUsed });
}

/** zod's resolver for react-hook-form, for `lazyResolver`'s loaders. */
export const loadZodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/** What `schemaResolver` needs of a schema: zod's `safeParse`, without importing zod here. */
type ParsingSchema<Output> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * react-hook-form's resolver for a form whose fields hold texts ('89,90', '20') checked by the server's own schema:
 * `toInput` reads the texts as the API takes them (what does not read as a number stays NaN, and the schema says
 * so in its words); `fieldOf` names the form's field for a path of the schema ('lines.0.unitCents' is the form's
 * 'lines.0.price'). Each field shows its first problem.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  load: () => Promise<ParsingSchema<Output>>,
  toInput: (values: Values) => unknown,
  fieldOf: (path: string) => string = (path) => path,
) {
  return lazyResolver<Values, Output>(async () => {
    const schema = await load();
    return (values) => {
      const parsed = schema.safeParse(toInput(values));
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: FieldErrors<Values> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.map(String).join('.')) || 'root';
        if (!get(errors, field)) set(errors, field, { type: 'validate', message: issue.message });
      }
      return { values: {}, errors } as ResolverResult<Values, Output>;
    };
  });
}
