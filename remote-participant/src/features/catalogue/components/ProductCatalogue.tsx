import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { mayOpenIn, matchesSearch, searchQuery, SEARCH_THRESHOLD } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Card, CardBody, CardGrid, CardHeader, ErrorPanel, Loading, SearchBox } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { screens } from '../../../screens';
import { participantPaths } from '../../../paths';
import { useProducts } from '../api/get-products';
import { ProductCard } from './ProductCard';

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * SPEC 5: the text that really filters, as the one search rule reads it, so 'Nevera'
 * and 'nevera' keep the page; shorter queries show everything and keep the page.
 */
function activeQuery(query: string): string {
  return query.trim().length > SEARCH_THRESHOLD ? searchQuery(query) : '';
}

/** /admin/products 'Catálogo de Productos' (SPEC 2.12): 16 cards per page, search by name. */
export function ProductCatalogue() {
  const { data: products, loading, error, reload } = useProducts();
  const [query, setQuery] = useState('');
  // 'Redimir' only for a profile that may open the redeem screen (SPEC 6: an administrator may not)
  const canRedeem = useSession((s) => mayOpenIn(screens, s.user?.profiles_id, participantPaths.redeemProduct));
  const balance = useSession((s) => s.user?.points ?? 0);

  // SPEC 5: matchesSearch is the contract's rule, the same the api and the tables apply
  const shown = useMemo(() => (products ?? []).filter((p) => matchesSearch(p.name, query)), [products, query]);

  let content;
  if (error) content = <ErrorPanel title={messages.catalogue.loadFailed} message={error} onRetry={reload} />;
  else if (loading || !products) content = <Loading label={messages.catalogue.loading} />;
  else
    content = (
      <CardGrid
        items={shown}
        label={messages.catalogue.gridLabel}
        emptyText={products.length === 0 ? messages.catalogue.empty : messages.catalogue.noMatches}
        resetKey={activeQuery(query)}
        renderCard={(product) => <ProductCard product={product} canRedeem={canRedeem} balance={balance} />}
      />
    );

  return (
    <Card>
      <CardHeader
        title={messages.catalogue.title}
        icon="store"
        actions={
          <div>
            <SearchBox value={query} onChange={setQuery} label={messages.catalogue.searchLabel} placeholder={messages.catalogue.searchPlaceholder} />
            <Hint>{messages.catalogue.searchHint}</Hint>
          </div>
        }
      />
      <CardBody>{content}</CardBody>
    </Card>
  );
}
