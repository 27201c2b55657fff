import type { Page } from 'playwright-core';

/** The mission map, found as a screen reader finds it. */
export const missionMap = (page: Page) => page.getByRole('application', { name: 'Mission map' });

/**
 * Where a point of square [x, y] is on the page (fx, fy: 0…1 inside the square). The map publishes its view
 * (pixels per square and the screen position of square [0, 0]) as `data-view`, as a person reads the grid.
 */
export async function squarePoint(page: Page, x: number, y: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  const map = missionMap(page);
  const [scale, ox, oy] = (await map.getAttribute('data-view'))!.split(' ').map(Number);
  const box = (await map.boundingBox())!;
  return { x: box.x + ox + (x + fx) * scale, y: box.y + oy + (y + fy) * scale };
}

export async function clickSquare(page: Page, x: number, y: number, fx = 0.5, fy = 0.5): Promise<void> {
  const p = await squarePoint(page, x, y, fx, fy);
  await page.mouse.click(p.x, p.y);
}

/** Presses on one square and releases on another, passing the squares between. */
export async function dragSquares(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await squarePoint(page, ...from);
  const b = await squarePoint(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** Picks an entry of the palette (by its tab and its name), armed for clicks on the map. */
export async function arm(page: Page, group: string, name: string): Promise<void> {
  const palette = page.getByRole('region', { name: 'Palette' });
  await palette.getByRole('tab', { name: group }).click();
  await palette.getByRole('button', { name: `Place ${name}` }).click();
}

/** The map as pixels, with the pointer away from it (no hover outline). */
export async function mapPixels(page: Page): Promise<Buffer> {
  await page.mouse.move(2, 2);
  // The hover outline goes at the next frame; the layers are cached again once a zoom settles (160 ms).
  await page.waitForTimeout(300);
  return missionMap(page).screenshot();
}
