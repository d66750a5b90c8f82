// SPEC 2.1: user photo and name, a collapsible user menu with My Profile and the points balance.
import { useState, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LOGOUT_ROUTE, type SessionUser } from '@portal/contract';
import { assetUrl, discardPendingSales, usePendingSales } from '@portal/shared-auth';
import { Button, Dialog, formatNumber, ResponsiveImage } from '@portal/shared-ui';
import placeholder from '../assets/avatar-placeholder.svg';
import { messages } from '../messages';
import { Caret, navItemStyles } from './SidebarMenu';
import { initials } from './initials';

const Block = styled.div`
  margin: 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: ${({ theme }) => `${theme.borders.thin} solid ${theme.sidebar.divider}`};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline-start: ${({ theme }) => theme.space.sm};
`;

/** a 96x96 WebP of the photo (its signed link's query opens it too), lazily: a closed drawer loads none */
const Photo = styled(ResponsiveImage)`
  flex: 0 0 auto;
  width: ${({ theme }) => theme.sizes.avatar};
  height: ${({ theme }) => theme.sizes.avatar};
  border-radius: ${({ theme }) => theme.radii.circle};
  object-fit: cover;
`;

const NameButton = styled.button`
  ${navItemStyles}
  padding: ${({ theme }) => theme.sidebar.userPadding};
  min-height: ${({ theme }) => theme.sizes.avatar};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
`;

const Entry = styled(NavLink)`
  ${navItemStyles}
  &:hover { background: ${({ theme }) => theme.sidebar.hover}; }
`;

const Points = styled.li`
  padding: ${({ theme }) => theme.sidebar.linkPadding};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
`;

export function UserMenu({ user, mini }: { user: SessionUser; mini: boolean }) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const src = (!broken && assetUrl(user.image)) || placeholder;
  // the sales kept on the phone are this person's: leaving discards them, so it asks first
  const pending = usePendingSales((s) => s.sales.length);
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pending === 0) return;
    event.preventDefault();
    setAsking(true);
  };
  const discardAndLeave = async () => {
    await discardPendingSales();
    setAsking(false);
    navigate(LOGOUT_ROUTE);
  };
  return (
    <Block>
      <Row>
        <Photo kind="avatar" src={src} alt={messages.admin.photoAlt(user.name)} width={34} height={34} onError={() => setBroken(true)} />
        <NameButton
          type="button"
          aria-expanded={open}
          aria-label={mini ? `${messages.admin.userMenu}: ${user.name}` : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {mini ? null : user.name}
          {mini ? null : <Caret $open={open} aria-hidden>▾</Caret>}
        </NameButton>
      </Row>
      {open && (
        <List aria-label={messages.admin.userMenu}>
          <li>
            <Entry to="/admin/profile-user" aria-label={mini ? messages.admin.myProfile : undefined}>
              {mini ? initials(messages.admin.myProfile) : messages.admin.myProfile}
            </Entry>
          </li>
          <Points title={messages.admin.points(user.points)}>
            {mini ? formatNumber(user.points) : messages.admin.points(user.points)}
          </Points>
          <li>
            <Entry to={LOGOUT_ROUTE} onClick={leave} aria-label={mini ? messages.admin.logout : undefined}>
              {mini ? initials(messages.admin.logout) : messages.admin.logout}
            </Entry>
          </li>
        </List>
      )}
      <Dialog
        open={asking}
        tone="warning"
        title={messages.pendingLogoutTitle}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>{messages.pendingLogoutCancel}</Button>
            <Button variant="danger" onClick={() => void discardAndLeave()}>{messages.pendingLogoutDiscard(pending)}</Button>
          </>
        }
      >
        {messages.pendingLogout(pending)}
      </Dialog>
    </Block>
  );
}
