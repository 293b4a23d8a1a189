import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const base = process.argv[2] ?? 'http://127.0.0.1:3100';
const paths = process.argv.slice(3);
for (const mobile of [false, true]) {
  const ctx = await browser.newContext(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true } : {});
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(mobile ? 'M' : 'D', m.type(), m.text().slice(0, 400)); });
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
  for (const p of paths) {
    const t = Date.now();
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    console.log(mobile ? 'M' : 'D', p, await page.title(), Date.now() - t, 'ms', (await page.locator('main').innerText()).slice(0, 80).replace(/\n/g, ' | '));
  }
  await ctx.close();
}
await browser.close();
