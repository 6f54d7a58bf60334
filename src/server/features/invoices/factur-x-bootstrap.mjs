// Worker threads start without the TypeScript loader of their parent in every context (tests, production under
// tsx), so this registers it before loading the worker (as the enhancer's bootstrap does).
import { register } from 'tsx/esm/api';

register();
await import('./factur-x-worker.ts');
