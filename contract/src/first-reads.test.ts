// The page's JSON elements (api/src/web/hints.ts jsonElement) have one reader.
import { FIRST_READS_ELEMENT, PAGE_SCREENS_ELEMENT, readPageJson } from './first-reads';

function pageWith(id: string, text: string): Document {
  const page = document.implementation.createHTMLDocument('');
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  page.head.append(element);
  return page;
}

test('the value the element holds, by its id', () => {
  const page = pageWith(PAGE_SCREENS_ELEMENT, '{"/remote-admin/mf-manifest.json":{"release":"r2"}}');
  expect(readPageJson(PAGE_SCREENS_ELEMENT, page)).toEqual({ '/remote-admin/mf-manifest.json': { release: 'r2' } });
  expect(readPageJson(FIRST_READS_ELEMENT, page)).toBeNull();
});

test('an element that does not hold JSON reads as none', () => {
  expect(readPageJson(FIRST_READS_ELEMENT, pageWith(FIRST_READS_ELEMENT, '{"session": "/api/session"'))).toBeNull();
  expect(readPageJson(FIRST_READS_ELEMENT, pageWith(FIRST_READS_ELEMENT, ''))).toBeNull();
});
