// Worker threads start without the TypeScript loader of their parent in every context (tests, the bench,
// production under tsx), so each registers it before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
