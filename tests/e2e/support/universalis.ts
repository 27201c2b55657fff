import type { Page } from 'playwright-core';

/** The skirmish table, found as a screen reader finds it. */
export const skirmishTable = (page: Page) => page.getByRole('application', { name: 'Skirmish table' });

/**
 * Where a point of the table (in cm) is on the page. The table publishes its view (pixels per cm and the screen
 * position of the corner 0, 0) as `data-view`, as a person reads the ruler.
 */
export async function tablePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const table = skirmishTable(page);
  const [scale, ox, oy] = (await table.getAttribute('data-view'))!.split(' ').map(Number);
  const box = (await table.boundingBox())!;
  return { x: box.x + ox + x * scale, y: box.y + oy + y * scale };
}

export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const p = await tablePoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

export async function dragTable(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await tablePoint(page, from[0], from[1]);
  const b = await tablePoint(page, to[0], to[1]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}
