import { describe, expect, it } from 'vitest';
import { maxPageFor, normalizeQuery, queryFromSearch, sameQuery, searchOfQuery } from './content-list-query';

describe('the query of a list in the URL', () => {
  it('trims the search, drops empty filters and takes a whole page from 1 up', () => {
    expect(normalizeQuery({ search: '  xét   nghiệm ', filters: { doctor: '', category: ' kids ' }, page: '3' }, 4)).toEqual({
      search: 'xét nghiệm',
      filters: { category: 'kids' },
      page: 3,
    });
    for (const page of ['abc', 0, -1, 2.5, '', '  ', null, undefined]) expect(normalizeQuery({ page }, 4).page).toBe(1);
    expect(normalizeQuery({ page: 2 }, 4).page).toBe(2);
  });

  it('takes no filters from anything but an object, a number as its text, in the order of their names', () => {
    expect(normalizeQuery({ filters: null }, 4).filters).toEqual({});
    expect(normalizeQuery({ filters: 'kids' }, 4).filters).toEqual({});
    expect(Object.entries(normalizeQuery({ filters: { role: 5, b: ' x ', a: 'y' } }, 4).filters)).toEqual([
      ['a', 'y'],
      ['b', 'x'],
      ['role', '5'],
    ]);
  });

  it('shows at most 100 items after a reload', () => {
    expect(maxPageFor(9)).toBe(11);
    expect(normalizeQuery({ page: 500 }, 9).page).toBe(11);
  });

  it('round-trips through the URL, leaving out page 1, no search and default filters', () => {
    const query = normalizeQuery({ search: 'gen', filters: { countryCode: 'US', role: 'doctor' }, page: 2 }, 9);
    const search = searchOfQuery(query, { countryCode: 'US' });
    expect(search).toEqual({ q: 'gen', role: 'doctor', page: 2 });
    expect(sameQuery(normalizeQuery(queryFromSearch(search, ['countryCode', 'role'], { countryCode: 'US' }), 9), query)).toBe(true);
    expect(searchOfQuery(normalizeQuery({}, 9))).toEqual({});
  });

  it('compares filters by value, whatever their order', () => {
    expect(sameQuery({ search: '', filters: { a: '1', b: '2' }, page: 1 }, { search: '', filters: { b: '2', a: '1' }, page: 1 })).toBe(true);
    expect(sameQuery({ search: '', filters: { a: '1' }, page: 1 }, { search: '', filters: {}, page: 1 })).toBe(false);
    expect(sameQuery({ search: 'gen', filters: {}, page: 1 }, { search: 'gen', filters: {}, page: 2 })).toBe(false);
    expect(sameQuery({ search: 'gen', filters: {}, page: 1 }, { search: 'gene', filters: {}, page: 1 })).toBe(false);
  });
});
