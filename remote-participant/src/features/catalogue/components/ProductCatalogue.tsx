import styled from 'styled-components';
import { GRID_PAGE_SIZE, mayOpenIn, SEARCH_THRESHOLD, type Product } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Card, CardBody, CardGrid, CardHeader, ErrorPanel, Loading, SearchBox, useMemoryList, type Column } from '@portal/shared-ui';
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

/** SPEC 5: the catalogue searches the products' names (the grid draws cards, so no header is shown) */
const searched: Column<Product>[] = [{ key: 'name', header: '' }];

/** /admin/products 'Catálogo de Productos' (SPEC 2.12): 16 cards per page, search by name. */
export function ProductCatalogue() {
  const { data: products, loading, error, reload } = useProducts();
  // 'Redimir' only for a profile that may open the redeem screen (SPEC 6: an administrator may not)
  const canRedeem = useSession((s) => mayOpenIn(screens, s.user?.profiles_id, participantPaths.redeemProduct));
  const balance = useSession((s) => s.user?.points ?? 0);

  // SPEC 5: the one search rule of the api and the tables, once more than 3 characters are typed;
  // 16 a page (SPEC 9), back to page 1 when what the search looks for changes
  const list = useMemoryList(products, { columns: searched, pageSize: GRID_PAGE_SIZE, minSearch: SEARCH_THRESHOLD });

  let content;
  if (error) content = <ErrorPanel title={messages.catalogue.loadFailed} message={error} onRetry={reload} />;
  else if (loading || !products) content = <Loading label={messages.catalogue.loading} />;
  else
    content = (
      <CardGrid
        list={list}
        label={messages.catalogue.gridLabel}
        emptyText={products.length === 0 ? messages.catalogue.empty : messages.catalogue.noMatches}
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
            <SearchBox value={list.query} onChange={list.setQuery} label={messages.catalogue.searchLabel} placeholder={messages.catalogue.searchPlaceholder} />
            <Hint>{messages.catalogue.searchHint}</Hint>
          </div>
        }
      />
      <CardBody>{content}</CardBody>
    </Card>
  );
}
