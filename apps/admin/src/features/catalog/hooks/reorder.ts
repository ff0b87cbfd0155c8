/**
 * Moving one item of an ordered list (categories, or the groups of a category) one place up or
 * down: the new order numbered from 0, and only the items whose position changes (the calls to make).
 */
export function reorderPatches(
  items: readonly { id: number; position: number }[],
  index: number,
  delta: -1 | 1,
): { id: number; position: number }[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const order = [...items];
  const [moved] = order.splice(index, 1);
  if (!moved) return [];
  order.splice(target, 0, moved);
  return order.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
}
