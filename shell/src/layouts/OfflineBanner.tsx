// Issue 28: a clear line under the top bar while the browser has no network (the participant can
// still register sales: they wait on the phone), and the notice once kept sales were sent.
import { useEffect } from 'react';
import styled from 'styled-components';
import { usePendingSales, watchPendingSales } from '@portal/shared-auth';
import { Alert, Button, useOnline } from '@portal/shared-ui';
import { messages } from '../messages';
import { Banner } from './ConnectionBanner';

const Notice = styled.div`
  margin: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child { flex: 1; margin: 0; }
`;

export function OfflineBanner() {
  const online = useOnline();
  const notice = usePendingSales((s) => s.notice);
  const closeNotice = usePendingSales((s) => s.closeNotice);
  useEffect(() => {
    watchPendingSales();
  }, []);
  return (
    <div role="status">
      {!online && <Banner>{messages.offline}</Banner>}
      {notice && (
        <Notice>
          <Alert variant="success">{notice}</Alert>
          <Button variant="default" size="sm" onClick={closeNotice}>{messages.closeNotice}</Button>
        </Notice>
      )}
    </div>
  );
}
