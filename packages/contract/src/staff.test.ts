import { describe, expect, it } from 'vitest';
import { endpointSchemas, type EndpointName } from './endpoint-schemas';
import { STAFF_AREAS, STAFF_AREAS_OF, staffMayUse } from './staff';
import { STAFF_ROLES } from './users';

const names = Object.keys(endpointSchemas) as EndpointName[];
const areaOf = (name: EndpointName): string | undefined =>
  (endpointSchemas[name] as { area?: string }).area;

describe('the staff areas of the endpoint table', () => {
  it('names the area of every admin row, so no new admin endpoint is forgotten', () => {
    const missing = names.filter(
      (name) => endpointSchemas[name].auth === 'admin' && areaOf(name) === undefined,
    );
    const advice = missing.map(
      (name) =>
        `endpointSchemas.${name} (packages/contract/src/endpoint-schemas.ts) has auth: 'admin' ` +
        `and no area: add \`area: '<one of ${STAFF_AREAS.join(' | ')}>',\` after its auth line ` +
        `(who may use each area: STAFF_AREAS_OF in packages/contract/src/staff.ts)`,
    );
    expect(advice, advice.join('\n')).toEqual([]);
  });

  it('gives an area to admin rows only, and only a known one', () => {
    for (const name of names) {
      const area = areaOf(name);
      if (endpointSchemas[name].auth !== 'admin') expect(area, name).toBeUndefined();
      else expect(STAFF_AREAS, name).toContain(area);
    }
  });

  it('lets the owner use everything, order staff no catalogue or settings, catalogue staff no money', () => {
    for (const area of STAFF_AREAS) expect(staffMayUse('OWNER', area)).toBe(true);
    expect(STAFF_AREAS.filter((area) => staffMayUse('ORDERS', area))).toEqual([
      'orders',
      'customers',
      'payments',
    ]);
    expect(STAFF_AREAS.filter((area) => staffMayUse('CATALOGUE', area))).toEqual([
      'catalogue',
      'stock',
    ]);
    expect(Object.keys(STAFF_AREAS_OF).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('keeps a row without an area to the owner alone', () => {
    expect(STAFF_ROLES.filter((role) => staffMayUse(role, undefined))).toEqual(['OWNER']);
  });
});
