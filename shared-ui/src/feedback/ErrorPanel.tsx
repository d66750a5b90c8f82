// The one way the portal says something failed (SPEC 2.8 / 8: the red panel, announced at once with
// role="alert"): a read that failed in place of what it would show (a title and 'Reintentar'), a
// remote that failed to load, or why a form's send failed, under the form.
// A send that needs the api (a review, a redemption, the administration) tried while the browser has
// no network did nothing wrong and cannot be fixed by the person: with `calmOffline` it is said
// calmly instead, as a note (role="status"; the text, shared-auth's, says to try again when the
// signal returns), and stays calm after the network is back. Not for 'Ingresar Venta': it keeps sales
// with no signal, and its failures offline (storage refused) are real ones.
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { Button } from '../layout/Button';
import { Icon } from '../layout/Icon';
import { useFocusIfLost } from './focusIfLost';
import { useOnline } from './Offline';

// theme colours, WCAG 2.1 AA: text 8.1:1 on dangerSoft and 8.4:1 on infoSoft, the red title 4.9:1
const Box = styled.div<{ $calm: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: ${({ theme, $calm }) => `${theme.borders.accent} solid ${$calm ? theme.colors.info : theme.colors.danger}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $calm }) => ($calm ? theme.colors.infoSoft : theme.colors.dangerSoft)};
  color: ${({ theme }) => theme.colors.text};
`;

const Mark = styled.span<{ $calm: boolean }>`
  display: inline-flex;
  color: ${({ theme, $calm }) => ($calm ? theme.colors.info : theme.colors.danger)};
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  align-self: center;
  overflow-wrap: anywhere;
`;

const Title = styled.h2<{ $calm: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme, $calm }) => ($calm ? theme.colors.heading : theme.colors.danger)};
`;

const Message = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ErrorPanelProps {
  /** why, in Spanish (the api's detail or the screen's text); nothing is drawn without it */
  message: ReactNode;
  /** what failed, as a heading above the message (a read or a remote that failed) */
  title?: ReactNode;
  /** shows 'Reintentar' when given */
  onRetry?: () => void;
  /** another way on, beside 'Reintentar' (e.g. a link home) */
  action?: ReactNode;
  /** the answer to a send whose button is disabled while it runs: takes a focus that was lost */
  focusIfLost?: boolean;
  /** a send's failure that came while the browser was offline is the calm note, not the alert */
  calmOffline?: boolean;
}

type BoxProps = Omit<ErrorPanelProps, 'calmOffline'> & { calm: boolean };

function ErrorBox({ title, message, onRetry, action, focusIfLost = false, calm }: BoxProps) {
  const focus = useFocusIfLost<HTMLDivElement>(focusIfLost);
  return (
    <Box ref={focus.ref} tabIndex={focus.tabIndex} $calm={calm} role={calm ? 'status' : 'alert'}>
      <Mark $calm={calm}>
        <Icon name={calm ? 'list' : 'error'} />
      </Mark>
      <Body>
        {title && <Title $calm={calm}>{title}</Title>}
        <Message>{message}</Message>
        {(onRetry || action) && (
          <Actions>
            {onRetry && (
              <Button variant={calm ? 'info' : 'danger'} round onClick={onRetry}>
                {messages.error.retry}
              </Button>
            )}
            {action}
          </Actions>
        )}
      </Body>
    </Box>
  );
}

export function ErrorPanel({ calmOffline = false, ...panel }: ErrorPanelProps) {
  const online = useOnline();
  // the failure that came while offline (a ref: noting it draws nothing by itself)
  const offlineMessage = useRef<ReactNode>(null);
  if (calmOffline && panel.message && !online) offlineMessage.current = panel.message;
  if (!panel.message) return null;
  // the box mounts when a message shows, so focusIfLost acts on each answer that appears
  return <ErrorBox {...panel} calm={calmOffline && offlineMessage.current === panel.message} />;
}
