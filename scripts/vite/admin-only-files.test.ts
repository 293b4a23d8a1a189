import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { adminOnlyFiles } from './admin-only-files';

// A client build's manifest in miniature: the entry, a storefront route, the admin's routes and
// the chunks they share or keep to themselves.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework-f.js'],
    dynamicImports: [
      'src/routes/cart.tsx?tsr-split=component',
      'src/routes/dashboard/user/orders.tsx?tsr-split=component',
      'src/routes/dashboard/_admin/admin/orders.tsx?tsr-split=component',
      'src/routes/dashboard/_admin/admin-products.tsx?tsr-split=component',
    ],
    css: ['assets/index-a.css'],
  },
  '_framework-f.js': { file: 'assets/framework-f.js' },
  'src/routes/cart.tsx?tsr-split=component': {
    file: 'assets/cart-c.js',
    imports: ['_framework-f.js', '_Table-t.js'],
  },
  'src/routes/dashboard/user/orders.tsx?tsr-split=component': { file: 'assets/orders-u.js' },
  'src/routes/dashboard/_admin/admin/orders.tsx?tsr-split=component': {
    file: 'assets/orders-o.js',
    imports: ['_NumberInput-n.js', '_Table-t.js'],
    css: ['assets/orders-o.css'],
  },
  'src/routes/dashboard/_admin/admin-products.tsx?tsr-split=component': {
    file: 'assets/admin-products-p.js',
    dynamicImports: ['src/features/admin/sales-chart.tsx'],
  },
  'src/features/admin/sales-chart.tsx': {
    file: 'assets/sales-chart-s.js',
    css: ['assets/sales-chart-s.css'],
  },
  '_NumberInput-n.js': { file: 'assets/NumberInput-n.js', css: ['assets/NumberInput-n.css'] },
  '_Table-t.js': { file: 'assets/Table-t.js' },
};

describe('adminOnlyFiles', () => {
  it("names the admin's routes, the chunks only they import and their styles", () => {
    expect([...adminOnlyFiles(manifest)].sort()).toEqual([
      'assets/NumberInput-n.css',
      'assets/NumberInput-n.js',
      'assets/admin-products-p.js',
      'assets/orders-o.css',
      'assets/orders-o.js',
      'assets/sales-chart-s.css',
      'assets/sales-chart-s.js',
    ]);
  });

  it("keeps what a shopper's pages use, a chunk shared with the admin's included", () => {
    const adminOnly = adminOnlyFiles(manifest);
    for (const file of [
      'assets/index-a.js',
      'assets/index-a.css',
      'assets/framework-f.js',
      'assets/cart-c.js',
      'assets/orders-u.js',
      'assets/Table-t.js',
    ]) {
      expect(adminOnly.has(file), file).toBe(false);
    }
  });
});
