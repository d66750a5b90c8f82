// A clear line under the top bar while the browser has no network (the participant can
// still register sales: they wait on the phone), saying calmly when the screen shown needs the api
// (its owner does not declare it `offline` for this profile: redemptions, reviews, administration),
// and the notice once kept sales were sent.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { roleOf } from '@portal/contract';
import { usePendingSales, useSession, watchPendingSales } from '@portal/shared-auth';
import { Alert, Button, useOnline } from '@portal/shared-ui';
import { messages } from '../messages';
import { routeWorksOffline, useRouteTable } from '../routes/table';
import { Banner } from './ConnectionBanner';

const Notice = styled.div`
  margin: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child { flex: 1; margin: 0; }
`;

function OfflineLine() {
  const { pathname } = useLocation();
  const profilesId = useSession((s) => s.user?.profiles_id);
  const pageWorks = useRouteTable((s) => routeWorksOffline(s, pathname, profilesId));
  const first = roleOf(profilesId) === 'participant' ? messages.offline.participant : messages.offline.staff;
  return <Banner>{pageWorks ? first : `${first} ${messages.offlinePage}`}</Banner>;
}

export function OfflineBanner() {
  const online = useOnline();
  const notice = usePendingSales((s) => s.notice);
  const closeNotice = usePendingSales((s) => s.closeNotice);
  useEffect(() => watchPendingSales(), []);
  return (
    <div role="status">
      {!online && <OfflineLine />}
      {notice && (
        <Notice>
          <Alert variant="success">{notice}</Alert>
          <Button variant="default" size="sm" onClick={closeNotice}>{messages.closeNotice}</Button>
        </Notice>
      )}
    </div>
  );
}
