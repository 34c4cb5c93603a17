import { describe, expect, it } from 'vitest';
import { pickRelatedServices, type RelatedService } from './relatedServices';

const service = (href: string, group: RelatedService['group']): RelatedService => ({ href, group, title: href, description: '' });
const services = [
  service('/foreis', 'secondary'),
  service('/students', 'primary'),
  service('/entos-ylis', 'secondary'),
  service('/university-students', 'primary'),
  service('/tests', 'primary'),
  service('/about', 'secondary'),
  service('/mixanografika', 'primary'),
  service('/imerides', 'secondary'),
  service('/seminaria', 'secondary'),
];
const hrefs = (picked: RelatedService[]) => picked.map((item) => item.href);

describe('pickRelatedServices', () => {
  it('shows six by default, the primary group first, each group in its given order', () => {
    expect(hrefs(pickRelatedServices(services, undefined))).toEqual([
      '/students',
      '/university-students',
      '/tests',
      '/mixanografika',
      '/foreis',
      '/entos-ylis',
    ]);
  });

  it('leaves out the current page and fills its place from the next in line', () => {
    expect(hrefs(pickRelatedServices(services, '/tests'))).toEqual([
      '/students',
      '/university-students',
      '/mixanografika',
      '/foreis',
      '/entos-ylis',
      '/about',
    ]);
  });

  it('takes a configurable maximum, and shows all when there are fewer', () => {
    expect(hrefs(pickRelatedServices(services, '/students', 3))).toEqual(['/university-students', '/tests', '/mixanografika']);
    expect(pickRelatedServices(services, undefined, 20)).toHaveLength(9);
    expect(pickRelatedServices(services, undefined, 0)).toEqual([]);
  });
});
