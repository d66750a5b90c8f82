import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { SEARCH_THRESHOLD, type Product } from '@portal/contract';
import { errorText } from '@portal/shared-auth';
import {
  Button, ButtonLink, Card, CardBody, CardGrid, CardHeader, ErrorPanel, FormColumns, Icon, Loading, SearchBox, SelectField,
  messages as uiMessages, useDeleteFlow, useListCsv, type CsvColumn,
} from '@portal/shared-ui';
import { deleteTexts, productTexts as t } from '../../../messages';
import { productPaths } from '../../../paths';
import { deleteProduct, useRefetchProducts } from '../api/delete-product';
import { useProductCategories } from '../api/get-product-categories';
import { useProductPages } from '../api/get-products';
import { ProductCard } from './ProductCard';

/** the category filter's "no filter" choice */
const ALL = 'all';

// the search over the category on a phone, 15 px above it as between two fields (the field grid leaves rows to their fields' margins)
const Search = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > div:first-child { display: flex; }
  ${({ theme }) => theme.media.smDown} { margin-bottom: ${({ theme }) => theme.space.md}; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** SPEC 3 "CSV export columns for products": ID, Nombre, Puntos, Valor por puntos, Categoria, Valor estimado, Stado */
const [idHeader, nameHeader, pointsHeader, pointsValueHeader, categoryHeader, estimatedHeader, stateHeader] = t.csvHeaders;
const csvColumns: CsvColumn<Product>[] = [
  { header: idHeader, value: (p) => p.id },
  { header: nameHeader, value: (p) => p.name },
  { header: pointsHeader, value: (p) => p.points },
  { header: pointsValueHeader, value: (p) => p.points_value },
  { header: categoryHeader, value: (p) => p.product_category?.name ?? '' },
  { header: estimatedHeader, value: (p) => p.estimated_value },
  { header: stateHeader, value: (p) => (p.state === '1' ? t.active : t.inactive) },
];

/**
 * /admin/list-products 'Lista de Productos' (SPEC 2.8): the cards the api pages (16 per page, 4 per
 * row on large screens), the name search past 3 characters, the category dropdown, 'Exportar a
 * CSV' with every product of the filter, 'ATRAS' / page numbers / 'SIGUIENTE', edit and delete.
 */
export function ProductsList() {
  const titleId = useId();
  const [category, setCategory] = useState(ALL);
  const server = useProductPages(category === ALL ? '' : category);
  const categories = useProductCategories();
  const refetchProducts = useRefetchProducts();
  const { confirmDelete, dialogs } = useDeleteFlow();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  // every product matching the search and category, not only the page on screen (SPEC 2.8 productos.csv)
  const csv = useListCsv(server, t.csvFile, csvColumns);

  const categoryOptions = useMemo(
    () => [{ value: ALL, label: t.allCategories }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
    [categories.data],
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await csv();
    } catch (err) {
      console.error(err);
      setExportError(`${t.exportFailed}: ${errorText(err)}`);
    } finally {
      setExporting(false);
    }
  };

  const askDelete = (product: Product) =>
    // SPEC 4 "Delete flow": confirm, then 'Eliminado!' naming the id, or 'Cancelled' with the server's detail
    confirmDelete({
      ...deleteTexts.product,
      id: product.id,
      run: () => deleteProduct(product.id),
      // the page is read again: the next product moves up, and an emptied last page goes back one
      onDeleted: refetchProducts,
    });

  // SPEC 5: the search counts once more than 3 characters are typed
  const filtered = server.query.trim().length > SEARCH_THRESHOLD || category !== ALL;
  let content;
  if (server.error) content = <ErrorPanel title={t.listFailed} message={server.error} onRetry={server.reload} />;
  else if (server.loading) content = <Loading label={t.loading} />;
  else
    content = (
      <CardGrid
        list={server}
        label={t.gridLabel}
        emptyText={filtered ? t.noMatches : t.empty}
        renderCard={(product) => <ProductCard product={product} onDelete={askDelete} />}
      />
    );

  return (
    <>
      <Card aria-labelledby={titleId}>
        <CardHeader
          title={t.listTitle}
          icon="store"
          titleId={titleId}
          actions={
            <>
              <ButtonLink to={productPaths.create} variant="success" size="sm">
                <Icon name="add" size="sm" />
                {t.createButton}
              </ButtonLink>
              <Button variant="info" round size="sm" onClick={() => void exportCsv()} disabled={exporting || server.loading || Boolean(server.error)} aria-busy={exporting}>
                <Icon name="download" size="sm" />
                {uiMessages.table.exportCsv}
              </Button>
            </>
          }
        />
        <CardBody>
          {/* the filters in the kit's field grid: phone one a line; from 600 px side by side, lined up at the bottom */}
          <FormColumns $align="end">
            <Search>
              <SearchBox value={server.query} onChange={server.setQuery} label={t.searchLabel} placeholder={t.searchPlaceholder} />
              <Hint>{t.searchHint}</Hint>
            </Search>
            <SelectField
              label={t.categoryFilterLabel}
              name="category"
              value={category}
              onChange={setCategory}
              options={categoryOptions}
              placeholder={t.categoryFilterPlaceholder}
              error={categories.error ? t.categoriesFailed : null}
              touched={Boolean(categories.error)}
            />
          </FormColumns>
          <ErrorPanel message={exportError} />
          {content}
        </CardBody>
      </Card>
      {dialogs}
    </>
  );
}
