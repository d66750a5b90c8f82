import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { SEARCH_THRESHOLD, type Product } from '@portal/contract';
import { errorText } from '@portal/shared-auth';
import {
  Alert, Button, ButtonLink, Card, CardBody, CardGrid, CardHeader, ErrorPanel, Icon, Loading, SearchBox, SelectField,
  downloadCsv, messages as uiMessages, preloadCsv, useDeleteFlow, type CsvCell,
} from '@portal/shared-ui';
import { deleteTexts } from '../../../messages';
import { productPaths } from '../../../paths';
import { deleteProduct, useRefetchProducts } from '../api/delete-product';
import { useProductCategories } from '../api/get-product-categories';
import { useProductPages } from '../api/get-products';
import { productTexts as t } from '../messages';
import { ProductCard } from './ProductCard';

/** the category filter's "no filter" choice */
const ALL = 'all';

/** phone: search over the category; from 600 px side by side */
const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  ${({ theme }) => theme.media.smUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > div:first-child { display: flex; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** SPEC 3 "CSV export columns for products": ID, Nombre, Puntos, Valor por puntos, Categoria, Valor estimado, Stado */
export function productCsvRow(p: Product): CsvCell[] {
  return [p.id, p.name, p.points, p.points_value, p.product_category?.name ?? '', p.estimated_value, p.state === '1' ? t.active : t.inactive];
}

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

  useEffect(() => preloadCsv(), []);

  const categoryOptions = useMemo(
    () => [{ value: ALL, label: t.allCategories }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
    [categories.data],
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      // every product matching the search and category, not only the page on screen
      const all = await server.fetchAll();
      await downloadCsv(t.csvFile, t.csvHeaders, all.map(productCsvRow));
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
        server={server}
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
          <Toolbar>
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
          </Toolbar>
          {exportError && <Alert variant="danger">{exportError}</Alert>}
          {content}
        </CardBody>
      </Card>
      {dialogs}
    </>
  );
}
