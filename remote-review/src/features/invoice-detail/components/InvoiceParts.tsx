// The parts of an invoice a reviewer looks at (SPEC 2.9 'Detalle de Factura'), drawn alike on the
// invoice's own screen and in the review queue's panel: its photo and its tire lines.
import { useRef } from 'react';
import styled from 'styled-components';
import type { InvoiceReference } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { DataTable, formatNumber, Icon, useMemoryList, usePictureMayLoad, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';

const text = messages.invoiceDetail;

const Photo = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stripe};
  color: ${({ theme }) => theme.colors.primary};
  img {
    width: 100%;
    max-height: calc(${({ theme }) => theme.sizes.cardIcon} * 5);
    object-fit: contain;
  }
`;

const NoPhoto = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The invoice's photo, the full size in a new tab (a signed link: docs/adr/0008-private-uploads-through-signed-links.md).
 * Under the invoice's figures on a phone: fetched once in view or once the first screen is drawn
 * (some 60 KB that then do not share the phone's network with the screen's code).
 */
export function InvoicePhoto({ image }: { image: string | null }) {
  const href = assetUrl(image);
  const picture = useRef<HTMLImageElement>(null);
  // no photo: nothing to wait for (no observer, no timer)
  const mayLoad = usePictureMayLoad(picture, !href);
  if (!href) {
    return (
      <NoPhoto>
        <Icon name="image" />
        {text.noImage}
      </NoPhoto>
    );
  }
  return (
    <Photo href={href} target="_blank" rel="noopener noreferrer">
      <img ref={picture} src={mayLoad ? href : undefined} alt={text.image} />
      {text.openImage}
    </Photo>
  );
}

const lineColumns: Column<InvoiceReference>[] = [
  { key: 'brand', header: text.lines.brand, value: (r) => r.tire?.design?.brand?.name },
  { key: 'design', header: text.lines.design, value: (r) => r.tire?.design?.name },
  { key: 'tire', header: text.lines.tire, value: (r) => r.tire?.name },
  { key: 'amount', header: text.lines.amount, align: 'right' },
  { key: 'points', header: text.lines.points, value: (r) => formatNumber(r.points), align: 'right' },
];

/**
 * 'Llantas de la factura': its own card with that title (the invoice's screen), or, inside another
 * card (the queue's panel), a bare table named by it.
 */
export function InvoiceLines({ lines, inCard = true }: { lines: readonly InvoiceReference[]; inCard?: boolean }) {
  // the invoice's few lines, paged here
  const list = useMemoryList(lines, { columns: lineColumns });
  return (
    <DataTable
      {...(inCard ? { title: text.lines.title, icon: 'list' as const } : { label: text.lines.title })}
      columns={lineColumns}
      list={list}
      emptyText={text.lines.empty}
      filterable={false}
    />
  );
}
