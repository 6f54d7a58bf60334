import { describe, expect, it } from 'vitest';
import { pageDataScript, type PageData } from './page-data';

describe('pageDataScript', () => {
  it('carries the data as JSON that no value can break out of', () => {
    const data = {
      me: { firstName: '</script><script>alert(1)</script>', lastName: 'Lambert' },
      clientProfile: { height: 165 },
    } as unknown as PageData;
    const script = pageDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(data);
  });
});
