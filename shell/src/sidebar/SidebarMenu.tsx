// SPEC 2.4 + SPEC 6: the menu of the user's profile; hidden entries are routed but not drawn.
import { useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuGroup, MenuItem, MenuLink } from '@portal/contract';
import { VisuallyHidden } from '@portal/shared-ui';
import { messages } from '../messages';
import { openContact } from '../pages/ContactPage';
import { initials } from './initials';
import { useMenuBadge } from './useMenuBadge';

export const navItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.sidebar.linkGap};
  width: 100%;
  margin: ${({ theme }) => theme.space.xxs} 0;
  padding: ${({ theme }) => theme.sidebar.linkPadding};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Item = styled(NavLink)<{ $accent: string; $mini: boolean }>`
  ${navItemStyles}
  ${({ $mini }) => ($mini ? 'position: relative;' : '')}
  &:hover { background: ${({ theme }) => theme.sidebar.hover}; }
  &.active { background: ${({ $accent }) => $accent}; color: ${({ theme }) => theme.colors.white}; box-shadow: ${({ theme }) => theme.shadows.raised}; }
`;

const GroupButton = styled.button`
  ${navItemStyles}
  &:hover { background: ${({ theme }) => theme.sidebar.hover}; }
`;

const Mini = styled.span`
  display: inline-block;
  min-width: ${({ theme }) => theme.sizes.miniLabel};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  text-align: center;
`;

export const Caret = styled.span<{ $open: boolean }>`
  margin-inline-start: auto;
  transition: transform ${({ theme }) => theme.transitions.fast};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

// the count beside an entry (the invoices waiting for review); white on the danger tone (4.5:1)
const Badge = styled.span<{ $mini: boolean }>`
  margin-inline-start: auto;
  min-width: ${({ theme }) => theme.sizes.badge};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  font-weight: ${({ theme }) => theme.fonts.weights.bold};
  line-height: ${({ theme }) => theme.sizes.badge};
  text-align: center;
  ${({ $mini, theme }) => ($mini ? `position: absolute; top: 0; inset-inline-end: ${theme.space.xxs};` : '')}
`;

const SubList = styled(List)`
  padding: 0 0 0 ${({ theme }) => theme.space.sm};
`;

interface CommonProps { mini: boolean; accent: string }

// SPEC 2.4 /contact opens an external link: opening it in the click itself keeps popup blockers quiet;
// the route stays for a typed address.
const CONTACT_PATH = '/admin/contact';

function Link({ link, mini, accent }: CommonProps & { link: MenuLink }) {
  const onClick = link.path === CONTACT_PATH
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        if (openContact()) e.preventDefault();
      }
    : undefined;
  // a count the screen declares (ScreenDeclaration.badge); none for 0 or while unknown
  const count = useMenuBadge(link.badge);
  const name = count ? messages.admin.badgeLabel(link.label, count) : link.label;
  return (
    <li>
      <Item to={link.path} onClick={onClick} $accent={accent} $mini={mini} aria-label={mini ? name : undefined} title={mini ? name : undefined}>
        {mini ? <Mini aria-hidden>{initials(link.label)}</Mini> : link.label}
        {count > 0 && (
          <Badge $mini={mini} data-badge>
            <span aria-hidden>{count > 99 ? '99+' : count}</span>
            {!mini && <VisuallyHidden> ({messages.admin.badge(count)})</VisuallyHidden>}
          </Badge>
        )}
      </Item>
    </li>
  );
}

function Group({ group, mini, accent }: CommonProps & { group: MenuGroup }) {
  const { pathname } = useLocation();
  const visible = group.children.filter((c) => !c.hidden);
  const [open, setOpen] = useState(() => group.children.some((c) => pathname === c.path));
  if (visible.length === 0) return null;
  return (
    <li>
      <GroupButton
        type="button"
        aria-expanded={open}
        aria-label={mini ? group.label : undefined}
        title={mini ? group.label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {mini ? <Mini aria-hidden>{initials(group.label)}</Mini> : group.label}
        <Caret $open={open} aria-hidden>▾</Caret>
      </GroupButton>
      {open && (
        <SubList>
          {visible.map((c) => (
            <Link key={c.path} link={c} mini={mini} accent={accent} />
          ))}
        </SubList>
      )}
    </li>
  );
}

export function SidebarMenu({ items, mini, accent }: CommonProps & { items: MenuItem[] }) {
  return (
    <List>
      {items.map((item) =>
        item.kind === 'group' ? (
          <Group key={`g-${item.label}`} group={item} mini={mini} accent={accent} />
        ) : item.hidden ? null : (
          <Link key={item.path} link={item} mini={mini} accent={accent} />
        ),
      )}
    </List>
  );
}
