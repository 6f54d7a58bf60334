import { describe, expect, it } from 'vitest';
import { pageStateScript } from './page-data';

describe('pageStateScript', () => {
  it('carries the answers as JSON that no value can break out of', () => {
    const state = {
      queries: [{ queryKey: ['me'], state: { data: { firstName: '</script><script>alert(1)</script>' } } }],
    };
    const script = pageStateScript(state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(state);
  });
});
