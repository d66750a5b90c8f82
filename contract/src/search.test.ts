// The one search rule (foldForSearch / searchQuery / includesSearch), which the api
// (api/src/http/list.ts, tested on both databases in api/src/http/search-rule.test.ts), the one
// table and grid on a list the screen holds whole (shared-ui filterRows, through useMemoryList) all use.
import { foldForSearch, includesSearch, searchKey, searchQuery } from './search';

describe('foldForSearch', () => {
  it('ignores capitals and the Spanish accents', () => {
    expect(foldForSearch('Nevera Eléctrica')).toBe('nevera electrica');
    expect(foldForSearch('ÁÉÍÓÚÜ áéíóúü')).toBe('aeiouu aeiouu');
    expect(foldForSearch('BOGOTÁ')).toBe('bogota');
  });

  it("reads 'ñ' and 'Ñ' as 'n'", () => {
    expect(foldForSearch('Muñeco')).toBe('muneco');
    expect(foldForSearch('MUÑECO')).toBe('muneco');
    expect(foldForSearch('Ñandú')).toBe('nandu');
  });

  it('folds an accent typed as a combining mark like the composed letter', () => {
    expect(foldForSearch('Ele\u0301ctrica Mun\u0303eco')).toBe('electrica muneco');
  });

  it('leaves digits, separators and ASCII as they are, lower-cased', () => {
    expect(foldForSearch('225/45R17 N\'Fera SU1 #12-3')).toBe("225/45r17 n'fera su1 #12-3");
  });

  it('keeps sorting apart: searchKey still puts ñ after n, only the search reads it as n', () => {
    expect(searchKey('Muñeco')).toBe('mun~eco');
    expect(foldForSearch('Muñeco')).toBe(foldForSearch('Muneco'));
    expect(searchKey('Muñeco')).not.toBe(searchKey('Muneco'));
  });
});

describe('searchQuery', () => {
  it('trims and takes a run of spaces as one', () => {
    expect(searchQuery('  nevera \t  ELÉCTRICA ')).toBe('nevera electrica');
  });

  it("is '' for an empty or blank query", () => {
    expect(searchQuery('')).toBe('');
    expect(searchQuery('   ')).toBe('');
  });
});

describe('includesSearch', () => {
  it.each([
    ['Nevera Eléctrica', 'electrica'],
    ['Nevera Eléctrica', 'ELECTRICA'],
    ['Nevera electrica', 'Eléctrica'],
    ['Muñeco de peluche', 'muneco'],
    ['Muñeco de peluche', 'MUÑECO'],
    ['Muneco de peluche', 'muñeco'],
    ['Bogotá', 'BOGOTA'],
    ['Nevera Eléctrica', '  nevera   eléctrica  '],
    ['Cualquiera', ''],
    ['Cualquiera', '   '],
  ])('%s contains %j', (text, query) => {
    expect(includesSearch(text, query)).toBe(true);
  });

  it.each([
    ['Nevera Eléctrica', 'electricas'],
    ['Muñeco', 'mueco'],
    ['Nevera Eléctrica', 'nevera  x'],
  ])('%s does not contain %j', (text, query) => {
    expect(includesSearch(text, query)).toBe(false);
  });
});
