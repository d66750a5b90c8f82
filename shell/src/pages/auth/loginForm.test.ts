import { MIN, REQUIRED } from '@portal/contract';
import { LOGIN_RULES, loginForm } from './loginForm';

test('the login rules are the contract\'s words', () => {
  expect(LOGIN_RULES.required).toBe(REQUIRED);
  expect(LOGIN_RULES.passwordMin).toBe(MIN.password);
});

test('both fields are required; the identification is trimmed', () => {
  const empty = loginForm.safeParse({ identification: '  ', password: '' });
  expect(empty.success).toBe(false);
  expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['identification', REQUIRED],
    ['password', REQUIRED],
  ]);
  expect(loginForm.safeParse({ identification: ' 52123456 ', password: 'x' })).toEqual({
    success: true,
    data: { identification: '52123456', password: 'x' },
  });
});
