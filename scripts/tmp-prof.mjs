import { chromium } from 'playwright-core';
import { startBenchServer } from './bench/harness.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
const path = process.argv[2] ?? '/';
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(server.base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const id of profile.samples) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0) / 1000); }
const byFile = new Map();
for (const [k, v] of self) { const file = k.split(' ')[1]?.split(':')[0] || '(native)'; byFile.set(file, (byFile.get(file) ?? 0) + v); }
console.log('by file', [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(0)}ms`).join(' | '));
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close(); await server.stop();
