// The sales this person kept on the phone with no signal, above 'Lista de Ventas': each
// with its lines and the points it will earn, 'Pendiente de envío' until it is sent by itself, or
// the api's reason when it was refused (then the person corrects and resends it, or deletes it).
import { useState } from 'react';
import styled from 'styled-components';
import { dropPendingSale, usePendingSales, type PendingSale } from '@portal/shared-auth';
import { Button, ButtonLink, Card, CardBody, CardHeader, Dialog, formatDate, formatDateTime, formatNumber } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { participantPaths } from '../../../paths';

const t = messages.invoices;

// the kept sales one under another, 15 px apart: a list of notices, not a field grid
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Sale = styled.li<{ $refused: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-inline-start: ${({ theme, $refused }) => `${theme.borders.accent} solid ${$refused ? theme.colors.danger : theme.colors.warning}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $refused }) => ($refused ? theme.colors.dangerSoft : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.text};
`;

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
`;

const Small = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
`;

const Lines = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

function PendingSaleItem({ sale, onRemove }: { sale: PendingSale; onRemove(sale: PendingSale): void }) {
  const refused = sale.state === 'refused';
  const { number } = sale.data;
  return (
    <Sale $refused={refused} aria-label={t.pendingSale(number)}>
      <Head>
        <span>{t.pendingSale(number)} · {formatDate(sale.data.sale_date)} · {formatNumber(sale.data.price)}</span>
        <span>{refused ? t.refusedState : t.pendingState}</span>
      </Head>
      <Lines>
        {sale.lines.map((line, i) => (
          <li key={i}>{t.pendingLine(line.amount, line.brand, line.design, line.tire)}</li>
        ))}
      </Lines>
      <Small>{t.pendingPoints(sale.points)} · {t.keptAt} {formatDateTime(sale.keptAt)}</Small>
      {refused && <Small role="alert">{t.refusedReason} {sale.reason}</Small>}
      {refused && (
        <Actions>
          <ButtonLink variant="primary" size="sm" to={`${participantPaths.registerSale}?corregir=${encodeURIComponent(sale.key)}`} aria-label={t.correctOf(number)}>
            {t.correct}
          </ButtonLink>
          <Button variant="danger" size="sm" onClick={() => onRemove(sale)} aria-label={t.removeOf(number)}>
            {t.remove}
          </Button>
        </Actions>
      )}
    </Sale>
  );
}

export function PendingSales() {
  const sales = usePendingSales((s) => s.sales);
  const sending = usePendingSales((s) => s.sending);
  const [removing, setRemoving] = useState<PendingSale | null>(null);
  if (sales.length === 0) return null;
  const remove = async () => {
    if (removing) await dropPendingSale(removing.key);
    setRemoving(null);
  };
  return (
    <Card>
      <CardHeader title={t.pendingTitle} subtitle={sending ? t.sendingNow : t.pendingNote} icon="list" />
      <CardBody>
        <List>
          {sales.map((sale) => (
            <PendingSaleItem key={sale.key} sale={sale} onRemove={setRemoving} />
          ))}
        </List>
      </CardBody>
      <Dialog
        open={removing !== null}
        tone="warning"
        title={t.removeTitle}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>{t.cancel}</Button>
            <Button variant="danger" onClick={() => void remove()}>{t.removeConfirm}</Button>
          </>
        }
      >
        {removing && t.removeBody(removing.data.number)}
      </Dialog>
    </Card>
  );
}
