import { ListDetail } from './list-detail.tsx';
import { ListOverview } from './list-overview.tsx';

/** The id of `/account/lists/{id}`, or null when it is not one. */
export function parseListId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** `/account/lists` (the customer's order lists) and `/account/lists/{id}` (one list, open). */
export default function ListsTab({ listId }: { listId: string | null }) {
  if (listId === null) return <ListOverview />;
  return <ListDetail key={listId} id={parseListId(listId)} />;
}
