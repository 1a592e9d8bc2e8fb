/**
 * `tsx scripts/build-icons.ts`: draws the app icons of public/ from public/favicon.svg
 * with Chromium (PNG at the sizes phones ask for when the app is installed, and a
 * "maskable" one whose artwork keeps inside the safe circle). Run it after changing the
 * logo; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const BACKGROUND = '#2d6a3e';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  // Maskable: the whole square is painted, the artwork scaled to the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? BACKGROUND : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body></html>`,
    );
    await page.screenshot({ path: join(root, 'public', icon.file), omitBackground: !icon.maskable });
    await page.close();
    console.log(`public/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
