import type { Tire } from '@portal/contract';
import { DataTable, ErrorPanel, useMemoryList, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useDesignTires } from '../api/get-design-tires';

const texts = messages.designs.tires;

const columns: Column<Tire>[] = [
  { key: 'name', header: texts.columns.name, sortable: true },
  { key: 'tire_code', header: texts.columns.code, sortable: true },
  {
    key: 'points',
    header: texts.columns.points,
    value: (tire) =>
      // the profiles that earn something (staff profiles carry 0 and only lengthen the row)
      tire.tire_points_by_profile
        .filter((p) => p.total_points > 0)
        .map((p) => texts.points(p.profile?.name ?? String(p.profiles_id), p.points_general, p.points_uhp, p.total_points))
        .join('; '),
  },
];

/** The edit design screen also lists the design's tires: name, code, points per profile. */
export function DesignTires({ id }: { id: number }) {
  const { data, loading, error, reload } = useDesignTires(id);
  // a few tires a design: searched, sorted and paged here
  const list = useMemoryList(data, { columns, loading });
  if (error) return <ErrorPanel title={texts.failed} message={error} onRetry={reload} />;
  return <DataTable title={texts.title} icon="list" columns={columns} list={list} emptyText={texts.empty} />;
}
