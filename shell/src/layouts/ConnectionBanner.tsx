// While the session check cannot reach the api (a 5xx, a dropped connection) the person
// keeps their page; a calm line under the top bar says the portal is trying again. Not an alert:
// nothing is wrong with what they did and nothing is asked of them.
import styled from 'styled-components';
import { useOnline } from '@portal/shared-ui';
import { messages } from '../messages';

/** Dark text on the soft warning tint (theme tokens: 8.5:1, WCAG AA asks 4.5:1). */
export const Banner = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: ${({ theme }) => `${theme.borders.accent} solid ${theme.colors.warning}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
`;

/**
 * The live region is always there and only its text comes and goes, so screen readers announce the
 * text when it appears (a region added together with its text is not announced by all of them).
 */
export function ConnectionBanner({ retrying }: { retrying: boolean }) {
  // with no network at all, OfflineBanner says so instead
  const online = useOnline();
  return <div role="status">{retrying && online && <Banner>{messages.sessionRetrying}</Banner>}</div>;
}
