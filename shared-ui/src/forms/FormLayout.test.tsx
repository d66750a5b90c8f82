import { renderUi } from '../test-utils';
import { FormColumns, FormWide } from './FormLayout';

/** the page's style rules as one text, without spaces (styled-components writes them in <style> tags) */
const sheet = () =>
  Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('')
    .replace(/\s+/g, '');

/** the rules of the class styled-components gave this element: its own, and those inside a media query */
function rulesOf(el: Element): { own: string; at: Record<string, string> } {
  const css = sheet();
  const cls = Array.from(el.classList).find((c) => css.includes(`.${c}{`)) ?? '';
  const own = Array.from(css.matchAll(new RegExp(`(?:^|})\\.${cls}\\{([^}]*)\\}`, 'g')), (m) => m[1]).join('');
  const at: Record<string, string> = {};
  for (const m of css.matchAll(new RegExp(`@media\\(min-width:(\\d+)px\\)\\{\\.${cls}\\{([^}]*)\\}\\}`, 'g'))) at[m[1]] = (at[m[1]] ?? '') + m[2];
  return { own, at };
}

test('by default one column on a phone and two from 600 px (SPEC 9)', () => {
  const { getByTestId } = renderUi(<FormColumns data-testid="grid" />);
  const { own, at } = rulesOf(getByTestId('grid'));
  expect(own).toContain('grid-template-columns:minmax(0,1fr)');
  expect(at).toEqual({ 600: 'grid-template-columns:repeat(2,minmax(0,1fr));' });
});

test('a screen may give other counts at the theme breakpoints, a step left out keeping the one before', () => {
  const { getByTestId } = renderUi(
    <>
      <FormColumns data-testid="filters" $columns={{ smUp: 2, lgUp: 4 }} $align="start" />
      <FormColumns data-testid="numbers" $columns={{ phone: 3 }} />
    </>,
  );
  const filters = rulesOf(getByTestId('filters'));
  expect(filters.own).toContain('align-items:start');
  expect(filters.at).toEqual({ 600: 'grid-template-columns:repeat(2,minmax(0,1fr));', 1280: 'grid-template-columns:repeat(4,minmax(0,1fr));' });
  const numbers = rulesOf(getByTestId('numbers'));
  expect(numbers.own).toContain('grid-template-columns:repeat(3,minmax(0,1fr))');
  expect(numbers.at).toEqual({});
});

test("'fill' lays a list's filters side by side while they fit, closer together", () => {
  const { getByTestId } = renderUi(<FormColumns data-testid="grid" $columns="fill" />);
  const { own, at } = rulesOf(getByTestId('grid'));
  expect(own).toContain('grid-template-columns:repeat(auto-fill,minmax(min(100%,12rem),1fr))');
  expect(own).toContain('column-gap:15px');
  expect(at).toEqual({});
});

test('FormWide takes a whole line of the grid', () => {
  const { getByTestId } = renderUi(
    <FormColumns>
      <FormWide data-testid="wide" />
    </FormColumns>,
  );
  expect(rulesOf(getByTestId('wide')).own).toContain('grid-column:1/-1');
});
