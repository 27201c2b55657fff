/**
 * A stable sort in place for the engine's short lists (the heroes a model may target, the groups a hero
 * overtook, a group's models): insertion sort allocates nothing, where the built-in sort first copies the list
 * into a work array, and the rules sort such lists several times per activation. Stable like the built-in
 * sort, so both give the same order with the same comparator; long lists still go to the built-in sort.
 */
export function sortSmall<T>(list: T[], cmp: (a: T, b: T) => number): T[] {
  if (list.length > 16) return list.sort(cmp);
  for (let i = 1; i < list.length; i++) {
    const v = list[i];
    let j = i - 1;
    while (j >= 0 && cmp(list[j], v) > 0) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = v;
  }
  return list;
}
