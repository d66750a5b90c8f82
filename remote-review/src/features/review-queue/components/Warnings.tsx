// An invoice's warnings as the api words them (contract REVIEW_WARNING), each one a link to
// the other invoice it names (the same photo) when there is one, so the approver can hold them side by side.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewWarning } from '@portal/contract';
import { Icon } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { invoiceDetailsPath } from '../../../paths';

const text = messages.reviewQueue;

const List = styled.ul`
  display: flex;
  /* a readable line even in a narrow column (a phone's card has its own line) */
  ${({ theme }) => theme.media.smUp} { min-width: calc(${({ theme }) => theme.sizes.cardIcon} * 3); }
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: ${({ theme }) => `${theme.borders.accent} solid ${theme.colors.warning}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  text-align: start;
  overflow-wrap: break-word;
  svg { flex: none; color: ${({ theme }) => theme.colors.warning}; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

const None = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** the warnings of one invoice, or 'Sin advertencias' */
export function Warnings({ warnings }: { warnings: readonly ReviewWarning[] }) {
  if (warnings.length === 0) return <None>{text.noWarnings}</None>;
  return (
    <List>
      {warnings.map((w, i) => (
        <Item key={`${w.code}-${w.invoice_id ?? w.user_id ?? i}`}>
          <Icon name="warning" size="sm" />
          {w.invoice_id !== undefined ? (
            <Link to={invoiceDetailsPath(w.invoice_id)}>{w.text}</Link>
          ) : (
            <span>{w.text}</span>
          )}
        </Item>
      ))}
    </List>
  );
}
