/**
 * Gives every body cell of the tables inside `root` its column's heading as `data-label`. On a
 * phone each row of an admin table is a card of labelled values (_admin-phone.scss), and the
 * labels are read from the one place a table names its columns, its head.
 */
export function labelCells(root: ParentNode): void {
  for (const table of root.querySelectorAll('table')) {
    const headings = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
      for (const [index, cell] of [...row.cells].entries()) {
        const label = headings[index];
        if (label && cell.dataset.label !== label) cell.dataset.label = label;
      }
    }
  }
}

/**
 * A ref callback: labels the cells of the tables inside the element now and whenever rows or tables
 * come or go, until the element leaves the page.
 */
export function keepCellsLabelled(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined;
  labelCells(root);
  // Only added and removed nodes: the labels themselves are attributes, so labelling never wakes
  // the observer again.
  const observer = new MutationObserver(() => labelCells(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
