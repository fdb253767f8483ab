/** The ids of a category and every category below it (a cycle in parent ids cannot loop). */
export function subtreeIds(all: readonly { id: number; parentId: number | null }[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  }
  return ids;
}
