// The invoice opened from 'Facturas por revisar', in the same screen as the queue: its
// warnings, its figures, its photo, its tire lines, the participant's history at hand, and Aprobar /
// Rechazar (SPEC 4: a comment of at least 3 characters to reject), the same form and call as the
// invoice's own screen (useInvoiceDecision). The screen decides what opens next.
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { capitalize, type InvoiceReviewAnswer } from '@portal/contract';
import { Button, Card, CardBody, FormColumns, formatDate, formatDateTime, formatNumber, Icon } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { DecisionButtons, RejectCommentField } from '../../invoice-detail/components/DecisionControls';
import { InvoiceLines, InvoicePhoto } from '../../invoice-detail/components/InvoiceParts';
import { useInvoiceDecision } from '../../invoice-detail/useInvoiceDecision';
import { UserInvoices } from '../../review/components/UserInvoices';
import type { ReviewQueueRow } from '../api/get-review-queue';
import { Warnings } from './Warnings';

const text = messages.reviewQueue.panel;
const figure = text.figures;

/** what the screen's keyboard shortcuts ask of the opened invoice */
export interface PanelCommands {
  approve(): void;
  reject(): void;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fonts.sizes.xl};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  overflow-wrap: anywhere;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
`;

// the figures in the kit's field grid: two by two from 600 px, one a line on a phone (drawn as a dl);
// a figure is a line of text with no field margins, so the rows keep 8 px between them
const Figures = styled(FormColumns)`
  row-gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  div { min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fonts.sizes.xs}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface QueuePanelProps {
  invoice: ReviewQueueRow;
  /** a decision taken: 'Factura Aprobada' / 'Factura Rechazada' */
  onDecided(answer: InvoiceReviewAnswer): void;
  /** a decision refused (a 409: decided meanwhile by another approver): the api's Spanish detail */
  onRefused(detail: string): void;
  onClose(): void;
  /** 'Ver solo las facturas de ...' */
  onOnlyParticipant(participant: { id: number; name: string }): void;
  commands: MutableRefObject<PanelCommands | null>;
}

/** The opened invoice; keyed by its id, so each one starts with an empty comment and the focus on its heading. */
export function QueuePanel({ invoice, onDecided, onRefused, onClose, onOnlyParticipant, commands }: QueuePanelProps) {
  const headingId = useId();
  const commentId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const decision = useInvoiceDecision(invoice, onDecided);
  const [history, setHistory] = useState(false);
  const { participant } = invoice;

  // the person works here now: the focus on the invoice's heading, which also scrolls it into view
  useEffect(() => heading.current?.focus(), []);

  // a refusal is said by the screen, which also refreshes the queue
  useEffect(() => {
    if (decision.error) onRefused(decision.error);
  }, [decision.error, onRefused]);

  const { approve, reject, locked } = decision;
  useEffect(() => {
    commands.current = {
      approve: () => {
        if (!locked) void approve();
      },
      reject: () => {
        if (locked) return;
        // the key asks for the comment first: the focus goes to it, with its error (SPEC 5), once
        // its rule has come (useInvoiceDecision's schema is loaded on the first move)
        void reject(() => document.getElementById(commentId)?.focus());
      },
    };
    return () => {
      commands.current = null;
    };
  }, [commands, approve, reject, locked, commentId]);

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardBody>
        <Header>
          <Heading id={headingId} ref={heading} tabIndex={-1}>{text.heading(invoice.number)}</Heading>
          <Button variant="default" size="sm" round onClick={onClose}>
            <Icon name="close" size="sm" />
            {text.close}
          </Button>
        </Header>

        {invoice.warnings.length > 0 && (
          <Section>
            <Warnings warnings={invoice.warnings} />
          </Section>
        )}

        <Figures as="dl">
          <div><dt>{figure.participant}</dt><dd>{participant.name}</dd></div>
          <div><dt>{figure.identification}</dt><dd>{participant.identification_number}</dd></div>
          <div><dt>{figure.subsidiary}</dt><dd>{invoice.subsidiary?.name ?? ''}</dd></div>
          <div><dt>{figure.saleDate}</dt><dd>{formatDate(invoice.sale_date)}</dd></div>
          <div><dt>{figure.price}</dt><dd>{formatNumber(invoice.price)}</dd></div>
          <div><dt>{figure.points}</dt><dd>{formatNumber(invoice.total_points)}</dd></div>
          <div><dt>{figure.createdAt}</dt><dd>{formatDateTime(invoice.created_at)}</dd></div>
          <div><dt>{figure.state}</dt><dd>{capitalize(invoice.state)}</dd></div>
        </Figures>

        <Section>
          <InvoicePhoto image={invoice.image} />
        </Section>

        <Section>
          <SectionTitle>{text.lines}</SectionTitle>
          <InvoiceLines lines={invoice.invoice_references} inCard={false} />
        </Section>

        <Section>
          <RejectCommentField decision={decision} editable id={commentId} />
          <Actions>
            <DecisionButtons decision={decision} shortcuts />
          </Actions>
        </Section>

        <Section>
          <Side>
            <Button variant="info" size="sm" round aria-expanded={history} onClick={() => setHistory((h) => !h)}>
              <Icon name="list" size="sm" />
              {history ? text.hideHistory(participant.name) : text.showHistory(participant.name)}
            </Button>
            <Button variant="default" size="sm" round onClick={() => onOnlyParticipant({ id: participant.id, name: participant.name })}>
              {text.onlyThisParticipant(participant.name)}
            </Button>
          </Side>
        </Section>
      </CardBody>
      {/* SPEC 2.11's 'Lista de Ventas' of the person: their other invoices, rejected ones struck through */}
      {history && <UserInvoices userId={participant.id} />}
    </Card>
  );
}
