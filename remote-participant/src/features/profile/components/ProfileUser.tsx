import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { roleOf, USER_STATE, type User } from '@portal/contract';
import { assetUrl, useSession } from '@portal/shared-auth';
import { Card, CardBody, CardHeader, ErrorPanel, formatDate, FormColumns, Icon, Loading, TextField } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { linkedPaths } from '../../../paths';
import { useOwnUser } from '../api/get-own-user';
import { PhotoForm } from './PhotoForm';

const text = messages.profile;

// the page's two cards, not a field grid: the data beside the photo from 960 px (the sidebar's breakpoint), stacked on a phone
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mdUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  svg { flex: 0 0 auto; color: ${({ theme }) => theme.colors.info}; }
  a { color: ${({ theme }) => theme.colors.link}; font-weight: ${({ theme }) => theme.fonts.weights.medium}; }
`;

const Centered = styled(CardBody)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xs};
  form { align-self: stretch; text-align: start; }
`;

// twice the card icon: large enough to recognise a face, small enough for a phone
const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.sizes.cardIcon} * 2);
  height: calc(${({ theme }) => theme.sizes.cardIcon} * 2);
  margin-top: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.circle};
  background: ${({ theme }) => theme.colors.divider};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Name = styled.h3`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Balance = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xl};
  font-weight: ${({ theme }) => theme.fonts.weights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const noop = () => undefined;

function ReadOnly({ label, name, value }: { label: string; name: string; value: string | number | null | undefined }) {
  return <TextField label={label} name={name} value={value ?? ''} onChange={noop} readOnly />;
}

function Photo({ image, name }: { image: string | null; name: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = assetUrl(image);
  return (
    <Avatar>
      {src && broken !== src ? (
        <img src={src} alt={text.photoOf(name)} onError={() => setBroken(src)} />
      ) : (
        <Icon name="person" title={text.noPhoto} size="xxl" />
      )}
    </Avatar>
  );
}

function ProfileView({ user }: { user: User }) {
  // the new photo's link at once; the refetched read brings the same photo right after
  const [image, setImage] = useState<string | null>(null);
  return (
    <Page>
      <Card>
        <CardHeader title={text.title} icon="person" subtitle={text.subtitle} />
        <CardBody>
          <FormColumns>
            <ReadOnly label={text.fields.name} name="name" value={user.name} />
            <ReadOnly label={text.fields.email} name="email" value={user.email} />
            <ReadOnly label={text.fields.identificationType} name="identification_type" value={user.identification_type} />
            <ReadOnly label={text.fields.identificationNumber} name="identification_number" value={user.identification_number} />
            <ReadOnly label={text.fields.phone} name="phone" value={user.phone} />
            <ReadOnly label={text.fields.branch} name="subsidiary" value={user.subsidiary?.name ?? text.none} />
            <ReadOnly label={text.fields.city} name="city" value={user.subsidiary?.city?.name ?? text.none} />
            <ReadOnly label={text.fields.profile} name="profile" value={user.profile?.name ?? text.none} />
            <ReadOnly label={text.fields.state} name="state" value={user.state === USER_STATE.ACTIVE ? text.active : text.inactive} />
            <ReadOnly label={text.fields.createdAt} name="created_at" value={formatDate(user.created_at)} />
          </FormColumns>
          {/* SPEC 1: the profile page states that data changes require contacting support */}
          <Note>
            <Icon name="warning" />
            <span>
              {text.supportNote} <Link to={linkedPaths.contact}>{text.contact}</Link>
            </span>
          </Note>
        </CardBody>
      </Card>
      <Card aria-label={text.photoCard}>
        <Centered>
          <Photo image={image ?? user.image} name={user.name} />
          <Name>{user.name}</Name>
          {user.profile && <Muted>{user.profile.name}</Muted>}
          {/* staff collect no points: the balance is the participant's */}
          {roleOf(user.profiles_id) === 'participant' && (
            <>
              <Muted>{text.balance}</Muted>
              <Balance>{text.points(user.points)}</Balance>
            </>
          )}
          <PhotoForm onChanged={setImage} />
        </Centered>
      </Card>
    </Page>
  );
}

/** /admin/profile-user 'Mi Perfil' (SPEC 1, 2.4): the signed-in user's own data, read-only, and their photo. */
export function ProfileUser() {
  const id = useSession((s) => s.user?.id);
  const { data: user, loading, error, reload } = useOwnUser(id);

  if (error) return <ErrorPanel title={text.loadFailed} message={error} onRetry={reload} />;
  if (loading || !user) return <Loading label={text.loading} />;
  return <ProfileView key={user.id} user={user} />;
}
